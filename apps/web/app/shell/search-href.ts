/** Where a search goes; the text is trimmed and URL-encoded (R9.6). Undefined for blank text. */
export function searchHref(text: string): string | undefined {
  const q = text.trim();
  return q ? `/product-list?search=${encodeURIComponent(q)}` : undefined;
}
