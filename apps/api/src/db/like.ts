/** A LIKE/ILIKE pattern matching `text` anywhere, with the pattern's own wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
