import fp from 'fastify-plugin';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { settingsService, type SettingsService } from './modules/settings/service.ts';
import { checkoutService, type CheckoutService } from './modules/checkout/service.ts';
import { providerRegistry, type ProviderRegistry } from './modules/payments/providers/registry.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { addressLookupRoutes } from './modules/checkout/address-lookup-routes.ts';
import { discountAdminService, type DiscountAdminService } from './modules/discounts/service.ts';
import { testPaymentPages } from './modules/checkout/test-page-routes.ts';
import { webhookHandler } from './modules/orders/webhook.ts';
import { orderAdminService, type OrderAdminService } from './modules/orders/admin-service.ts';
import type { CommerceDeps } from './modules/orders/deps.ts';
import { orderLifecycle, type OrderLifecycle } from './modules/orders/lifecycle.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { returnRoutes } from './modules/returns/routes.ts';
import { orderService, type OrderService } from './modules/orders/service.ts';
import { returnsService, type ReturnsService } from './modules/returns/returns-service.ts';
import { ownerRefundService, type OwnerRefundService } from './modules/returns/owner-refund-service.ts';
import { vatReceipt } from './modules/orders/receipt.ts';
import { expirySweeper, type ExpirySweeper } from './modules/orders/sweeper.ts';
import { guestOrderRoutes } from './modules/orders/guest-routes.ts';
import { guestOrderService } from './modules/orders/guest-order-service.ts';
import { emailVerification } from './modules/customers/verification.ts';
import { cartService } from './modules/cart/service.ts';
import { checkoutReminders, type CheckoutReminders } from './modules/orders/checkout-reminders.ts';
import { checkoutReminderRoutes } from './modules/orders/checkout-reminder-routes.ts';
import { giftCardSends } from './modules/balances/gift-card-sends.ts';
import { giftCardSales, type GiftCardSalesService } from './modules/checkout/gift-card-sales.ts';
import { giftCardSaleRoutes } from './modules/checkout/gift-card-sale-routes.ts';

/** Checkout, payments and orders, for other modules (the admin area calls app.commerce.admin). */
export interface Commerce {
  checkout: CheckoutService;
  orders: OrderService;
  /** The admin area's orders: list, detail, act, the moves process, ship, deliver, approveCancel, declineCancel, approveRefund, rejectRefund, and the owner's own cancel. */
  admin: OrderAdminService;
  /** The owner's own refund of a shipped or delivered order, whole or in part (R22.18). */
  ownerRefunds: OwnerRefundService;
  /** Item returns: the customer's request, the admin's approve and reject (R21). */
  returns: ReturnsService;
  lifecycle: OrderLifecycle;
  /** The admin area's discount codes (R20.1). */
  discounts: DiscountAdminService;
  providers: ProviderRegistry;
  sweeper: ExpirySweeper;
  /** Checkout reminders (R24): the sweep runs with the expiry sweeper; the owner's figures. */
  reminders: CheckoutReminders;
  /** The owner's settings, shared with the admin area's settings page. */
  settings: SettingsService;
  /** Gift cards sold in the shop (R23.11-R23.14). */
  giftCardSales: GiftCardSalesService;
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
    const settings = settingsService(db, config, clock);
    const deps: CommerceDeps = {
      db,
      clock,
      config,
      mailer: app.mailer,
      log: app.log,
      providers,
      settings,
      orderLinks: app.auth.orderLinks,
      reminderLinks: app.auth.reminderLinks,
    };
    const lifecycle = orderLifecycle(deps);
    const reminders = checkoutReminders(deps);
    const sends = giftCardSends(deps);
    const sales = giftCardSales(deps, sends);
    const commerce: Commerce = {
      checkout: checkoutService(deps, lifecycle),
      orders: orderService(deps, lifecycle),
      admin: orderAdminService(deps, lifecycle),
      ownerRefunds: ownerRefundService(deps, lifecycle),
      returns: returnsService(deps, lifecycle),
      lifecycle,
      discounts: discountAdminService(db, clock),
      providers,
      sweeper: expirySweeper(deps, lifecycle, config.orderSweepIntervalSeconds, reminders, sends),
      reminders,
      settings,
      giftCardSales: sales,
    };
    app.decorate('commerce', commerce);

    await app.register(checkoutRoutes, {
      prefix: '/api',
      checkout: commerce.checkout,
      orders: commerce.orders,
      handleWebhook: webhookHandler(deps, lifecycle, sales.onSession),
      db,
      clock,
    });
    await app.register(addressLookupRoutes, { prefix: '/api', config });
    await app.register(orderRoutes, {
      prefix: '/api',
      orders: commerce.orders,
      receipt: (userId, guid) => vatReceipt(deps, userId, guid),
    });
    await app.register(returnRoutes, { prefix: '/api', returns: commerce.returns });
    await app.register(guestOrderRoutes, {
      prefix: '/api',
      guestOrders: guestOrderService(deps, app.auth, emailVerification({ db, clock, config, mailer: app.mailer })),
      carts: cartService(db, clock),
    });
    await app.register(checkoutReminderRoutes, { prefix: '/api', reminders, carts: cartService(db, clock) });
    await app.register(giftCardSaleRoutes, { prefix: '/api', sales });
    await app.register(testPaymentPages, { deps });

    app.addHook('onReady', async () => commerce.sweeper.start());
    app.addHook('onClose', async () => commerce.sweeper.stop());
  },
  { name: 'atelier-commerce', dependencies: ['atelier-session', 'atelier-mail'] },
);
