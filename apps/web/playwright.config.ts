import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { LOOKUP_KEY, LOOKUP_PORT } from './tests/e2e/lookup-provider.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3456);
// One fresh data folder per run; workers inherit it through the environment.
process.env.ATELIER_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'));
// Traces and screenshots per run too: runs from two checkouts at once must not delete each other's.
process.env.ATELIER_E2E_RESULTS_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-playwright-results-'));

/**
 * Browser tests against the production store (npm start: built pages + API on one port, demo
 * catalogue on a fresh embedded PGlite). Debian's chromium is used: Playwright downloads nothing.
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.test.ts',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(os.tmpdir(), 'atelier-playwright-report') }]],
  outputDir: process.env.ATELIER_E2E_RESULTS_DIR,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/readyz`,
    // The first start may build the storefront and seed the demo catalogue.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: process.env.ATELIER_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      JWT_SECRET: process.env.JWT_SECRET ?? 'e2e-only-secret-0123456789abcdef0123456789abcdef',
      // The postcode lookup is on, with its provider served by address-lookup.test.ts (R20.23).
      POSTCODE_LOOKUP_API_KEY: LOOKUP_KEY,
      POSTCODE_LOOKUP_URL: `http://127.0.0.1:${LOOKUP_PORT}`,
      // Every e2e shopper comes from 127.0.0.1: per-IP limits would stop the suite's sign-ups, not an attacker.
      // The demo admin signs in from a dozen tests within one window, so its address limit is raised too;
      // the limits themselves are tested by the API tests.
      RATE_LIMITS: [
        ...[
          'login',
          'register',
          'forgot-password',
          'verify-reset-code',
          'change-password',
          'resend-verification',
          'contact',
          'newsletter',
          'two-step',
        ].map((n) => `${n}.ip=10000/1h`),
        'login.address=1000/15m',
        // The demo owner steps up (password again) in the staff and refund tests, a dozen times a run.
        'two-step.address=1000/15m',
      ].join(','),
    },
  },
});
