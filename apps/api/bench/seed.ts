import pg from 'pg';
import { ALL_SIZES, SYSTEM_SIZES } from '@atelier/contract/catalogue';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { refreshSearchIndex } from '../src/modules/catalogue/search-repository.ts';
import { ADJECTIVES, CARE, CATEGORIES, type CategorySpec, COLOURS, DETAILS, FITS, MATERIALS } from './catalogue-words.ts';

/**
 * A large, varied catalogue made inside PostgreSQL with set-based SQL (generate_series), so that
 * a million products take minutes, not hours. Every "random" choice is a hash of the product id,
 * so the same count always gives the same catalogue.
 */

/** Every size of every system in display order: bench_size_start picks a run inside the category's system. */
const SIZES = [...ALL_SIZES];
/** Where each category's system starts in SIZES and how many sizes it has. */
const systemStart = (k: CategorySpec) => SIZES.indexOf(SYSTEM_SIZES[k.system][0]!);
const systemLength = (k: CategorySpec) => SYSTEM_SIZES[k.system].length;
/** Bumped when the catalogue's shape changes, so a database seeded by an older checkout is rebuilt. */
const CATALOGUE_VERSION = 3; // 3: jeans in waist and leg (R3.17)
const MEDIA_POOL = 24;

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const textArray = (xs: string[]) => `(array[${xs.map(lit).join(',')}]::text[])`;

