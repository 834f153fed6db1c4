import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { checkoutService, type CheckoutService } from '../checkout/service.ts';
import { providerRegistry, type ProviderRegistry } from '../payment/providers/registry.ts';
import { paymentRoutes } from '../payment/routes.ts';
import { testPaymentPages } from '../payment/test-page-routes.ts';
import { webhookHandler } from '../payment/webhook.ts';
import { orderAdminService, type OrderAdminService } from './admin.ts';
import type { CommerceDeps } from './deps.ts';
import { orderLifecycle, type OrderLifecycle } from './lifecycle.ts';
import { orderRoutes } from './routes.ts';
import { orderService, type OrderService } from './service.ts';
import { expirySweeper, type ExpirySweeper } from './sweeper.ts';

/** Checkout, payments and orders, for other modules (the admin area calls app.commerce.admin). */
export interface Commerce {
  checkout: CheckoutService;
  orders: OrderService;
  /** process, ship, deliver, approveCancel, declineCancel, approveRefund, rejectRefund. */
  admin: OrderAdminService;
  lifecycle: OrderLifecycle;
  providers: ProviderRegistry;
  sweeper: ExpirySweeper;
}

declare module 'fastify' {
  interface FastifyInstance {
    commerce: Commerce;
  }
}

/**
 * Registers checkout (POST /api/payment/create-checkout-session), the payment webhook and success
 * lookup, the order routes, the test provider's hosted page (/pay/test/...) and the expiry sweeper
 * (started when the app is ready, stopped when it closes). Needs the session and mail plugins.
 */
export const commercePlugin = fp<{ db: Db; clock: Clock; config: Config }>(
  async (app, { db, clock, config }) => {
    const providers = providerRegistry({ config, db, clock, pepper: app.auth.pepper });
    if (config.env === 'production' && providers.active.name === 'test') {
      app.log.warn('STRIPE_SECRET_KEY is not set: checkout uses the built-in TEST payment provider and takes no real money');
    }
    const deps: CommerceDeps = { db, clock, config, mailer: app.mailer, log: app.log, providers };
    const lifecycle = orderLifecycle(deps);
    const commerce: Commerce = {
      checkout: checkoutService(deps, lifecycle),
      orders: orderService(deps, lifecycle),
      admin: orderAdminService(deps, lifecycle),
      lifecycle,
      providers,
      sweeper: expirySweeper(deps, lifecycle, config.orderSweepIntervalSeconds),
    };
    app.decorate('commerce', commerce);

    await app.register(paymentRoutes, { prefix: '/api', checkout: commerce.checkout, orders: commerce.orders, handleWebhook: webhookHandler(deps, lifecycle) });
    await app.register(orderRoutes, { prefix: '/api', orders: commerce.orders });
    await app.register(testPaymentPages, { deps });

    app.addHook('onReady', async () => commerce.sweeper.start());
    app.addHook('onClose', async () => commerce.sweeper.stop());
  },
  { name: 'atelier-commerce', dependencies: ['atelier-session', 'atelier-mail'] },
);
