// Lint rules for the whole tree. The boundaries block encodes the layout in docs/architecture.md:
// contract imports no app; web components/ and lib/ import no features/ and no shell/; features
// import no routes and no shell; a feature imports no other feature (shared parts move to
// components/ or lib/); shell/ (the frame that composes features) imports no routes.
// docs/decisions/0011-web-layout-boundaries.md says why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

/** One config object per commerce sub-slice, refusing imports that point up the stack. */
function commerceLayers(layers) {
  return layers.map(([slice, upward, message]) => ({
    files: [`apps/api/src/modules/commerce/${slice}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: upward.source, message }] }] },
  }));
}
/** Selectors of the boundaries policies: files of these element types, imports of these. */
const layer = (...types) => ({ element: { type: types } });
const to = (...types) => ({ to: layer(...types) });

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
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract/**', partialMatch: false },
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
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            { from: layer('contract'), disallow: [to('api'), to('web-*')] },
            { from: layer('api'), disallow: [to('web-*')] },
            { from: layer('web-*'), disallow: [to('api')] },
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
          ],
        },
      ],
    },
  },
  // Commerce runs one way (docs/decisions/0013): payment <- order <- checkout, with plugin.ts wiring
  // them on top and deps.ts shared by order and checkout.
  ...commerceLayers([
    [
      'payment',
      /^(\.\.\/)+(order\/|checkout\/|deps\.ts$|plugin\.ts$)/,
      'payment (providers, sessions) imports nothing from order, checkout, deps.ts or plugin.ts',
    ],
    [
      'discount',
      /^(\.\.\/)+(order\/|checkout\/|deps\.ts$|plugin\.ts$)/,
      'discount (codes and their uses) imports nothing from order, checkout, deps.ts or plugin.ts',
    ],
    ['order', /^(\.\.\/)+(checkout\/|plugin\.ts$)/, 'order imports nothing from checkout or plugin.ts'],
    ['checkout', /^(\.\.\/)+plugin\.ts$/, 'checkout does not import plugin.ts, which wires it'],
  ]),
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
);
