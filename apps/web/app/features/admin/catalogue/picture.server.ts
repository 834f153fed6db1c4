import { data } from 'react-router';
import type { ApiAnswer } from '~/lib/api-client.server.ts';
import { adminCall, multipart } from '../admin-api.server.ts';
import type { Upload } from '@atelier/contract/shared/endpoint';

/**
 * The picture form's post (PicturePanel, intent=image): the chosen file sent on to the API by
 * `send`; the answer is the page's notice, with the API's status when it refused.
 */
export async function uploadPicture<T>(form: FormData, send: (upload: Upload) => Promise<ApiAnswer<T>>) {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return data({ ok: false, message: 'Please choose an image to upload.' }, { status: 400 });
  const r = await adminCall(send(await multipart(file)));
  return r.ok ? { ok: true, message: 'Picture updated.' } : data({ ok: false, message: r.message }, { status: r.status });
}
