import {
  type AdminColourFamily,
  COLOUR_FAMILIES,
  COLOUR_FAMILY_LABELS,
  type ColourFamily,
  colourFamilyOf,
  defaultColourFamily,
  type ListingFacets,
} from '@atelier/contract/catalogue';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { colourFamilies } from '../../db/schema/catalogue.ts';

/** The colour facet as the listing counts it: shades only, before they are put in families. */
export type ShadeFacets = Omit<ListingFacets, 'colours' | 'colourFamilies'> & {
  colours: Omit<ListingFacets['colours'][number], 'family'>[];
};

/**
 * Puts each shade of the colour facet in its family and counts the families (R17.9): a family's
 * count is the sum of its shades' (a product has one colour), capped when any of them is.
 */
export function withFamilies(facets: ShadeFacets, overrides: Readonly<Record<string, string>>): ListingFacets {
  const colours = facets.colours.map((c) => ({ ...c, family: colourFamilyOf(c.value, overrides) }));
  const colourFamilies = COLOUR_FAMILIES.flatMap((family) => {
    const shades = colours.filter((c) => c.family === family);
    if (shades.length === 0) return [];
    const capped = shades.some((c) => c.capped);
    const count = shades.reduce((n, c) => n + c.count, 0);
    return [{ value: family, label: COLOUR_FAMILY_LABELS[family], count, ...(capped ? { capped } : {}) }];
  });
  return { ...facets, colours, colourFamilies };
}

/** The shades on offer in the given families, by the owner's choices (R17.9, R17.10). */
export function shadesOf(families: readonly ColourFamily[], colours: readonly string[], overrides: Readonly<Record<string, string>>) {
  return colours.filter((c) => families.includes(colourFamilyOf(c, overrides)));
}

/** The owner's colour families (migration 0034) and the colours on offer. */
export function colourFamilyRepository(db: Db) {
  return {
    /** One small read: the colours on offer and the owner's families where set. */
    async onOffer(): Promise<{ colours: string[]; overrides: Record<string, string> }> {
      const [row] = await queryRows<{ colours: string[]; overrides: Record<string, string> }>(
        db,
        sql`select (select coalesce(array_agg(colour order by colour), '{}') from live_colours) as colours,
          (select coalesce(json_object_agg(colour, family), '{}') from colour_families) as overrides`,
      );
      return row ?? { colours: [], overrides: {} };
    },

    /** Every colour on offer with its swatch, its family and the default it would have (admin colours, R17.10). */
    async list(): Promise<AdminColourFamily[]> {
      const rows = await queryRows<{ colour: string; hex: string; family: string | null }>(
        db,
        sql`select l.colour, l.colour_hex as hex, f.family from live_colours l left join colour_families f using (colour) order by l.colour`,
      );
      return rows.map((r) => ({
        colour: r.colour,
        colourHex: r.hex,
        family: colourFamilyOf(r.colour, r.family ? { [r.colour]: r.family } : {}),
        defaultFamily: defaultColourFamily(r.colour),
      }));
    },

    /** Sets a colour's family; its default family removes the owner's row, so later defaults apply. */
    async set(colour: string, family: ColourFamily): Promise<void> {
      if (family === defaultColourFamily(colour)) {
        await db.delete(colourFamilies).where(eq(colourFamilies.colour, colour));
        return;
      }
      await db.insert(colourFamilies).values({ colour, family }).onConflictDoUpdate({ target: colourFamilies.colour, set: { family } });
    },
  };
}
