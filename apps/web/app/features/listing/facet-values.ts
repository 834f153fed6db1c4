/**
 * The values a facet offers (R15.13): those with products, in the API's order, plus any checked
 * value the API no longer counts (so the shopper can always uncheck it), at the end with 0.
 */
export function offeredFacetValues<T extends { value: string; count: number }>(
  values: readonly T[],
  checked: readonly string[],
  missing: (value: string) => T,
): T[] {
  const offered = values.filter((v) => v.count > 0 || checked.includes(v.value));
  const known = new Set(offered.map((v) => v.value));
  return offered.concat(checked.filter((c) => !known.has(c)).map(missing));
}
