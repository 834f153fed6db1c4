-- Colour families (R17.9-R17.10): the owner's choice of family for a colour, where it differs from
-- the default in packages/contract (colour-families.ts). A colour with no row takes the default.
-- Changing one regroups the colour filter and what a family word finds, so every cached answer goes.
CREATE TABLE "colour_families" (
	"colour" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	CONSTRAINT "colour_families_family" CHECK ("family" IN ('black','grey','white','neutral','brown','red','orange','yellow','green','blue','purple','pink','other'))
);
--> statement-breakpoint
CREATE TRIGGER colour_families_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colour_families FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
