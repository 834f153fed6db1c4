import { defineConfig } from 'vitest/config';

// npm run test:scale: real server processes on PostgreSQL and Redis, one file at a time.
export default defineConfig({
  test: {
    include: ['apps/api/scale/**/*.test.ts'],
    // The image-based tests (npm run test:deploy) need an image built by npm run test:image.
    exclude: ['apps/api/scale/deploy/**'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
