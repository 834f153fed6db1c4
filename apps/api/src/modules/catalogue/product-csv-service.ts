import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  defaultColourHex,
  checkCsvRow,
  csvReferences,
  IMPORT_MAX_ROWS,
  isLineError,
  OPTIONAL_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  productCsv,
  type ImportChange,
  type ImportLineError,
  type ImportReport,
  type ProductCsvColumn,
  type ProductCsvRow,
  sizeInSystem,
} from '@atelier/contract/catalogue';
import { inTransaction, type Db } from '../../db/client.ts';
import { openStock, setStock } from '../inventory/inventory-moves.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import { importChanges, type ImportPlan } from './product-csv-changes.ts';
import { refreshSearchIndex } from './search-repository.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import { adminCatalogueRepository } from './catalogue-repository.ts';
import { productCsvRepository } from './product-csv-repository.ts';

type Raw = Partial<Record<ProductCsvColumn, string>>;
/** The fields a product's lines must agree on, and how each reads in a message. */
const PRODUCT_FIELDS: Array<[keyof ProductCsvRow, ProductCsvColumn]> = [
  ['name', 'name'],
  ['category', 'category'],
  ['colour', 'colour'],
  ['gender', 'gender'],
  ['sizeSystem', 'size_system'],
  ['pricePence', 'price'],
  ['oldPricePence', 'old_price'],
  ['isFinalSale', 'final_sale'],
];
const key = (s: string) => s.trim().toLowerCase();
/** The dry run's changes as one value the real import must arrive at again. */
const digest = (changes: ImportChange[]) => createHash('sha256').update(JSON.stringify(changes)).digest('hex');

