/** The Atelier wordmark, 148 by 44, drawn inline so it costs no request and never shifts. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <svg className={`logo ${className}`} width="148" height="44" viewBox="0 0 148 44" role="img" aria-label="Atelier">
      <text
        x="74"
        y="27"
        textAnchor="middle"
        fill="currentColor"
        style={{ fontFamily: 'var(--font-display)', fontSize: '29px', fontWeight: 500, letterSpacing: '0.2em' }}
      >
        ATELIER
      </text>
      <path d="M36 35.5h26M86 35.5h26" stroke="currentColor" strokeWidth="0.75" />
      <text
        x="74"
        y="38"
        textAnchor="middle"
        fill="currentColor"
        style={{ fontFamily: 'var(--font-body)', fontSize: '6.5px', fontWeight: 500, letterSpacing: '0.32em' }}
      >
        LONDON
      </text>
    </svg>
  );
}
