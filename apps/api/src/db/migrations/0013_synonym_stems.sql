-- A synonym group keeps the stems and tsquery texts of its words beside them (R19.3): a search
-- then finds the groups of its words by comparing stems, where it stemmed every word of every
-- group on every search before (about 1 ms of each search).
CREATE OR REPLACE FUNCTION atelier_term_stems(terms text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(atelier_stem(atelier_search_words(y))), '{}') from unnest(terms) y where y !~ ' '
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION atelier_term_queries(terms text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(q), '{}') from (
    select phraseto_tsquery('english'::regconfig, atelier_search_words(x))::text as q from unnest(terms) x
  ) z where q <> ''
$$;
--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD COLUMN "stems" text[] GENERATED ALWAYS AS (atelier_term_stems(terms)) STORED,
  ADD COLUMN "queries" text[] GENERATED ALWAYS AS (atelier_term_queries(terms)) STORED;
