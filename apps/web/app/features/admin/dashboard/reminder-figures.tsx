import type { CheckoutReminderFigures } from '@atelier/contract/orders';
import { RECOVERY_WINDOW_DAYS } from '@atelier/contract/orders';
import { Link } from 'react-router';
import { formatPence } from '../format.ts';

/** What checkout reminders did over the last days (R24.8): sent, baskets opened, orders recovered. */
export function ReminderFigures({ figures: f }: { figures: CheckoutReminderFigures }) {
  return (
    <section className="adm-panel" aria-labelledby="reminders-title">
      <h2 id="reminders-title" className="adm-panel__title">
        Checkout reminders, {f.days} days
      </h2>
      <p className="adm-hint">
        {f.enabled ? `On: one email ${delayText(f.delayMinutes)} after a checkout is left unpaid. ` : 'Off: no reminders are sent. '}
        <Link to="/admin/settings" className="link-underline">
          {f.enabled ? 'Change in settings' : 'Turn on in settings'}
        </Link>
      </p>
      <dl className="adm-reminder-figures">
        <Figure label="Reminders sent" value={String(f.sent)} />
        <Figure label="Baskets reopened" value={String(f.restored)} />
        <Figure label={`Orders recovered (paid within ${RECOVERY_WINDOW_DAYS} days)`} value={String(f.recovered)} />
        <Figure label="Recovered sales" value={formatPence(f.recoveredPence)} />
        <Figure label="Unsubscribed" value={String(f.optOuts)} />
      </dl>
    </section>
  );
}

/** 240 reads "4 hours", 90 "90 minutes". */
function delayText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="adm-reminder-figures__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
