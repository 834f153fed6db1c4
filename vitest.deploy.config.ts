import { defineConfig } from 'vitest/config';

// npm run test:deploy: two instances run from the image's files (ATELIER_IMAGE, built by
// npm run test:image) on PostgreSQL and Redis, behind Debian's nginx with the repository's
// nginx.conf: the compose topology, kill -9 and a rolling restart with a migration. Needs root.
export default defineConfig({
  test: {
    include: ['apps/api/scale/deploy/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
