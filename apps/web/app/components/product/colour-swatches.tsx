import { isLightColour, styleSwatches, type Sibling } from '@atelier/contract/catalogue';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';

interface ColourSwatchesProps {
  item: { slug: string; name: string; colour: string; colourHex: string; isStock: boolean; siblings: Sibling[] };
  /** Carried to the sibling's page so the chosen size is kept (R17.7). */
  size?: string;
  /** 'page': the product page marks its own colour as the page; cards mark it as current. */
  variant: 'page' | 'card';
}

/**
 * The colours of a style as round links to each colour's page (R17.5). Named by the colour, the
 * current one marked, a sold-out colour struck through and described so. Nothing for one colour.
 */
export function ColourSwatches({ item, size, variant }: ColourSwatchesProps) {
  // A card leads with its own colour: the colour a filter matched, when one is on (R15.16).
  const swatches = styleSwatches(item);
  if (variant === 'card') swatches.sort((a, b) => Number(b.current) - Number(a.current));
  if (swatches.length < 2) return null;
  const query = size ? `?size=${encodeURIComponent(size)}` : '';
  return (
    <ul className={`swatches swatches--${variant}`} aria-label={`Colours of ${item.name}`}>
      {swatches.map((s) => (
        <li key={s.slug}>
          <Link
            to={`/product-detail/${s.slug}${query}`}
            className="swatch"
            aria-label={s.colour}
            title={s.inStock ? s.colour : `${s.colour} (out of stock)`}
            aria-current={s.current ? (variant === 'page' ? 'page' : 'true') : undefined}
            data-light={isLightColour(s.colourHex) || undefined}
            data-sold-out={s.inStock ? undefined : true}
            style={{ '--swatch': s.colourHex } as CSSProperties}
            // The product page keeps the shopper where they are: only the product changes.
            preventScrollReset={variant === 'page'}
          />
        </li>
      ))}
    </ul>
  );
}
