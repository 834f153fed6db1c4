/**
 * A fingerprint of a whole database: every table's row count and an md5 over its rows in a fixed
 * order (bytea images included). Two databases with the same fingerprint hold the same shop.
 */
type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export type Fingerprint = Record<string, { rows: number; md5: string }>;

export async function fingerprint(query: Query): Promise<Fingerprint> {
  const tables = await query(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const out: Fingerprint = {};
  for (const { name } of tables as { name: string }[]) {
    const [row] = await query(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${name} t`,
    );
    out[name] = { rows: Number(row!.rows), md5: String(row!.md5) };
  }
  return out;
}
