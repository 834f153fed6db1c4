import { activePaymentProvider, type Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { deriveKey } from '../../../plumbing/session/tokens.ts';
import type { PaymentEvent, PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe.ts';
import { testProvider, type TestProvider } from './test-provider.ts';

export interface ProviderRegistry {
  /** Where new checkout sessions go: Stripe with STRIPE_SECRET_KEY, else the test provider. */
  active: PaymentProvider;
  /** Always there: its open sessions must still settle after Stripe is switched on. */
  test: TestProvider;
  /** Undefined for a name not configured, or for "balance" (an order gift cards paid in full, R23.4). */
  byName(name: string): PaymentProvider | undefined;
  /** The event and the provider whose webhook secret signed it, or null for a bad signature. */
  verify(rawBody: string, signature: string | undefined): { provider: PaymentProvider; event: PaymentEvent } | null;
}

/**
 * The test provider's webhook secret: TEST_PAYMENT_WEBHOOK_SECRET, else derived from the JWT
 * secret (through the auth pepper) so instances sharing JWT_SECRET share it and nobody else has it.
 */
export function testWebhookSecret(config: Config, pepper: Uint8Array): string {
  return config.testPaymentWebhookSecret ?? `whsec_${deriveKey(pepper, 'test-payment-webhook').toString('base64url')}`;
}

export function providerRegistry(opts: { config: Config; db: Db; clock: Clock; pepper: Uint8Array }): ProviderRegistry {
  const { config, db, clock } = opts;
  const test = testProvider({ db, clock, publicUrl: config.publicUrl, webhookSecret: testWebhookSecret(config, opts.pepper) });
  const stripe = config.stripe
    ? stripeProvider({
        secretKey: config.stripe.secretKey,
        webhookSecret: config.stripe.webhookSecret,
        apiUrl: config.stripe.apiUrl,
        clock,
      })
    : undefined;
  const all: PaymentProvider[] = stripe ? [stripe, test] : [test];
  return {
    active: activePaymentProvider(config) === 'stripe' && stripe ? stripe : test,
    test,
    byName: (name) => all.find((p) => p.name === name),
    verify(rawBody, signature) {
      for (const provider of all) {
        const event = provider.verifyWebhook(rawBody, signature);
        if (event) return { provider, event };
      }
      return null;
    },
  };
}
