import * as settingsEndpoints from '@atelier/contract/settings/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { SettingsPage } from '~/features/admin/settings/settings-page';
import { settingsAction } from '~/features/admin/settings/settings.server.ts';
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
