import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { offeredPaymentMethods } from '@atelier/contract/payments';
import type { ShopTermsAnswer } from '@atelier/contract/settings';
import { activePaymentProvider, type Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { settingsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** GET /api/shop-terms's answer, read by every page; a route that saves the settings calls changed(). */
    shopTermsCache: ShopTermsCache;
  }
}

export interface ShopTermsCache {
  get(): Promise<ShopTermsAnswer>;
  /** After a save: drops this instance's answer at once, and every other instance's through NOTIFY. */
  changed(): Promise<void>;
}

/** The channel a settings save NOTIFYs on. */
export const SETTINGS_CHANNEL = 'atelier_settings';

/**
 * The shop's terms in memory between changes (decision 0054; 0023 named this way). Every page's
 * root loader asks for them, and they change only when the owner saves the settings. Kept only
 * while this instance listens for the change notices, and only when the catalogue answers are
 * cached too (CATALOGUE_CACHE_TTL_SECONDS); otherwise read from the database on every call.
 */
export const shopTermsCachePlugin = fp<{ db: Database['db']; clock: Clock; config: Config; database: Database }>(
  async (app, { db, clock, config, database }) => {
    const settings = settingsService(db, config, clock);
    const read = async (): Promise<ShopTermsAnswer> => ({
      ...(await settings.terms()),
      paymentMethods: offeredPaymentMethods(activePaymentProvider(config)),
    });
    let trusted = false;
    let held: Promise<ShopTermsAnswer> | undefined;
    const drop = () => {
      held = undefined;
    };
    const get = () => {
      if (!trusted) return read();
      if (!held) {
        const reading = read();
        held = reading;
        // A failed read is not kept: the next page asks the database again.
        reading.catch(() => {
          if (held === reading) drop();
        });
      }
      return held;
    };
    app.decorate('shopTermsCache', {
      get,
      async changed() {
        drop();
        await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, 'changed')`);
      },
    });
    if (config.catalogueCache.ttlSeconds > 0) {
      const stop = await database.listen(SETTINGS_CHANNEL, {
        onNotify: drop,
        onState: (on) => {
          trusted = on;
          drop();
        },
      });
      app.addHook('onClose', async () => stop());
    }
  },
);
