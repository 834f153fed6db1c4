import type { AdminApp, AdminRouteKit } from '../../kit/route-kit.ts';
import type { SettingsService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as settingsEndpoints from '@atelier/contract/settings/endpoints';

/** GET and PUT /api/admin/settings, registered inside the admin plugin (its guard, its audit). */
export function settingsRoutes(app: AdminApp, { recorded }: AdminRouteKit, settings: SettingsService): void {
  registerEndpoint(app, settingsEndpoints.settings, () => settings.read());
  registerEndpoint(app, settingsEndpoints.saveSettings, async (req) => {
    const saved = await settings.save(req.body);
    // The shop's terms every page reads are kept in memory: this instance's and every other's go.
    await app.shopTermsCache.changed();
    return (await recorded(req, saved)).settings;
  });
}
