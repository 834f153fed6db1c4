// Import resolver for eslint-plugin-boundaries: the node resolver plus the web app's `~/` alias and
// the `.ts` extensions our sources import by. (eslint-import-resolver-typescript needs native bindings
// that the registry here does not serve for every platform, which breaks `npm ci`.)
import path from 'node:path';
import node from 'eslint-import-resolver-node';

const webApp = path.join(import.meta.dirname, '..', 'apps', 'web', 'app');
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.json'];

export const interfaceVersion = 2;

export function resolve(source, file) {
  const aliased = source.startsWith('~/') ? path.join(webApp, source.slice(2)) : source;
  return node.resolve(aliased, file, { extensions });
}
