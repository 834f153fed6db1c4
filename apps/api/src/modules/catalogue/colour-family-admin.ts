import { type AdminColourFamilyInput, COLOUR_FAMILY_LABELS } from '@atelier/contract/catalogue';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { inTransaction, type Db } from '../../db/client.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { notFound } from '../../lib/errors.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { colourFamilyRepository } from './colour-families.ts';

/** How many colours the log entry names before "and N more". */
const NAMED = 8;

/**
 * The owner's colour families (R17.10): every colour on offer with its family, and the families set
 * for one or more colours at once. Only the colours whose family changes are written and logged; a
 * colour no product on offer has is refused before anything is written.
 */
export function adminColourFamiliesService(db: Db) {
  return {
    list: () => colourFamilyRepository(db).list(),

    async save(input: AdminColourFamilyInput) {
      return inTransaction(db, async (tx) => {
        const families = colourFamilyRepository(tx);
        const now = new Map((await families.list()).map((c) => [c.colour, c]));
        const unknown = input.families.find((f) => !now.has(f.colour));
        if (unknown) throw notFound(`No product on offer has the colour ${unknown.colour}.`, 'COLOUR_NOT_FOUND');
        const changed = input.families.filter((f) => now.get(f.colour)!.family !== f.family);
        for (const f of changed) await families.set(f.colour, f.family);
        const names = changed.map((f) => f.colour);
        const audit: AuditEntry | undefined = changed.length
          ? {
              action: 'colours.family',
              target: `colour families (${names.slice(0, NAMED).join(', ')}${names.length > NAMED ? ` and ${names.length - NAMED} more` : ''})`,
              detail: Object.fromEntries(
                changed.map((f) => [f.colour, `${COLOUR_FAMILY_LABELS[now.get(f.colour)!.family]} -> ${COLOUR_FAMILY_LABELS[f.family]}`]),
              ),
            }
          : undefined;
        return { colours: changed.length ? await families.list() : [...now.values()], audit };
      });
    },
  };
}
export type AdminColourFamiliesService = ReturnType<typeof adminColourFamiliesService>;

/** GET and PUT /api/admin/colour-families; a save that changed something is in the activity log (R22.10). */
export function colourFamilyRoutes(app: AdminApp, { recorded }: AdminRouteKit, families: AdminColourFamiliesService): void {
  registerEndpoint(app, catalogueEndpoints.adminColourFamilies, async () => ({ colours: await families.list() }));
  registerEndpoint(app, catalogueEndpoints.adminSetColourFamilies, async (req) => {
    const { colours, audit } = await families.save(req.body);
    if (audit) await recorded(req, { audit });
    return { colours };
  });
}
