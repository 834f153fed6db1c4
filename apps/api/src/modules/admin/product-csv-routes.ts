import { z } from 'zod';
import { IMPORT_MAX_BYTES, ImportErrorBody, ImportQuery, ImportReport } from '@atelier/contract/product-csv';
import { AppError } from '../../lib/errors.ts';
import type { ProductCsvService } from './product-csv-service.ts';
import { errors, tags, type AdminApp, type AdminRouteKit } from './route-kit.ts';

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain'];

/** The catalogue as CSV: export, and import with a dry run (R22.6, decision 0024). */
export function productCsvRoutes(app: AdminApp, { audit, adminId, recorded }: AdminRouteKit, csv: ProductCsvService): void {
  app.addContentTypeParser(CSV_TYPES, { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) => done(null, body));

  app.get(
    '/products/export',
    {
      schema: {
        tags,
        summary: 'Every product size as CSV (UTF-8 with BOM), in the format the import reads',
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const { csv: text, rows } = await csv.exportCsv();
      await audit.record(await adminId(req), { action: 'product.export', target: 'products as CSV', detail: { rows } });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="atelier-products.csv"')
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.post(
    '/products/import',
    {
      schema: {
        tags,
        summary:
          "Create and update products by SKU from CSV (body text/csv). dryRun=true checks and counts only; a file with any error changes nothing and answers 400 with every line's errors",
        querystring: ImportQuery,
        body: z.string().max(IMPORT_MAX_BYTES),
        response: { 200: ImportReport, ...errors, 400: ImportErrorBody, 413: ImportErrorBody, 415: ImportErrorBody },
      },
      // Before the body's schema: a JSON or form body is the wrong kind of file, not a bad CSV.
      preValidation: async (req) => {
        if (
          !CSV_TYPES.includes(
            String(req.headers['content-type'] ?? '')
              .split(';')[0]!
              .trim(),
          )
        )
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv.');
      },
    },
    async (req, reply) => {
      const { report, audit: entry } = await csv.importCsv(req.body, req.query.dryRun, await adminId(req));
      if (report.errors.length && !report.dryRun) {
        const lines = report.errors.length;
        return reply.code(400).send({
          message: `${lines} ${lines === 1 ? 'line has' : 'lines have'} errors; nothing was imported.`,
          code: 'IMPORT_INVALID',
          errors: report.errors,
        });
      }
      return entry ? (await recorded(req, { report, audit: entry })).report : report;
    },
  );
}
