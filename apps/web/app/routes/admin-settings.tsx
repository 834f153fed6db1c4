import { adminGet, requireAdmin } from '~/features/admin/admin-api.server';
import { backOfficeApi } from '~/features/admin/back-office-endpoints.server';
import { SettingsPage } from '~/features/admin/settings-page';
import { settingsAction } from '~/features/admin/settings.server';
import type { Route } from './+types/admin-settings';

export const meta = () => [{ title: 'Settings | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return adminGet(backOfficeApi.settings.get(context));
}

export const action = ({ context, request }: Route.ActionArgs) => settingsAction(context, request);

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage data={loaderData} result={actionData} />;
}
