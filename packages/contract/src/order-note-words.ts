/**
 * An order event's note as the owner reads it (R22.5): without payment providers' event names and
 * ids ("checkout.session.completed", "evt_...", "re_..."), which mean nothing at the packing table.
 */
export function plainOrderNote(note: string): string {
  return note
    .replace(/\s*\((?:[^()]*(?:\b[a-z]+(?:\.[a-z_]+){1,}\b|\b[a-z]{2,5}_[A-Za-z0-9_]{6,}\b)[^()]*)\)/g, '')
    .replace(/\brefund [a-z]{2,5}_[A-Za-z0-9_]+ of\b/g, 'refund of')
    .replace(/\b[a-z]{2,5}_(?:test_)?[A-Za-z0-9]{8,}\b/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([.,;])/g, '$1')
    .trim();
}
