import { CollectionsPage } from '~/features/admin/catalogue/collections-page';
import { collectionAction, loadCollections } from '~/features/admin/catalogue/collections.server.ts';
import type { Route } from './+types/admin-collections';

export const meta = () => [{ title: 'Collections | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export const loader = ({ context, request }: Route.LoaderArgs) => loadCollections(context, new URL(request.url));

export const action = ({ context, request }: Route.ActionArgs) => collectionAction(context, request);

export default function AdminCollections({ loaderData, actionData }: Route.ComponentProps) {
  return <CollectionsPage {...loaderData} result={actionData} />;
}
