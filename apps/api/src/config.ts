import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile as compileProxyAddresses } from '@fastify/proxy-addr';
import { z } from 'zod';
import type { PaymentProviderName } from '@atelier/contract/payments';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable Atelier reads; docs/configuration.md lists the same set. */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Accounts, mail and rate limits (docs/decisions/0003-sessions-and-tokens.md).
  JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]?$/, 'must be seconds or a duration such as 15m, 12h, 7d')
    .default('7d'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Atelier <hello@atelier.local>'),
  REDIS_URL: z.string().optional(),
  RATE_LIMITS: z.string().default(''),
  // Where contact-form messages are mailed (R16.3).
  STORE_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().default('hello@atelier.local')),
  // The seller on VAT receipts (R21.12) until an admin stores the 'shop' setting; SHOP_ADDRESS lines split on '|'.
  SHOP_LEGAL_NAME: z.string().trim().max(200).default('Atelier London Ltd'),
  SHOP_ADDRESS: z.string().max(500).default(''),
  SHOP_VAT_NUMBER: z.string().trim().max(40).default(''),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  // Checkout and payments (docs/decisions/0004-checkout-and-payments.md).
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  TEST_PAYMENT_WEBHOOK_SECRET: z.string().optional(),
  CHECKOUT_SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  // The optional postcode lookup (R20.23, decision 0053): off unless a key is set.
  POSTCODE_LOOKUP_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  POSTCODE_LOOKUP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('https://api.ideal-postcodes.co.uk')),
  POSTCODE_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  SHIPPING_FREE_THRESHOLD_PENCE: z.coerce.number().int().min(0).default(0),
  SHIPPING_FEE_PENCE: z.coerce.number().int().min(0).default(395),
  // Delivery choices (R20.10-R20.13); the store_settings key 'delivery' wins over these two.
  NEXT_DAY_FEE_PENCE: z.coerce.number().int().min(0).default(695),
  NEXT_DAY_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24-hour, UK time)')
    .default('14:00'),
  COLLECT_READY_WORKING_DAYS: z.coerce.number().int().min(0).max(30).default(1),
  ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** A size with this many units or fewer says 'Only N left' (R3.15); 0 never says it. */
  FEW_LEFT_THRESHOLD: z.coerce.number().int().min(0).max(100).default(3),
  // Catalogue answers kept in memory; a committed change drops the answers it alters (0 turns it off).
  CATALOGUE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  CATALOGUE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(64),
  // The operators' counters (GET /metrics) on a port of their own, off by default, never the shop's.
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  // Other origins whose scripts may call the API with a Bearer token (none by default).
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.url().transform((u) => new URL(u).origin))),
  // Proxies whose X-Forwarded-For names the client (rate limits count by it); none by default, so
  // nobody can pick the address they are counted under.
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().refine(isProxyAddress, 'must be addresses, CIDR ranges, loopback, linklocal or uniquelocal'))),
  // How long SIGTERM waits for requests in flight before the process exits anyway.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
  // How long SIGTERM leaves idle keep-alive connections for the proxy to close (longer than the
  // proxy's upstream keep-alive timeout: 4 s in nginx.conf).
  SHUTDOWN_IDLE_SECONDS: z.coerce.number().int().min(0).max(120).default(5),
});

/** Whether Fastify's trustProxy (proxy-addr) accepts the entry: an address, address/prefix or named range. */
function isProxyAddress(entry: string): boolean {
  try {
    compileProxyAddresses(entry);
    return true;
  } catch {
    return false;
  }
}

