import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import remarkCustomHeadingId from 'remark-custom-heading-id';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { defineConfig } from 'vite';
import { rehypeContentSections } from './rehype-content-sections.ts';

const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx$/;
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/** Form checking in the browser (R9.14): only pages with a form load it. */
const FORMS = /[\\/]node_modules[\\/](zod|@conform-to)[\\/]/;
/** zod's global config, which the root sets on every page (lib/zod-jitless.ts): with the vendor code, not all of `forms`. */
const ZOD_CONFIG = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const STOREFRONT = /[\\/]app[\\/](styles|features[\\/](home|listing|product|content|cart)|components)[\\/]/;

type Graph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };

/** A contract domain's surface: packages/contract/src/<domain>/index.ts. */
const CONTRACT_SURFACE = /[\\/]packages[\\/]contract[\\/]src[\\/]([\w-]+)[\\/]index\.ts$/;

/**
 * Chunking (decision 0008). Every page loads the root route, so the app code it imports statically
 * (header, footer, panels, cart drawer) is grouped in one `shell` chunk instead of arriving as
 * twenty 1-3 kB files: on a mobile link each request costs a round trip.
 */
const rootIds = new Set<string>(); // recorded by the plugin below as the root route is parsed
let shell: Set<string> | undefined;

function shellName(id: string, graph: Graph): string | null {
  shell ??= staticAppImports([...rootIds], graph);
  return shell.has(id) ? 'shell' : null;
}

/** Shared catalogue code, less the form parts (address fields) whose pages load `forms` anyway. */
function storefrontName(id: string, graph: Graph): string | null {
  return graph.getModuleInfo(id)?.importedIds.some((dep) => FORMS.test(dep)) ? null : 'storefront';
}

/**
 * The files behind the names `code` imports (or passes on) from @atelier/contract/<domain> (whose surface is `id`,
 * lines of `export { a, type B } from './file.ts';`); every file of the surface when that cannot be read.
 */
function surfaceFiles(id: string, domain: string, code: string, graph: Graph): string[] {
  const all = graph.getModuleInfo(id)?.importedIds ?? [];
  const from = new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*['"]@atelier/contract/${domain}['"]`, 'g');
  const imports = [...code.matchAll(from)];
  // `import {} from` is what an import of types only leaves behind: no file of the domain is needed.
  const names = imports.flatMap((m) => m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)).filter(Boolean);
  const surface = graph.getModuleInfo(id)?.code ?? '';
  if (!imports.length || !surface) return [...all];
  const files = new Set<string>();
  for (const m of surface.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]\.\/([\w.-]+)['"]/g)) {
    const exported = m[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, ''));
    if (!exported.some((n) => names.includes(n))) continue;
    const file = all.find((f) => f.endsWith(`/${m[2]}`) || f.endsWith(`\\${m[2]}`));
    if (file) files.add(file);
  }
  return [...files];
}

/** The app modules (not node_modules) reachable from `from` by static imports, `from` excluded. */
function staticAppImports(from: string[], graph: Graph): Set<string> {
  const seen = new Set<string>();
  const todo: string[] = [];
  const follow = (id: string) => {
    const info = graph.getModuleInfo(id);
    for (const dep of info?.importedIds ?? []) {
      // A contract surface re-exports its whole domain: follow only the files of the names used.
      const surface = CONTRACT_SURFACE.exec(dep);
      if (surface) todo.push(...surfaceFiles(dep, surface[1]!, info?.code ?? '', graph));
      else todo.push(dep);
    }
  };
  from.forEach(follow);
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || id.includes('node_modules')) continue;
    seen.add(id);
    follow(id);
  }
  for (const id of from) seen.delete(id); // a module may import the root back (DEFAULT_TITLE)
  return seen;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The words of the content pages (app/content/*.mdx) compile to components at build time (decision 0012).
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkCustomHeadingId],
        rehypePlugins: [rehypeContentSections],
      }),
    },
    reactRouter(),
    {
      name: 'atelier-root-id',
      buildStart() {
        shell = undefined; // a watch rebuild works out the shell again
      },
      moduleParsed(info: { id: string }) {
        if (ROOT_ROUTE.test(info.id.split('?')[0]!)) rootIds.add(info.id);
      },
    },
  ],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The browser imports only constants and pure rules from @atelier/contract; treating
          // zod's schema builders as pure lets the unused schemas (and zod itself) drop out of the
          // first-load JavaScript (decision 0054).
          treeshake: { manualPureFunctions: ['z'] },
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', test: (id) => VENDOR.test(id) || ZOD_CONFIG.test(id), priority: 3 },
                { name: 'forms', test: FORMS, priority: 2 },
                { name: shellName, debugName: 'shell', test: (id) => !id.includes('node_modules'), priority: 1 },
                // Catalogue code shared by several storefront pages (carousels, product page parts).
                { name: storefrontName, debugName: 'storefront', test: STOREFRONT, minShareCount: 2 },
              ],
            },
          },
        },
  },
}));
