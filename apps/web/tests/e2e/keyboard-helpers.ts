import { expect, type Page } from '@playwright/test';

// Moving through a page with the keyboard alone, and where the focus then is.

/** Presses Tab until the focused element matches `selector` (and names `text`, when given). */
export async function tabTo(page: Page, selector: string, text?: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(
      ([sel, name]) => {
        const el = document.activeElement;
        if (!el || !el.matches(sel!)) return false;
        return !name || el.textContent?.trim() === name || el.getAttribute('aria-label') === name;
      },
      [selector, text],
    );
    if (hit) return;
  }
  throw new Error(`Tab never reached ${selector}${text ? ` "${text}"` : ''}`);
}

/** The focused element's box is on screen (within a pixel: the browser scrolls to fractional positions). */
export async function focusInView(page: Page): Promise<void> {
  const box = await page.evaluate(() => {
    const r = document.activeElement!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: window.innerHeight, body: document.activeElement === document.body };
  });
  expect(box.body).toBe(false);
  expect(box.top).toBeGreaterThanOrEqual(-1);
  expect(box.bottom).toBeLessThanOrEqual(box.height + 1);
}

/**
 * Nothing fixed or sticky is painted over the focused element (WCAG 2.4.11): at the middle of its
 * box the page shows the element itself, something inside it, or its label (a styled radio).
 */
export async function focusNotObscured(page: Page): Promise<void> {
  await focusInView(page);
  const seen = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
    const ok = !!hit && (el.contains(hit) || hit.contains(el) || labels.some((l) => l.contains(hit)));
    return { ok, focused: el.outerHTML.slice(0, 120), over: hit?.outerHTML.slice(0, 120) ?? 'nothing' };
  });
  expect(seen.ok, `${seen.focused} is covered by ${seen.over}`).toBe(true);
}
