import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

/**
 * What the pages are held to: WCAG 2.2 A and AA and axe's best practices, with target-size (2.5.8),
 * which axe-core leaves off by default, switched on.
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'target-size': { enabled: true } },
};

/** Every axe-core finding on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol, not added as an inline <script>: the pages' CSP rightly
  // refuses inline scripts without the page's nonce.
  await page.evaluate(axeSource);
  // Colours are judged as they settle: a dialog fading in or a slide changing is half transparent
  // for a moment, and a busy machine can stretch that moment into axe's run.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const result = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: unknown) => Promise<AxeResult> } }).axe;
    return axe.run(document, options);
  }, AXE_OPTIONS);
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The serious and critical ones among them. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter((v) => v.startsWith('serious ') || v.startsWith('critical '));
}

/** Waits until React has hydrated `root` (the shop's main by default), so event handlers are attached. */
export async function hydrated(page: Page, root = '#main'): Promise<void> {
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return !!element && Object.keys(element).some((k) => k.startsWith('__reactFiber'));
  }, root);
}

export interface ApiItem {
  slug: string;
  name: string;
  totalPrice: number;
  isStock: boolean;
  isFinalSale: boolean;
  category: { name: string; slug: string };
  variants: { guid: string; size: string; quantity: number }[];
}

export async function apiItems(
  request: APIRequestContext,
  query: string,
): Promise<{ items: ApiItem[]; total: number; totalPages: number }> {
  const res = await request.get(`/api/item?${query}`);
  if (!res.ok()) throw new Error(`GET /api/item?${query} answered ${res.status()}`);
  return res.json();
}

export async function apiCategories(request: APIRequestContext): Promise<{ name: string; slug: string; items: number }[]> {
  const res = await request.get('/api/category/categories');
  return ((await res.json()) as { categories: { name: string; slug: string; items: number }[] }).categories;
}

/** £1,234.50 -> 1234.5 */
export function poundsOf(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}
