/** The Atelier wordmark, 148 by 44, drawn inline so it costs no request and never shifts. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <svg className={`logo ${className}`} width="148" height="44" viewBox="0 0 148 44" role="img" aria-label="Atelier London">
      <text
        x="74"
        y="27"
        textAnchor="middle"
        fill="currentColor"
        style={{ fontFamily: 'var(--font-display)', fontSize: '29px', fontWeight: 500, letterSpacing: '0.2em' }}
      >
        ATELIER
      </text>
      <path d="M30 36.5h18M100 36.5h18" stroke="currentColor" strokeWidth="0.75" />
      <text
        x="75.5"
        y="39.5"
        textAnchor="middle"
        fill="currentColor"
        style={{ fontFamily: 'var(--font-body)', fontSize: '8px', fontWeight: 500, letterSpacing: '0.38em' }}
      >
        LONDON
      </text>
    </svg>
  );
}
