import type { AdminApp, AdminRouteKit } from '../../kit/route-kit.ts';
import type { SettingsService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as settingsEndpoints from '@atelier/contract/settings/endpoints';

/** GET and PUT /api/admin/settings, registered inside the admin plugin (its guard, its audit). */
export function settingsRoutes(app: AdminApp, { recorded }: AdminRouteKit, settings: SettingsService): void {
  registerEndpoint(app, settingsEndpoints.settings, () => settings.read());
  registerEndpoint(app, settingsEndpoints.saveSettings, async (req) => (await recorded(req, await settings.save(req.body))).settings);
}
