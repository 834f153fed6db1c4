import { BUSINESS } from '@atelier/contract/shared';
import { useShopTerms } from '~/lib/shop-terms';
import { mailto } from './business.ts';

/** The shop's postal address from its settings (R22.21), one line a row: the legal name, then the address. */
export function BusinessAddress({ extra = [] }: { extra?: string[] }) {
  const terms = useShopTerms();
  if (!terms) return null;
  const [first = '', ...rest] = terms.shop.addressLines;
  // Extra lines (a department, say) go between the company and its street.
  const lines = [terms.shop.legalName, ...extra, first, ...rest].filter(Boolean);
  return (
    <address className={extra.length ? 'callout' : undefined}>
      {lines.map((line) => (
        <span key={line} className="address-line">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Email (its subject says what the mail is about) and phone with opening hours, as the policies end. */
export function BusinessReach({ subject }: { subject: string }) {
  return (
    <p>
      Email: <a href={mailto(subject)}>{BUSINESS.email}</a>
      <br />
      Phone: <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a> ({BUSINESS.hoursShort})
    </p>
  );
}