/** The file's lines with their line numbers (a quoted cell may span lines), or the line it broke on. */
function readCsv(text: string): { records: Array<{ line: number; raw: Raw }>; header: string[] } | ImportLineError {
  try {
    const out = parse(text, {
      bom: true,
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as Array<{ record: Raw; info: { lines: number } }>;
    const header = out.length ? Object.keys(out[0]!.record) : (text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '').split(',').map(key);
    return { records: out.map((r) => ({ line: r.info.lines, raw: r.record })), header };
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    return { line: e.lines ?? 1, messages: [`The file could not be read as CSV here: ${e.message ?? 'bad quoting'}.`] };
  }
}

function checkHeader(header: string[]): ImportLineError | undefined {
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const messages: string[] = [];
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => !OPTIONAL_CSV_COLUMNS.includes(c) && !header.includes(c));
  if (missing.length) messages.push(`Missing columns: ${missing.join(', ')}.`);
  const unknown = header.filter((h) => !known.has(h));
  if (unknown.length) messages.push(`Unknown columns: ${unknown.join(', ')} (the columns are ${PRODUCT_CSV_COLUMNS.join(', ')}).`);
  return messages.length ? { line: 1, messages } : undefined;
}

/**
 * A file without slugs updates by SKU: a line whose SKU exists joins that SKU's product, and the
 * other lines of the same name and colour join it too (a new size of an existing product).
 */
function resolveSlugs(rows: ProductCsvRow[], ownerOf: (sku: string) => string | undefined): void {
  const byLook = new Map<string, string>();
  const look = (r: ProductCsvRow) => `${key(r.name)}\u0000${key(r.colour)}`;
  for (const r of rows) {
    const owner = r.slugGiven ? undefined : ownerOf(r.sku);
    if (owner) {
      r.slug = owner;
      byLook.set(look(r), owner);
    }
  }
  for (const r of rows) if (!r.slugGiven && !ownerOf(r.sku)) r.slug = byLook.get(look(r)) ?? r.slug;
}

/**
 * Catalogue CSV import and export (R22.6, decision 0024). Import creates and updates by SKU and
 * slug, never deletes; it checks the whole file first, lists every line's problems, and writes
 * only a file without any, in one transaction.
 */
export function productCsvService(db: Db, clock: Clock) {
  return {
    async exportCsv(): Promise<{ csv: string; rows: number }> {
      const rows = await productCsvRepository(db).exportRows();
      return {
        csv: productCsv(rows.map((r) => ({ ...r, size: r.size as ProductCsvRow['size'] }))),
        rows: rows.length,
      };
    },

    async importCsv(
      text: string,
      dryRun: boolean,
      staffId: number,
      expectedPlan?: string,
    ): Promise<{ report: ImportReport; audit?: AuditEntry }> {
      const empty = {
        dryRun,
        applied: false,
        rows: 0,
        productsCreated: 0,
        productsUpdated: 0,
        sizesCreated: 0,
        sizesUpdated: 0,
        unchanged: 0,
        changes: [],
        plan: digest([]),
      };
      const read = readCsv(text);
      if ('messages' in read) return { report: { ...empty, errors: [read] } };
      const headerError = checkHeader(read.header);
      if (headerError) return { report: { ...empty, errors: [headerError] } };
      if (!read.records.length) return { report: { ...empty, errors: [{ line: 1, messages: ['The file has no product lines.'] }] } };
      if (read.records.length > IMPORT_MAX_ROWS)
        return { report: { ...empty, errors: [{ line: 1, messages: [`At most ${IMPORT_MAX_ROWS} lines per file.`] }] } };

      const errors = new Map<number, string[]>();
      const fail = (line: number, message: string) => errors.set(line, [...(errors.get(line) ?? []), message]);
      const rows: ProductCsvRow[] = [];
      for (const { line, raw } of read.records) {
        const r = checkCsvRow(line, raw);
        if (isLineError(r)) r.messages.forEach((m) => fail(line, m));
        else rows.push(r);
      }
      const repo = productCsvRepository(db);
      const [cats, cols] = await Promise.all([repo.categories(), repo.collections()]);
      const catBy = new Map<string, number>();
      for (const c of cats) catBy.set(key(c.slug), c.id).set(key(c.name), c.id);
      const colBy = new Map<string, number>();
      for (const c of cols) colBy.set(key(c.slug), c.id).set(key(c.name), c.id);

      // References and repeated SKUs on every line, those with problems of their own too, so one pass finds them all.
      const linesOfSku = new Map<string, number[]>();
      for (const { line, raw } of read.records) {
        const ref = csvReferences(raw);
        if (ref.category && !catBy.has(key(ref.category))) fail(line, `category: there is no category '${ref.category}'.`);
        for (const c of ref.collections) if (!colBy.has(key(c))) fail(line, `collections: there is no collection '${c}'.`);
        if (ref.sku) linesOfSku.set(ref.sku, [...(linesOfSku.get(ref.sku) ?? []), line]);
      }
      for (const [sku, lines] of linesOfSku) {
        if (lines.length < 2) continue;
        for (const line of lines) {
          const others = lines.filter((l) => l !== line);
          const list = others.length === 1 ? `line ${others[0]}` : `lines ${others.slice(0, -1).join(', ')} and ${others.at(-1)}`;
          fail(line, `sku: ${sku} is also on ${list}.`);
        }
      }

      const existingVariants = await repo.variantsBySku([...new Set(rows.map((r) => r.sku))]);
      const variantBySku = new Map(existingVariants.map((v) => [v.sku, v]));
      const slugOfProduct = new Map(
        (await repo.slugsOf([...new Set(existingVariants.map((v) => v.productId))])).map((p) => [p.id, p.slug]),
      );
      resolveSlugs(rows, (sku) => {
        const v = variantBySku.get(sku);
        return v ? slugOfProduct.get(v.productId) : undefined;
      });
      const existingProducts = await repo.productsBySlug([...new Set(rows.map((r) => r.slug))]);
      const productBySlug = new Map(existingProducts.map((p) => [p.slug, p]));

      const first = new Map<string, ProductCsvRow>();
      const sizesBySlug = new Map<string, Map<string, number>>();
      for (const r of rows) {
        const owner = variantBySku.get(r.sku);
        if (owner && productBySlug.get(r.slug)?.id !== owner.productId) {
          const ownerSlug = slugOfProduct.get(owner.productId) ?? 'another product';
          fail(r.line, `sku: ${r.sku} belongs to ${ownerSlug}, not ${r.slug}.`);
        }
        const sizes = sizesBySlug.get(r.slug) ?? new Map<string, number>();
        const sameSize = sizes.get(r.size);
        if (sameSize !== undefined) fail(r.line, `size: ${r.size} of ${r.slug} is also on line ${sameSize}.`);
        sizes.set(r.size, r.line);
        sizesBySlug.set(r.slug, sizes);
        const lead = first.get(r.slug);
        if (!lead) first.set(r.slug, r);
        else {
          for (const [field, column] of PRODUCT_FIELDS)
            if (lead[field] !== r[field]) fail(r.line, `${column}: differs from line ${lead.line}, another size of ${r.slug}.`);
          const set = (x: ProductCsvRow) => x.collections.map(key).sort().join('|');
          if (set(lead) !== set(r)) fail(r.line, `collections: differ from line ${lead.line}, another size of ${r.slug}.`);
        }
      }

      // An existing product keeps the sizes the file leaves out: they must fit its (new) size system.
      const kept = await repo.variantsOf(existingProducts.map((p) => p.id));
      for (const [slug, lead] of first) {
        const product = productBySlug.get(slug);
        if (!product) continue;
        const inFile = new Set(rows.filter((r) => r.slug === slug).map((r) => r.sku));
        for (const v of kept.filter((x) => x.productId === product.id && !inFile.has(x.sku))) {
          if (!sizeInSystem(v.size, lead.sizeSystem))
            fail(lead.line, `size_system: ${slug} keeps size ${v.size} (SKU ${v.sku}), which is not a size of ${lead.sizeSystem}.`);
          if (sizesBySlug.get(slug)?.has(v.size))
            fail(sizesBySlug.get(slug)!.get(v.size)!, `size: ${slug} already has size ${v.size} under SKU ${v.sku}.`);
        }
      }

      const errorList = [...errors.entries()].sort((a, b) => a[0] - b[0]).map(([line, messages]) => ({ line, messages }));
      if (errorList.length) return { report: { ...empty, rows: read.records.length, errors: errorList } };

      // What would change.
      const currentCollections = await repo.collectionsOf(existingProducts.map((p) => p.id));
      const plan = [...first.values()].map((lead) => {
        const product = productBySlug.get(lead.slug);
        const collectionIds = [...new Set(lead.collections.map((c) => colBy.get(key(c))!))].sort((a, b) => a - b);
        const fields = {
          name: lead.name,
          categoryId: catBy.get(key(lead.category))!,
          colour: lead.colour,
          gender: lead.gender,
          sizeSystem: lead.sizeSystem,
          pricePence: lead.pricePence,
          oldPricePence: lead.oldPricePence,
          isFinalSale: lead.isFinalSale,
        };
        const had = product
          ? currentCollections
              .filter((c) => c.productId === product.id)
              .map((c) => c.collectionId)
              .sort((a, b) => a - b)
          : [];
        const fieldsChanged = product ? (Object.keys(fields) as Array<keyof typeof fields>).some((k) => product[k] !== fields[k]) : true;
        const collectionsChanged = had.join(',') !== collectionIds.join(',');
        const lines = rows.filter((r) => r.slug === lead.slug);
        const sizes = lines.map((r) => ({ r, existing: variantBySku.get(r.sku) }));
        return { lead, product, fields, had, collectionIds, fieldsChanged, collectionsChanged, sizes };
      });
      const sizeChanged = (s: (typeof plan)[number]['sizes'][number]) =>
        s.existing !== undefined && (s.existing.quantity !== s.r.stock || s.existing.size !== s.r.size);
      const changes = importChanges(plan satisfies ImportPlan[], {
        category: new Map(cats.map((c) => [c.id, c.name])),
        collection: new Map(cols.map((c) => [c.id, c.name])),
      });
      const planDigest = digest(changes);
      if (!dryRun && expectedPlan !== undefined && expectedPlan !== planDigest)
        throw conflict(
          'The file or the shop has changed since the file was checked, so the changes are no longer the ones listed. Nothing was imported; check the file again.',
          'IMPORT_PLAN_CHANGED',
        );
      const report: ImportReport = {
        ...empty,
        rows: rows.length,
        productsCreated: plan.filter((p) => !p.product).length,
        productsUpdated: plan.filter((p) => p.product && (p.fieldsChanged || p.collectionsChanged)).length,
        sizesCreated: plan.reduce((n, p) => n + p.sizes.filter((s) => !s.existing).length, 0),
        sizesUpdated: plan.reduce((n, p) => n + p.sizes.filter(sizeChanged).length, 0),
        unchanged: plan.reduce(
          (n, p) =>
            n + (p.product && !p.fieldsChanged && !p.collectionsChanged ? p.sizes.filter((s) => s.existing && !sizeChanged(s)).length : 0),
          0,
        ),
        changes,
        plan: planDigest,
        errors: [],
      };
      if (dryRun) return { report };

      const now = clock.now();
      const touched = await inTransaction(db, async (tx) => {
        const cat = adminCatalogueRepository(tx);
        const csv = productCsvRepository(tx);
        const ids: number[] = [];
        for (const p of plan) {
          let id = p.product?.id;
          if (!id) {
            id = await cat.insertProduct(
              {
                ...p.fields,
                slug: p.lead.slug,
                detail: '',
                care: '',
                onSale: true,
                colourHex: defaultColourHex(p.lead.colour),
                styleKey: p.lead.slug,
              },
              now,
            );
          } else if (p.fieldsChanged) {
            const colourHex = p.product!.colour === p.fields.colour ? p.product!.colourHex : defaultColourHex(p.fields.colour);
            await cat.updateProduct(id, { ...p.fields, colourHex, updatedAt: now });
          }
          if (p.collectionsChanged) await cat.replaceCollections(id, p.collectionIds);
          let sizesTouched = false;
          for (const s of p.sizes) {
            // The file's stock is the import's word on the quantity (R3.16): through the inventory, with the history.
            const stock = { reason: 'import', actor: { kind: 'staff', userId: staffId }, at: now } as const;
            if (!s.existing) {
              const variantId = await csv.insertVariant({ productId: id, size: s.r.size, quantity: s.r.stock, sku: s.r.sku });
              await openStock(tx, [{ id: variantId, quantity: s.r.stock }], stock);
            } else if (sizeChanged(s)) {
              await csv.updateVariant(s.existing.id, { productId: id, size: s.r.size });
              await setStock(tx, s.existing.id, s.r.stock, stock);
            } else continue;
            sizesTouched = true;
          }
          if (p.product && !p.fieldsChanged && (sizesTouched || p.collectionsChanged)) await cat.updateProduct(id, { updatedAt: now });
          if (!p.product || p.fieldsChanged || p.collectionsChanged || sizesTouched) ids.push(id);
        }
        await refreshSearchIndex(tx, ids);
        return ids;
      }).catch((err: unknown) => {
        const code = (err as { cause?: { code?: string }; code?: string })?.cause?.code ?? (err as { code?: string })?.code;
        // Another admin saved the same SKU or slug between the check and the write.
        if (code === '23505')
          throw conflict('A product or SKU in the file was just created by someone else. Check the file again.', 'IMPORT_CONFLICT');
        throw err;
      });
      return {
        report: { ...report, applied: true },
        audit: {
          action: 'product.import',
          target: 'products from CSV',
          detail: {
            products: `${report.productsCreated} created, ${report.productsUpdated} updated`,
            sizes: `${report.sizesCreated} created, ${report.sizesUpdated} updated`,
            changes: changes.length,
            touched: touched.length,
          },
        },
      };
    },
  };
}
export type ProductCsvService = ReturnType<typeof productCsvService>;
