import './next-day-line.css';

/** The next-day cut-off line (R20.12): its text comes from the API (readNextDayLine), never computed in the browser. */
export function NextDayLine({ text, className = '' }: { text: string | null; className?: string }) {
  if (!text) return null;
  return (
    // A span (shown as a block): it also sits inside the product page's delivery sentence.
    <span className={`next-day-line ${className}`.trim()} data-testid="next-day-line">
      <span className="next-day-line__label">Next-day delivery:</span> {text}.
    </span>
  );
}
