import { ADDRESS_LINES, BUSINESS } from '@atelier/contract/shared';
import { mailto } from './business.ts';

/** The shop's postal address, one line a row. */
export function BusinessAddress() {
  return (
    <address>
      {ADDRESS_LINES.map((line) => (
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
