import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_SECRET_FILE, loadConfig, productionWarnings, withDataDirSecret } from './config.ts';

const SECRET = 'Zq4-r8Lm2Xv9Pw7Ks3Nd6Hy1Tb5Gc0Jf';

describe('production warnings (issue 31)', () => {
  it('say in words what a bare production start lacks', () => {
    const warnings = productionWarnings(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, REDIS_URL: 'redis://r:6379' }));
    expect(warnings.map((w) => w.split(' ')[0])).toEqual(['PUBLIC_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'REDIS_URL']);
    expect(warnings[0]).toMatch(/http:\/\/localhost:3000, which shoppers cannot reach/);
    expect(warnings[3]).toMatch(/Use PostgreSQL \(DATABASE_URL\) for more than one instance/);
  });

  it('warn about a secret that looks typed, and about plain http', () => {
    const warnings = productionWarnings(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40), PUBLIC_URL: 'http://shop.example.com', SMTP_URL: 'smtp://m' }),
    );
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^PUBLIC_URL starts with http:\/\//);
    expect(warnings[2]).toMatch(/^JWT_SECRET is long enough but uses few different characters/);
  });

  it('are silent when everything is set, and outside production', () => {
    const full = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      PUBLIC_URL: 'https://shop.example.com',
      SMTP_URL: 'smtp://mail.example.com',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      DATABASE_URL: 'postgres://db/atelier',
      REDIS_URL: 'redis://r:6379',
    };
    expect(productionWarnings(loadConfig(full))).toEqual([]);
    expect(productionWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});

describe('JWT_SECRET kept in DATA_DIR for production on the embedded database', () => {
  it('is made once, kept across starts, and said', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-config-'));
    try {
      const first = loadConfig(withDataDirSecret({ NODE_ENV: 'production', DATA_DIR: dataDir }));
      const second = loadConfig(withDataDirSecret({ NODE_ENV: 'production', DATA_DIR: dataDir }));
      expect(first.jwtSecret).toHaveLength(64);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(fs.statSync(path.join(dataDir, GENERATED_SECRET_FILE)).mode & 0o777).toBe(0o600);
      expect(productionWarnings(first).some((w) => w.startsWith('JWT_SECRET is not set: using a random secret kept in'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is not made with DATABASE_URL: instances sharing a database must share the secret', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/atelier' };
    expect(withDataDirSecret(env)).toBe(env);
    expect(() => loadConfig(withDataDirSecret(env))).toThrow(/JWT_SECRET: required in production/);
  });
});
