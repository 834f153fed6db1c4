import { remindersUnsubscribeLoader } from '~/features/orders/checkout-reminder.server.ts';
import { ReminderLinkView } from '~/features/orders/reminder-link-page';
import type { Route } from './+types/reminders-unsubscribe';

export const meta = () => [{ title: 'Basket reminders | Atelier' }, { name: 'robots', content: 'noindex' }];

/** The unsubscribe link of a checkout reminder (R24.6): one click, no sign-in. */
export const loader = ({ context, request }: Route.LoaderArgs) => remindersUnsubscribeLoader(context, request);

export default function RemindersUnsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <ReminderLinkView
      title="Basket reminders"
      page={loaderData}
      hint={
        loaderData.ok
          ? 'This covers every future reminder about a basket left at checkout. Order and delivery emails still come as usual.'
          : 'If you want to stop basket reminders, use the link in the latest reminder we sent you.'
      }
    />
  );
}