const durationUnits = { s: 1, m: 60, h: 3600, d: 86400 } as const;
function durationSeconds(text: string): number {
  const unit = text.at(-1) as keyof typeof durationUnits;
  return unit in durationUnits ? Number(text.slice(0, -1)) * durationUnits[unit] : Number(text);
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the whsec_... of the webhook endpoint)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 random characters)');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(e.DATA_DIR),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    jwtSecret: e.JWT_SECRET || undefined,
    /** Made by withDataDirSecret and kept in DATA_DIR (production on PGlite without JWT_SECRET). */
    jwtSecretGenerated: env.ATELIER_JWT_SECRET_GENERATED === '1',
    accessTokenTtlSeconds: durationSeconds(e.ACCESS_TOKEN_TTL),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL || undefined,
    rateLimits: e.RATE_LIMITS,
    storeEmail: e.STORE_EMAIL,
    shop: {
      legalName: e.SHOP_LEGAL_NAME,
      addressLines: e.SHOP_ADDRESS.split('|')
        .map((l) => l.trim())
        .filter(Boolean),
      vatNumber: e.SHOP_VAT_NUMBER,
    },
    returnWindowDays: e.RETURN_WINDOW_DAYS,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiUrl: e.STRIPE_API_URL }
      : undefined,
    testPaymentWebhookSecret: e.TEST_PAYMENT_WEBHOOK_SECRET || undefined,
    /** Ideal Postcodes' postcode lookup, when the owner set a key (R20.23); undefined: off. */
    postcodeLookup: e.POSTCODE_LOOKUP_API_KEY
      ? { apiKey: e.POSTCODE_LOOKUP_API_KEY, url: e.POSTCODE_LOOKUP_URL, timeoutMs: e.POSTCODE_LOOKUP_TIMEOUT_MS }
      : undefined,
    checkoutSessionTtlMinutes: e.CHECKOUT_SESSION_TTL_MINUTES,
    shipping: { freeThresholdPence: e.SHIPPING_FREE_THRESHOLD_PENCE, feePence: e.SHIPPING_FEE_PENCE },
    delivery: {
      nextDayFeePence: e.NEXT_DAY_FEE_PENCE,
      nextDayCutoff: e.NEXT_DAY_CUTOFF,
      collectReadyWorkingDays: e.COLLECT_READY_WORKING_DAYS,
    },
    orderSweepIntervalSeconds: e.ORDER_SWEEP_INTERVAL_SECONDS,
    fewLeftThreshold: e.FEW_LEFT_THRESHOLD,
    catalogueCache: { ttlSeconds: e.CATALOGUE_CACHE_TTL_SECONDS, maxBytes: e.CATALOGUE_CACHE_MAX_MB * 1024 * 1024 },
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    corsOrigins: e.CORS_ORIGINS,
    trustedProxies: e.TRUSTED_PROXIES,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    shutdownIdleSeconds: e.SHUTDOWN_IDLE_SECONDS,
    /** Session cookies are Secure everywhere but local development and tests (plain http). */
    secureCookies: e.NODE_ENV === 'production',
    // OWASP argon2id minimum; tests alone use a cheap setting so suites stay fast.
    argon2: e.NODE_ENV === 'test' ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : { memoryCost: 19456, timeCost: 2, parallelism: 1 },
  };
}

/**
 * What a production start lacks or does unsafely, each in a sentence an operator can act on.
 * startServer logs them once, at start (issue 31); development and tests stay quiet.
 */
/** Where new checkout sessions go: Stripe when STRIPE_SECRET_KEY is set, else the test provider (R5.6, R12.10). */
export function activePaymentProvider(config: Pick<Config, 'stripe'>): PaymentProviderName {
  return config.stripe ? 'stripe' : 'test';
}

export function productionWarnings(config: Config): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (!config.publicUrlSet) {
    warnings.push(
      `PUBLIC_URL is not set: links in mails and payment return addresses point to ${config.publicUrl}, which shoppers cannot reach. Set it to the shop's address, e.g. https://shop.example.com`,
    );
  } else if (config.publicUrl.startsWith('http://') && !/^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(config.publicUrl)) {
    warnings.push(
      'PUBLIC_URL starts with http://: session cookies are Secure in production, so browsers will not send them over plain http. Serve the shop over https',
    );
  }
  if (!config.smtpUrl) {
    warnings.push(
      `SMTP_URL is not set: mails (order confirmations, password resets) are written to ${path.join(config.dataDir, 'outbox')} and nobody receives them`,
    );
  }
  if (!config.stripe) {
    warnings.push(
      'STRIPE_SECRET_KEY is not set: checkout uses the test payment provider, which takes no money; anyone can "pay" with the test card',
    );
  }
  if (!config.databaseUrl && config.redisUrl) {
    warnings.push(
      'REDIS_URL is set but DATABASE_URL is not: several instances on the embedded database (PGlite) would each keep a shop of their own. Use PostgreSQL (DATABASE_URL) for more than one instance',
    );
  }
  if (config.jwtSecret && new Set(config.jwtSecret).size < 12) {
    warnings.push(
      'JWT_SECRET is long enough but uses few different characters, so it looks typed rather than random: anyone who guesses it can sign in as anyone. Use e.g. openssl rand -base64 48',
    );
  }
  if (config.jwtSecretGenerated) {
    warnings.push(
      `JWT_SECRET is not set: using a random secret kept in ${path.join(config.dataDir, GENERATED_SECRET_FILE)}. That is fine for one instance on the embedded database; instances that share a database must share JWT_SECRET`,
    );
  }
  return warnings;
}

export const GENERATED_SECRET_FILE = 'jwt-secret';

/**
 * A production start on the embedded database (one instance by construction) needs no settings:
 * without JWT_SECRET, a random one is made once and kept in DATA_DIR, so sessions survive a
 * restart. With DATABASE_URL (possibly several instances) JWT_SECRET stays required: each
 * instance would otherwise sign with its own. Returns the environment to load the config from.
 */
export function withDataDirSecret(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (env.NODE_ENV !== 'production' || env.JWT_SECRET || env.DATABASE_URL) return env;
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  const file = path.join(dataDir, GENERATED_SECRET_FILE);
  let secret = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (secret.length < 32) {
    secret = randomBytes(48).toString('base64');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  return { ...env, JWT_SECRET: secret, ATELIER_JWT_SECRET_GENERATED: '1' };
}
