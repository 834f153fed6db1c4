import { BUSINESS } from '@atelier/contract/shared';
import { useShopTerms } from '~/lib/shop-terms';

// Street centre lines in map units (viewBox 1200 x 480, north up); [path, width].
const streets: [string, number][] = [
  ['M-20 400H1220', 40], // Oxford Street
  ['M-20 170H1220', 26], // Wigmore Street
  ['M560 400C566 350 584 320 578 270S598 200 588 150 616 60 606 -20', 20], // Marylebone Lane
  ['M470 400V170', 18], // James Street
  ['M300 400V-20', 18], // Duke Street
  ['M120 400V-20', 20], // Orchard Street
  ['M740 400V-20', 18], // Vere Street, then Welbeck Street
  ['M740 280H900', 14], // Henrietta Place
  ['M1010 170V-20', 18], // Harley Street
  ['M650 400V320', 12], // Stratford Place
  ['M430 400V500', 24], // New Bond Street
];

const labels: { x: number; y: number; text: string; rotate?: number; size?: number }[] = [
  { x: 40, y: 405, text: 'OXFORD STREET' },
  { x: 840, y: 405, text: 'OXFORD STREET' },
  { x: 140, y: 175, text: 'WIGMORE STREET' },
  { x: 800, y: 175, text: 'WIGMORE STREET' },
  { x: 626, y: 120, text: 'MARYLEBONE LANE', rotate: -78 },
  { x: 465, y: 360, text: 'JAMES ST', rotate: -90 },
  { x: 295, y: 140, text: 'DUKE STREET', rotate: -90 },
  { x: 115, y: 130, text: 'ORCHARD STREET', rotate: -90 },
  { x: 735, y: 375, text: 'VERE ST', rotate: -90 },
  { x: 735, y: 140, text: 'WELBECK STREET', rotate: -90 },
  { x: 770, y: 274, text: 'HENRIETTA PL', size: 11 },
  { x: 1005, y: 140, text: 'HARLEY STREET', rotate: -90 },
  { x: 444, y: 470, text: 'NEW BOND ST', size: 11 },
];

/** A drawn map of the streets around the studio: no tiles, no third-party requests. */
export function ContactMap() {
  // The studio is the Click & collect point of the shop's settings (R22.21); the drawing is of Marylebone Lane.
  const lines = useShopTerms()?.delivery.collectionAddressLines ?? [];
  const street = lines[0] ?? '';
  const address = lines.join(', ');
  const osmLink = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  return (
    <figure className="contact-map">
      <svg
        className="contact-map__svg"
        viewBox="0 0 1200 480"
        role="img"
        aria-labelledby="contact-map-title contact-map-desc"
        preserveAspectRatio="xMidYMid slice"
      >
        {/* One string child: React renders a <title> given several children empty on the server, and hydration fails (#418). */}
        <title id="contact-map-title">{`Map of our studio at ${street}, London`}</title>
        <desc id="contact-map-desc">
          The studio is at the Oxford Street end of Marylebone Lane, between James Street and Vere Street, a short walk from Bond Street
          Underground station.
        </desc>
        <rect width="1200" height="480" fill="#f3eee5" />
        <g fill="#dbe3cc">
          <rect x="330" y="40" width="120" height="90" rx="6" />
          <rect x="900" y="215" width="160" height="130" rx="6" />
        </g>
        <rect x="150" y="320" width="130" height="54" rx="2" fill="#e6dfd3" />
        <g fill="none" strokeLinecap="butt" strokeLinejoin="round">
          {streets.map(([d, w]) => (
            <path key={`c${d}`} d={d} stroke="#d9d0c2" strokeWidth={w + 4} />
          ))}
          {streets.map(([d, w]) => (
            <path key={d} d={d} stroke="#ffffff" strokeWidth={w} />
          ))}
        </g>
        <g fill="#5d574f" fontFamily="Helvetica, Arial, sans-serif" fontSize="13" letterSpacing="1.6">
          {labels.map((l) => (
            <text
              key={`${l.text}${l.x}`}
              x={l.rotate ? 0 : l.x}
              y={l.rotate ? 0 : l.y}
              fontSize={l.size}
              transform={l.rotate ? `translate(${l.x} ${l.y}) rotate(${l.rotate})` : undefined}
            >
              {l.text}
            </text>
          ))}
        </g>
        <g fill="#4f6340" fontFamily="Georgia, serif" fontSize="15" fontStyle="italic" textAnchor="middle">
          <text x="390" y="90">
            Manchester Sq
          </text>
          <text x="980" y="285">
            Cavendish Square
          </text>
        </g>
        <text x="215" y="352" fill="#6b655d" fontFamily="Georgia, serif" fontSize="14" fontStyle="italic" textAnchor="middle">
          Selfridges
        </text>
        <g transform="translate(380 440)">
          <circle r="13" fill="#ffffff" stroke="#c8102e" strokeWidth="6" />
          <rect x="-19" y="-4.5" width="38" height="9" fill="#10069f" />
          <text x="-26" y="5" fill="#3a3530" fontFamily="Helvetica, Arial, sans-serif" fontSize="14" fontWeight="600" textAnchor="end">
            Bond Street
          </text>
        </g>
        <g transform="translate(566 338)">
          <ellipse cx="0" cy="2" rx="11" ry="4" fill="rgb(27 26 24 / 0.25)" />
          <path d="M0 0C-5-11-18-19-18-33a18 18 0 0 1 36 0C18-19 5-11 0 0Z" fill="#7b2d26" />
          <circle cx="0" cy="-33" r="6.5" fill="#ffffff" />
          <g transform="translate(26 -96)">
            <rect width="190" height="54" rx="2" fill="#1b1a18" />
            <text x="14" y="23" fill="#ffffff" fontFamily="Georgia, serif" fontSize="19">
              {`${BUSINESS.brand} studio`}
            </text>
            <text x="14" y="42" fill="#e4ddd2" fontFamily="Helvetica, Arial, sans-serif" fontSize="13">
              {street}
            </text>
          </g>
        </g>
      </svg>
      <figcaption className="contact-map__caption">
        <span>{address}. Nearest Underground: Bond Street (Central, Jubilee and Elizabeth lines), 3 minutes&apos; walk.</span>
        <a className="link-underline" href={osmLink} rel="noopener noreferrer">
          Open in OpenStreetMap
        </a>
      </figcaption>
    </figure>
  );
}
