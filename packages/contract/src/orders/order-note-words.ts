const ukTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/**
 * An order event's note as the owner reads it (R22.5): UK times, and without payment providers'
 * event names and ids ("checkout.session.completed", "evt_...", "re_..."), which mean nothing at
 * the packing table.
 */
export function plainOrderNote(note: string): string {
  return (
    note
      // An instant written by the server ("2026-11-24T18:45:28.284Z") reads as UK time: "24 Nov 2026, 18:45".
      .replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z\b/g, (iso) => ukTime.format(new Date(iso)))
      .replace(/\s*\((?:[^()]*(?:\b[a-z]+(?:\.[a-z_]+){1,}\b|\b[a-z]{2,5}_[A-Za-z0-9_]{6,}\b)[^()]*)\)/g, '')
      .replace(/\brefund [a-z]{2,5}_[A-Za-z0-9_]+ of\b/g, 'refund of')
      .replace(/\b[a-z]{2,5}_(?:test_)?[A-Za-z0-9]{8,}\b/g, '')
      .replace(/\s{2,}/g, ' ')
      .replace(/\s+([.,;])/g, '$1')
      .trim()
  );
}
