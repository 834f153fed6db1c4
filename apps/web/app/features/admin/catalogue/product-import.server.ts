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
  // The plan of the dry run the owner read: the import writes only those changes (decision 0024).
  const plan = String(form.get('plan') ?? '');
  if (!(file instanceof File) || file.size === 0)
    return data<ImportActionData>({ ok: false, message: 'Please choose a CSV file.' }, { status: 400 });
  if (file.size > IMPORT_MAX_BYTES)
    return data<ImportActionData>({ ok: false, message: 'The file is larger than 5 MB; please split it.' }, { status: 413 });
  const answer = await callApi(context, catalogueEndpoints.adminImportProducts, {
    query: { dryRun, ...(!dryRun && /^[0-9a-f]{64}$/.test(plan) ? { plan } : {}) },
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
  if (!report.changes.length)
    return {
      ok: true,
      message: report.applied
        ? 'Imported: the shop already matched the file; nothing changed.'
        : 'The shop already matches this file; there is nothing to import.',
      report,
      fileName,
    } satisfies ImportActionData;
  const summary = `${report.changes.length} ${report.changes.length === 1 ? 'change' : 'changes'}: ${report.productsCreated} new and ${report.productsUpdated} changed products, ${report.sizesCreated} new and ${report.sizesUpdated} changed sizes, ${report.unchanged} lines unchanged`;
  return {
    ok: true,
    message: report.applied
      ? `Imported exactly the changes listed: ${summary}.`
      : `The file is ready to import: ${summary}. Nothing has been changed yet; every change is listed below.`,
    report,
    fileName,
  } satisfies ImportActionData;
}
