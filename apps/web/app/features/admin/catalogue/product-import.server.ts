import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { IMPORT_MAX_BYTES, type ImportLineError, type ImportReport } from '@atelier/contract/catalogue';
import { data, type AppLoadContext } from 'react-router';
import { requireAdmin } from '../admin-api.server.ts';

export interface ImportActionData {
  ok: boolean;
  message: string;
  /** What the file would do or did. */
  report?: ImportReport;
  /** Every line's problems, by line number. */
  errors?: ImportLineError[];
  fileName?: string;
}

/** The import page's action: "check" is a dry run, "import" writes (R22.6). */
export async function importAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const file = form.get('file');
  const dryRun = form.get('intent') !== 'import';
  if (!(file instanceof File) || file.size === 0)
    return data<ImportActionData>({ ok: false, message: 'Please choose a CSV file.' }, { status: 400 });
  if (file.size > IMPORT_MAX_BYTES)
    return data<ImportActionData>({ ok: false, message: 'The file is larger than 5 MB; please split it.' }, { status: 413 });
  const answer = await callApi(context, catalogueEndpoints.adminImportProducts, {
    query: { dryRun },
    upload: { bytes: new Uint8Array(await file.arrayBuffer()), contentType: 'text/csv' },
  });
  if (answer.status === 401 || answer.status === 403) throw data(null, { status: 404 });
  const fileName = file.name;
  if (!answer.ok) {
    const errors = (answer.error as { errors?: ImportLineError[] }).errors;
    return data<ImportActionData>(
      { ok: false, message: answer.error.message ?? 'The file could not be imported.', errors, fileName },
      { status: answer.status },
    );
  }
  const report = answer.body;
  if (report.errors.length) {
    const n = report.errors.length;
    return {
      ok: false,
      message: `${n} ${n === 1 ? 'line needs' : 'lines need'} fixing before this file can be imported. Nothing was changed.`,
      report,
      errors: report.errors,
      fileName,
    } satisfies ImportActionData;
  }
  const summary = `${report.productsCreated} new and ${report.productsUpdated} changed products, ${report.sizesCreated} new and ${report.sizesUpdated} changed sizes, ${report.unchanged} lines unchanged`;
  return {
    ok: true,
    message: report.applied ? `Imported: ${summary}.` : `The file is ready to import: ${summary}. Nothing has been changed yet.`,
    report,
    fileName,
  } satisfies ImportActionData;
}
