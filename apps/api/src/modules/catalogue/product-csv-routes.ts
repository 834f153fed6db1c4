import { IMPORT_MAX_BYTES } from '@atelier/contract/catalogue';
import { AppError } from '../../lib/errors.ts';
import type { ProductCsvService } from './product-csv-service.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain'];

/** The catalogue as CSV: export, and import with a dry run (R22.6, decision 0024). */
export function productCsvRoutes(app: AdminApp, { audit, adminId, recorded }: AdminRouteKit, csv: ProductCsvService): void {
  app.addContentTypeParser(CSV_TYPES, { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) => done(null, body));

  registerEndpoint(app, catalogueEndpoints.adminExportProducts, async (req, reply) => {
    const { csv: text, rows } = await csv.exportCsv();
    await audit.record(await adminId(req), { action: 'product.export', target: 'products as CSV', detail: { rows } });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="atelier-products.csv"')
      .header('cache-control', 'no-store')
      .send(text);
  });

  registerEndpoint(
    app,
    catalogueEndpoints.adminImportProducts,
    {
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
      const { report, audit: entry } = await csv.importCsv(req.body, req.query.dryRun, await adminId(req), req.query.plan);
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
