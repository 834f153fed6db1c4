// Lint rules for the whole tree. The boundaries block encodes the layout in docs/architecture.md:
// contract imports no app; web components/ and lib/ import no features/ and no shell/; features
// import no routes and no shell; a feature imports no other feature (shared parts move to
// components/ or lib/); shell/ (the frame that composes features) imports no routes.
// docs/decisions/0011-web-layout-boundaries.md says why.
// The API is sliced by domain (apps/api/src/modules/<domain>/): a domain imports only the kit, the
// plumbing, the domains below it in API_DOMAINS and the contract; the kit imports no domain; the
// plumbing imports neither. Nothing anywhere imports in a cycle (import/no-cycle, and
// scripts/import-cycles.test.ts for type-only imports too). Promises are awaited or handed on
// (type-aware rules).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

/**
 * The API's domains, lowest first: each may import the ones before it and none after it. A folder
 * of apps/api/src/modules that is not listed here may be imported by none.
 */
const API_DOMAINS = [
  'settings',
  'inventory',
  'catalogue',
  'search-insights',
  'cart',
  'customers',
  'staff',
  'messages',
  'discounts',
  'balances',
  'payments',
  'orders',
  'returns',
  'checkout',
  'fulfilment',
  'reviews',
  'dashboard',
];
/** Selectors of the boundaries policies: files of these element types, imports of these. */
const layer = (...types) => ({ element: { type: types } });
const to = (...types) => ({ to: layer(...types) });
const domain = (pattern) => ({ element: { type: 'api-domain', captured: { domain: pattern } } });
/** A pattern matching any domain name but these. */
const noneOf = (names) => (names.length === 1 ? `!${names[0]}` : `!{${names.join(',')}}`);

/** Contract, API and web apart; the web's layers (decision 0011). */
const layoutPolicies = [
  { from: layer('contract'), disallow: [to('api*'), to('web-*')] },
  { from: layer('api*'), disallow: [to('web-*')] },
  { from: layer('web-*'), disallow: [to('api*')] },
  // The frame (app/shell) composes features, as routes do; nothing below it imports it.
  { from: layer('web-components', 'web-lib'), disallow: [to('web-feature', 'web-shell', 'web-routes')] },
  {
    from: layer('web-feature'),
    disallow: [
      to('web-shell', 'web-routes'),
      { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
    ],
  },
  { from: layer('web-shell'), disallow: [to('web-routes')] },
];

/**
 * The API's layers, bottom up: lib/db/config; the plumbing (session, mail transport, rate limits,
 * security headers, health); the kit (back-office guard, audit writer, route helpers); the domains
 * in API_DOMAINS order; the wiring (app.ts, back-office.ts, commerce-plugin.ts) on top. Tests sit
 * on top too: a test may build the whole app (the block for *.test.ts below drops these).
 */
const apiPolicies = [
  { from: layer('api-base'), disallow: [to('api', 'api-domain', 'api-kit', 'api-plumbing', 'api-test-kit')] },
  { from: layer('api-plumbing'), disallow: [to('api', 'api-domain', 'api-kit', 'api-test-kit')] },
  { from: layer('api-kit'), disallow: [to('api', 'api-domain', 'api-test-kit')] },
  { from: layer('api-domain'), disallow: [to('api', 'api-test-kit')] },
  ...API_DOMAINS.map((name, i) => ({
    from: domain(name),
    disallow: [{ to: domain(noneOf(API_DOMAINS.slice(0, i + 1))) }],
  })),
  // A folder of modules/ that is not a declared domain (a role folder such as admin/) imports no
  // domain; the lists above keep every domain from importing it.
  { from: domain(noneOf(API_DOMAINS)), disallow: [{ to: domain('*') }] },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.react-router/**', 'data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A labelled region that scrolls sideways (admin tables, the revenue chart) must take focus so
      // a keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). The plugin's
      // recommended setting allows that for tabpanel only.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx,mjs}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [fileURLToPath(new URL('./scripts/eslint-resolver.mjs', import.meta.url))]: {} },
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      // v7 calls mode: 'full' (used once below) a legacy option; it still works and nothing replaces it for one file.
      'boundaries/legacy-warnings': false,
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract/**', partialMatch: false },
        { type: 'api-domain', pattern: 'apps/api/src/modules/*/**', partialMatch: false, capture: ['domain'] },
        { type: 'api-kit', pattern: 'apps/api/src/kit/**', partialMatch: false },
        { type: 'api-plumbing', pattern: 'apps/api/src/plumbing/**', partialMatch: false },
        { type: 'api-base', pattern: 'apps/api/src/{lib,db}/**', partialMatch: false },
        // One file: element patterns otherwise name folders ('full' is the v7 way to name a file here).
        { type: 'api-base', pattern: 'apps/api/src/config.ts', mode: 'full' },
        { type: 'api-test-kit', pattern: 'apps/api/src/test/**', partialMatch: false },
        // app.ts, back-office.ts, commerce-plugin.ts, the seed, bench and scale: the top, which wires the rest.
        { type: 'api', pattern: 'apps/api/**', partialMatch: false },
        { type: 'web-routes', pattern: 'apps/web/app/routes/**', partialMatch: false },
        { type: 'web-shell', pattern: 'apps/web/app/shell/**', partialMatch: false },
        { type: 'web-feature', pattern: 'apps/web/app/features/*/**', partialMatch: false, capture: ['feature'] },
        { type: 'web-components', pattern: 'apps/web/app/components/**', partialMatch: false },
        { type: 'web-lib', pattern: 'apps/web/app/lib/**', partialMatch: false },
        { type: 'web-app', pattern: 'apps/web/app/*', partialMatch: false },
        { type: 'web-tests', pattern: 'apps/web/tests/**', partialMatch: false },
        { type: 'web-other', pattern: 'apps/web/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: [...layoutPolicies, ...apiPolicies] }],
    },
  },
  // The database layer is the bottom of the API: schema, migrations and client import nothing above them.
  {
    files: ['apps/api/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'db/ imports nothing from the layers above it' }] }],
    },
  },
  // The tables (db/schema/) may use db/'s own helpers one folder up, and nothing beyond db/.
  {
    files: ['apps/api/src/db/schema/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./', message: 'db/ imports nothing from the layers above it' }] },
      ],
    },
  },
  // No import cycles, anywhere. Type-only imports are not seen here (scripts/import-cycles.test.ts
  // sees them).
  {
    files: ['apps/**/*.{ts,tsx,mjs}', 'packages/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Packages are not read for cycles (a bundled one can be too large to parse).
      'import/ignore': ['node_modules'],
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Type-aware rules: a promise is awaited, returned or explicitly voided, never dropped.
  {
    files: ['apps/api/{src,bench,scale}/**/*.{ts,tsx}', 'apps/web/{app,tests}/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // Tests sit above every layer (a test may build the whole app): only the layout between the
  // contract, the API and the web holds for them.
  {
    files: ['apps/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: layoutPolicies }] },
  },
);
