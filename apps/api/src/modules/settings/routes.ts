import { SettingsInput, SettingsResponse } from '@atelier/contract/settings';
import { type AdminApp, type AdminRouteKit, errors, tags } from '../../kit/route-kit.ts';
import type { SettingsService } from './service.ts';

/** GET and PUT /api/admin/settings, registered inside the admin plugin (its guard, its audit). */
export function settingsRoutes(app: AdminApp, { recorded }: AdminRouteKit, settings: SettingsService): void {
  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'The shop settings: what the owner stored, what is in force, and the defaults (R22.9)',
        response: { 200: SettingsResponse, ...errors },
      },
    },
    () => settings.read(),
  );
  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Save the shop settings; an empty field goes back to its default. Every instance uses them from its next request.',
        body: SettingsInput,
        response: { 200: SettingsResponse, ...errors },
      },
    },
    async (req) => (await recorded(req, await settings.save(req.body))).settings,
  );
}
