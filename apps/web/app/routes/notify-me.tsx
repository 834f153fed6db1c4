import { NotifyMePage } from '~/features/back-in-stock/notify-me-page';
import { notifyMeAction } from '~/features/back-in-stock/notify-me.server.ts';
import type { Route } from './+types/notify-me';

export const meta = () => [{ title: 'Back in stock | Atelier' }, { name: 'robots', content: 'noindex' }];

export function loader({ request }: Route.LoaderArgs) {
  const result = new URL(request.url).searchParams.get('result');
  return { result: result === 'confirmed' || result === 'unsubscribed' ? (result as 'confirmed' | 'unsubscribed') : null };
}

export const action = ({ context, request }: Route.ActionArgs) => notifyMeAction(context, request);

export default function NotifyMeRoute({ loaderData }: Route.ComponentProps) {
  return <NotifyMePage result={loaderData.result} />;
}
