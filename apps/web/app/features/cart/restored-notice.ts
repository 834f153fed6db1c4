/**
 * What the cart page says after a checkout reminder's link put the basket back (R24.5): the
 * restore page redirects here with the counts only (no names in the address).
 */
export function restoredNotice(params: URLSearchParams): string | null {
  const restored = Number(params.get('restored'));
  const missing = Number(params.get('missing') ?? 0);
  if (!params.has('restored') || !Number.isInteger(restored) || !Number.isInteger(missing) || restored < 0 || missing < 0) return null;
  const back =
    restored > 0
      ? `We have put your basket back, at today's prices.`
      : 'Sorry, none of the pieces from your basket can be bought any more.';
  const gone = restored > 0 && missing > 0 ? ` ${missing === 1 ? 'One piece is' : `${missing} pieces are`} no longer available.` : '';
  return back + gone;
}
