import { checkRouteDeclared } from './kit/permissions.ts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { AppError } from './lib/errors.ts';
import { healthRoutes } from './plumbing/health/routes.ts';
import { catalogueCachePlugin } from './modules/catalogue/cache-plugin.ts';
import { catalogueModule } from './modules/catalogue/routes.ts';
import { mediaRoutes } from './modules/catalogue/media-routes.ts';
import { newsletterModule } from './modules/messages/newsletter-routes.ts';
import { backInStockModule } from './modules/inventory/back-in-stock-shop-routes.ts';
import { contactModule } from './modules/messages/contact-routes.ts';
import { reviewsModule } from './modules/reviews/shop-routes.ts';
import { sessionPlugin } from './plumbing/session/session.ts';
import { rateLimitPlugin } from './plumbing/rate-limit/plugin.ts';
import { mailPlugin } from './plumbing/mail/mailer.ts';
import { settingsService } from './modules/settings/service.ts';
import { shopTermsModule } from './modules/settings/shop-routes.ts';
import { shopTermsCachePlugin } from './modules/settings/terms-cache.ts';
import { authModule } from './modules/customers/auth-routes.ts';
import { addressModule } from './modules/customers/address-routes.ts';
import { userModule } from './modules/customers/user-routes.ts';
import { cartModule } from './modules/cart/routes.ts';
import { balanceShopRoutes } from './modules/balances/shop-routes.ts';
import { commercePlugin } from './commerce-plugin.ts';
import { adminModule } from './back-office.ts';
import { staffModule } from './modules/staff/routes.ts';
import { searchLogPlugin } from './modules/search-insights/routes.ts';
import { DOCS_CSP, securityHeadersPlugin } from './plumbing/security/headers.ts';
import { inputGuardPlugin } from './plumbing/security/input.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  logger?: FastifyBaseLogger;
}

export type App = FastifyInstance;

export interface RouteEntry {
  method: string;
  url: string;
  declared: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

/** Builds the whole API; server.ts listens on it, tests call inject(). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // X-Forwarded-For is believed only from the configured proxies (TRUSTED_PROXIES).
    trustProxy: deps.config.trustedProxies.length ? deps.config.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // Every route as registered, and whether it came from a contract declaration (the seam test reads it).
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, declared: Boolean(route.config?.endpoint) });
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // Every /api/admin route declares its permission in kit/permissions.ts, or the app does not start (R13.7).
  app.addHook('onRoute', checkRouteDeclared);
  // First, so its headers reach every route, the API docs' included.
  await app.register(securityHeadersPlugin, { config: deps.config });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Atelier API', version: '0.1.0', description: 'Catalogue, cart, accounts, checkout and orders of the Atelier store.' },
      servers: [{ url: deps.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

  const ctx = { db: deps.database.db, clock, config: deps.config };
  await app.register(inputGuardPlugin);
  // App-wide: cookies, CSRF rule and token checks; rate limiter; mailer (used by every module below).
  await app.register(sessionPlugin, ctx);
  await app.register(rateLimitPlugin, ctx);
  // Every mail's footer and promises come from the settings in force when it is sent (R22.21).
  await app.register(mailPlugin, { ...ctx, shopTerms: () => settingsService(ctx.db, ctx.config, clock).terms() });
  await app.register(healthRoutes, { database: deps.database });
  await app.register(mediaRoutes, { db: ctx.db });
  await app.register(catalogueCachePlugin, { ...ctx, database: deps.database });
  // Before the catalogue, so its hook sees the catalogue's searches (R22.12).
  await app.register(searchLogPlugin, ctx);
  await app.register(shopTermsCachePlugin, { ...ctx, database: deps.database });
  await app.register(shopTermsModule, { prefix: '/api' });
  await app.register(catalogueModule, { prefix: '/api', ...ctx });
  await app.register(newsletterModule, { prefix: '/api', ...ctx });
  await app.register(backInStockModule, ctx);
  await app.register(contactModule, { prefix: '/api', ...ctx });
  await app.register(reviewsModule, { prefix: '/api', ...ctx });
  await app.register(authModule, { prefix: '/api', ...ctx });
  await app.register(userModule, { prefix: '/api', ...ctx });
  await app.register(addressModule, { prefix: '/api', ...ctx });
  await app.register(cartModule, { prefix: '/api', ...ctx });
  // Checkout, payments and orders (app.commerce; routes under /api and the test provider's /pay/test).
  await app.register(commercePlugin, ctx);
  // Gift card balance checks and a customer's store credit (R23.9, R23.10).
  await app.register(balanceShopRoutes, { prefix: '/api', ...ctx });
  // The store owner's area (needs app.commerce for order moves).
  await app.register(adminModule, { prefix: '/api/admin', ...ctx });
  // Invitations to the admin area, answered by people who are not admins yet.
  await app.register(staffModule, { prefix: '/api', ...ctx });

  return app;
}

function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        return `${field}: ${v.message}`;
      });
      return reply.status(400).send({ message: fields.join('; '), code: 'VALIDATION_ERROR' });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: (error as Error).message, code: (error as { code?: string }).code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}
