import type { ReminderChoice as Choice } from '@atelier/contract/orders';

/**
 * R24.2: both boxes start unticked. The first is consent to one reminder about this basket; the
 * second is the refusal the soft opt-in must offer where the address is collected, and wins.
 */
export function ReminderChoice() {
  return (
    <fieldset className="checkout-reminders">
      <legend className="checkout-reminders__legend">Basket reminder</legend>
      <label className="checkout-save">
        <input type="checkbox" name="remindMe" className="checkout-terms__box" />
        <span>Email me once if I leave without paying, with a link back to my basket</span>
      </label>
      <label className="checkout-save">
        <input type="checkbox" name="noReminders" className="checkout-terms__box" aria-describedby="checkout-reminders-hint" />
        <span>Never send me basket reminders</span>
      </label>
      <p className="checkout-reminders__hint" id="checkout-reminders-hint">
        If you have ordered from us before, we may send one reminder unless you tick this. Every reminder has a one-click unsubscribe.
      </p>
    </fieldset>
  );
}

/** The boxes as the checkout's body says them; a refusal wins over a tick. */
export function reminderChoice(form: FormData): { reminders?: Choice } {
  if (form.get('noReminders') === 'on') return { reminders: 'refused' };
  if (form.get('remindMe') === 'on') return { reminders: 'consent' };
  return {};
}
