import { Transform } from 'node:stream';

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const FIRST_MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"/;

/**
 * React 19 hoists the modulepreload links of <Scripts> into <head> ahead of the stylesheets of
 * <Links>. A browser then queues the render-blocking CSS behind twenty-odd scripts that first paint
 * does not need (six connections per host over HTTP/1.1). Puts the stylesheets first again.
 */
export function stylesFirst(head: string): string {
  const preload = FIRST_MODULEPRELOAD.exec(head);
  if (!preload) return head;
  const sheets = head.match(STYLESHEET) ?? [];
  const late = sheets.filter((s) => head.indexOf(s) > preload.index);
  if (late.length === 0) return head;
  let rest = head;
  for (const s of late) rest = rest.replace(s, '');
  const at = FIRST_MODULEPRELOAD.exec(rest)!.index;
  return rest.slice(0, at) + late.join('') + rest.slice(at);
}

/** Applies stylesFirst to the document's <head> as it streams out; everything after passes untouched. */
export function stylesFirstStream(): Transform {
  let buffered = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('</head>');
      // A head this long is not ours to fix: give up rather than hold the page back.
      if (end === -1 && buffered.length < 1_000_000) return callback();
      done = true;
      const out = end === -1 ? buffered : stylesFirst(buffered.slice(0, end)) + buffered.slice(end);
      buffered = '';
      callback(null, Buffer.from(out, 'utf8'));
    },
    flush(callback) {
      callback(null, buffered ? Buffer.from(buffered, 'utf8') : undefined);
    },
  });
}
