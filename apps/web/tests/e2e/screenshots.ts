import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The folder E2E_SHOTS names, where tests keep the screenshots a closing note shows; unset, none are taken. */
export const SHOTS = process.env.E2E_SHOTS;

/**
 * A screenshot as `name`.png in E2E_SHOTS, when it is set: the whole page, or with `{ fullPage:
 * false }` what the screen shows (fixed bars where the shopper sees them, over what they cover).
 */
export async function shot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}
