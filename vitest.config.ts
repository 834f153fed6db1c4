import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'scripts/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/bench/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Migrates one template database per run; each test file's database is a copy (apps/api/src/test/templates.ts).
    globalSetup: ['apps/api/src/test/global-setup.ts'],
  },
});
