import * as settingsEndpoints from '@atelier/contract/settings/endpoints';
import { callApi } from '~/lib/api-client.server';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server';
import { SettingsPage } from '~/features/admin/settings-page';
import { settingsAction } from '~/features/admin/settings.server';
import type { Route } from './+types/admin-settings';

export const meta = () => [{ title: 'Settings | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return adminGet(callApi(context, settingsEndpoints.settings));
}

export const action = ({ context, request }: Route.ActionArgs) => settingsAction(context, request);

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage data={loaderData} result={actionData} />;
}