export interface SeedResult {
  reused: boolean;
  products: number;
  variants: number;
  seconds: number;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Seeds `products` products into the database `name` on `serverUrl`, or reuses a finished seed of that size. */
export async function seedBenchDatabase(
  serverUrl: string,
  name: string,
  products: number,
  reseed: boolean,
  log: (m: string) => void,
): Promise<SeedResult> {
  const started = Date.now();
  const url = databaseUrl(serverUrl, name);
  const exists = await withClient(
    serverUrl,
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1,
  );
  if (exists && !reseed) {
    const seeded = await withClient(url, async (c) => {
      const meta = await c.query<{ n: number; v: number }>(`select products as n, version as v from bench_meta`).catch(() => undefined);
      return meta?.rows[0];
    });
    if (seeded?.n === products && seeded.v === CATALOGUE_VERSION) {
      // A catalogue seeded by an older checkout still gets the newer migrations (indexes, triggers).
      const database = await openDatabase({ url, poolMax: 2 });
      try {
        await migrateDatabase(database, url);
      } finally {
        await database.close();
      }
      // A migration that rewrote a table leaves its visibility map empty: index-only scans need it.
      await withClient(url, (c) => c.query('vacuum analyze'));
      const variants = await withClient(url, async (c) => Number((await c.query('select count(*) as n from variants')).rows[0].n));
      log(`Reusing ${name}: already seeded with ${products.toLocaleString('en-GB')} products (--reseed to rebuild).`);
      return { reused: true, products, variants, seconds: 0 };
    }
  }
  await withClient(serverUrl, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  log(`Created database ${name}; migrating...`);
  const database = await openDatabase({ url, poolMax: 2 });
  try {
    await migrateDatabase(database, url);
    // The narrow search rows (migration 0018) are filled once, after the search columns are built.
    await withClient(url, (c) => c.query('alter table products disable trigger products_search_follow'));
    await withClient(url, (c) => insertCatalogue(c, products, log));
    log('Building the search columns and vocabulary (refreshSearchIndex)...');
    const t = Date.now();
    // Building the text indexes once after the fill is many times faster than growing them row by
    // row; their definitions are read from the database, so they stay the migrations' own.
    const gin = await withClient(url, async (c) => {
      const defs = await c.query<{ name: string; def: string }>(
        `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def from pg_index
          where indrelid in ('products'::regclass, 'product_search'::regclass) and pg_get_indexdef(indexrelid) ilike '%using gin%vector%'`,
      );
      for (const d of defs.rows) await c.query(`drop index ${d.name}`);
      // A new catalogue has no cached answers to drop: no change notices for this update (0012).
      await c.query('alter table products disable trigger products_catalogue_updated');
      return defs.rows;
    });
    await refreshSearchIndex(database.db);
    await withClient(url, async (c) => {
      await c.query('alter table products enable trigger products_catalogue_updated');
      await c.query('select product_search_rebuild()');
      for (const d of gin) await c.query(d.def);
      await c.query('alter table products enable trigger products_search_follow');
    });
    log(`  search index built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  const variants = await withClient(url, async (c) => {
    log('VACUUM ANALYZE...');
    await c.query('vacuum analyze');
    await c.query('create table bench_meta (products int not null, version int not null, seeded_at timestamptz not null default now())');
    await c.query('insert into bench_meta (products, version) values ($1, $2)', [products, CATALOGUE_VERSION]);
    return Number((await c.query('select count(*) as n from variants')).rows[0].n);
  });
  return { reused: false, products, variants, seconds: (Date.now() - started) / 1000 };
}

async function insertCatalogue(c: pg.Client, n: number, log: (m: string) => void): Promise<void> {
  const step = async (label: string, query: string) => {
    const t = Date.now();
    const res = await c.query(query);
    log(`  ${label}: ${(res.rowCount ?? 0).toLocaleString('en-GB')} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  // pick(id, salt, n): a stable pseudo-random integer in [0, n) for a product.
  await c.query(`create function bench_pick(id int, salt int, n int) returns int language sql immutable parallel safe
    as $$ select ((hashint4(id * 64 + salt)::bigint + 2147483648) % n)::int $$`);
  // Sized products have 3-6 consecutive sizes of their category's system; one-size products have ONE.
  // About 5% of products are sold out.
  const starts = `array[${CATEGORIES.map(systemStart).join(',')}]::int[]`;
  const lengths = `array[${CATEGORIES.map(systemLength).join(',')}]::int[]`;
  await c.query(`create function bench_size_count(id int, cat int) returns int language sql immutable parallel safe
    as $$ select least((${lengths})[cat], 3 + bench_pick(id, 10, 4)) $$`);
  await c.query(`create function bench_size_start(id int, cat int) returns int language sql immutable parallel safe
    as $$ select (${starts})[cat] + bench_pick(id, 11, (${lengths})[cat] + 1 - bench_size_count(id, cat)) $$`);
  await c.query(`create function bench_qty(id int, s int) returns int language sql immutable parallel safe
    as $$ select case when bench_pick(id, 12, 20) = 0 or bench_pick(id, 20 + s, 10) < 2 then 0 else 1 + bench_pick(id, 30 + s, 40) end $$`);

  log(`Seeding ${n.toLocaleString('en-GB')} products...`);
  const mediaIds: string[] = [];
  for (let i = 0; i < MEDIA_POOL; i++) {
    const colour = ['#1d1d1f', '#f4f1ea', '#2f3e5c', '#b9ad97', '#6b7048', '#b0825a'][i % 6]!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="#efede8"/><rect x="250" y="${200 + (i % 4) * 20}" width="300" height="560" rx="40" fill="${colour}"/></svg>`;
    const res = await c.query<{ id: string }>(
      `insert into media (content_type, original, width, height) values ('image/svg+xml', $1, 800, 1000) returning id`,
      [Buffer.from(svg)],
    );
    mediaIds.push(res.rows[0]!.id);
  }
  await step(
    'categories',
    `insert into categories (id, slug, name, description, image_id, position) values ${CATEGORIES.map(
      (k, i) =>
        `(${i + 1}, ${lit(k.slug)}, ${lit(k.name)}, ${lit(`${k.name} for every day.`)}, ${lit(mediaIds[i % MEDIA_POOL]!)}::uuid, ${i})`,
    ).join(', ')}`,
  );
  await c.query(`select setval('categories_id_seq', ${CATEGORIES.length})`);
  await step(
    'collections',
    `insert into collections (id, slug, name, description, position) values
      (1, 'new-in', 'New In', 'Just arrived.', 0), (2, 'summer', 'Summer', 'Light layers for warm days.', 1),
      (3, 'essentials', 'Essentials', 'The pieces everything else is built around.', 2)`,
  );
  await c.query(`select setval('collections_id_seq', 3)`);

  const nouns = `array[${CATEGORIES.map((k) => textArray(k.nouns)).join(',')}]`;
  const systems = textArray(CATEGORIES.map((k) => k.system));
  const minPounds = `array[${CATEGORIES.map((k) => k.minPounds).join(',')}]::int[]`;
  const spanPounds = `array[${CATEGORIES.map((k) => k.spanPounds).join(',')}]::int[]`;
  const dressesId = CATEGORIES.findIndex((k) => k.slug === 'dresses') + 1;
  await step(
    'products',
    `insert into products (id, slug, name, detail, care, gender, size_system, colour, price_pence, old_price_pence, is_final_sale,
        on_sale, category_id, stock_total, created_at, updated_at)
      select id, slug, name, detail, care, gender, size_system, colour, price, old_price, is_final_sale, on_sale, cat, stock, created, created
      from (
        select g.id, x.cat, x.name, x.colour, x.price,
          -- Each category in the shop's own size system (R3.12): shoes in UK sizes, jeans in waist and leg.
          ${systems}[x.cat] as size_system,
          lower(regexp_replace(x.name || ' ' || x.colour, '[^A-Za-z0-9]+', '-', 'g')) || '-' || g.id as slug,
          'A ' || lower(x.adjective) || ' ' || lower(x.noun) || ' in ' || lower(x.material) || ', with ' ||
            ${textArray(FITS)}[1 + bench_pick(g.id, 6, ${FITS.length})] || '. ' ||
            ${textArray(DETAILS)}[1 + bench_pick(g.id, 7, ${DETAILS.length})] as detail,
          ${textArray(CARE)}[1 + bench_pick(g.id, 8, ${CARE.length})] as care,
          case when x.cat = ${dressesId} then 'female'
               else (array['female','female','female','male','male','male','unisex'])[1 + bench_pick(g.id, 9, 7)] end as gender,
          -- About a fifth discounted by 20-50%; a few of those are Final Sale.
          case when bench_pick(g.id, 13, 5) = 0 then x.price + (x.price * (20 + bench_pick(g.id, 14, 31)) / 100) end as old_price,
          bench_pick(g.id, 13, 5) = 0 and bench_pick(g.id, 15, 6) = 0 as is_final_sale,
          bench_pick(g.id, 16, 50) <> 0 as on_sale,
          (select coalesce(sum(bench_qty(g.id, s)), 0)
             from generate_series(bench_size_start(g.id, x.cat), bench_size_start(g.id, x.cat) + bench_size_count(g.id, x.cat) - 1) s) as stock,
          now() - make_interval(days => bench_pick(g.id, 17, 730), secs => bench_pick(g.id, 18, 86400)) as created
        from generate_series(1, ${n}) as g(id)
        cross join lateral (
          select k.cat, k.adjective, k.material, k.colour,
            k.adjective || ' ' || k.material || ' ' || (${nouns})[k.cat][1 + bench_pick(g.id, 5, 6)] as name,
            (${nouns})[k.cat][1 + bench_pick(g.id, 5, 6)] as noun,
            ((${minPounds})[k.cat] + bench_pick(g.id, 19, (${spanPounds})[k.cat])) * 100 - (case when bench_pick(g.id, 21, 2) = 0 then 0 else 5 end) as price
          from (select 1 + bench_pick(g.id, 1, ${CATEGORIES.length}) as cat,
                       ${textArray(ADJECTIVES)}[1 + bench_pick(g.id, 2, ${ADJECTIVES.length})] as adjective,
                       ${textArray(MATERIALS)}[1 + bench_pick(g.id, 3, ${MATERIALS.length})] as material,
                       ${textArray(COLOURS)}[1 + bench_pick(g.id, 4, ${COLOURS.length})] as colour) k
        ) x
      ) p`,
  );
  await c.query(`select setval('products_id_seq', ${n})`);

  // stock_total was written with the products and sizes_in_stock is set below in one statement, so
  // the per-row triggers that keep them are not needed here.
  await c.query('alter table variants disable trigger variants_stock_total');
  await c.query('alter table variants disable trigger variants_sizes_in_stock');
  // The cards are built once at the end instead of after each bulk insert (migration 0017).
  for (const table of ['variants', 'product_images', 'product_collections'])
    await c.query(`alter table ${table} disable trigger ${table}_cards_inserted`);
  await step(
    'variants',
    `insert into variants (product_id, size, quantity, sku)
      select p.id, ${textArray(SIZES)}[s + 1], bench_qty(p.id, s), 'AT' || lpad(p.id::text, 7, '0') || '-' || ${textArray(SIZES)}[s + 1]
      from products p
      cross join lateral generate_series(bench_size_start(p.id, p.category_id), bench_size_start(p.id, p.category_id) + bench_size_count(p.id, p.category_id) - 1) s`,
  );
  await c.query('alter table variants enable trigger variants_stock_total');
  await c.query('alter table variants enable trigger variants_sizes_in_stock');
  // One set-based fill of the size facet rows instead of a row trigger per product (0011); a new
  // catalogue has no cached answers to drop, so the change notices are skipped as well (0012).
  await c.query('alter table products disable trigger products_size_facets');
  await c.query("set atelier.catalogue_notices = '-1'");
  await step(
    'sizes in stock',
    `update products p set sizes_in_stock = s.sizes
      from (select product_id, array_agg(size order by size) as sizes from variants where quantity > 0 group by product_id) s
      where s.product_id = p.id`,
  );
  await c.query('alter table products enable trigger products_size_facets');
  await step(
    'size facets',
    `insert into product_size_facets (size, product_id, category_id, gender, price_pence, colour, on_sale, created_at)
      select distinct s, p.id, p.category_id, p.gender, p.price_pence, p.colour, p.on_sale, p.created_at
      from products p, unnest(p.sizes_in_stock) s where p.archived_at is null`,
  );

  const pool = `array[${mediaIds.map(lit).join(',')}]::uuid[]`;
  await step(
    'product images',
    `insert into product_images (product_id, media_id, position, kind, alt)
      select p.id, (${pool})[1 + bench_pick(p.id, 40 + pos, ${MEDIA_POOL})], pos, (array['cover','hover'])[pos + 1],
        p.name || case when pos = 0 then ', front' else ', worn' end
      from products p cross join generate_series(0, 1) pos`,
  );
  await step(
    'collection memberships',
    `insert into product_collections (product_id, collection_id)
      select id, 1 from products where created_at > now() - interval '60 days'
      union all select id, 2 from products where bench_pick(id, 50, 7) = 0
      union all select id, 3 from products where bench_pick(id, 51, 10) = 0`,
  );
  for (const table of ['variants', 'product_images', 'product_collections'])
    await c.query(`alter table ${table} enable trigger ${table}_cards_inserted`);
  await step(
    'product cards',
    `insert into product_cards (product_id, variants, images, collections) select * from product_cards_of(array(select id from products))`,
  );
}
