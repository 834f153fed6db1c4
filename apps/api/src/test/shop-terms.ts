import { shopTermsOf, type ShopTerms } from '@atelier/contract/settings';
import { loadConfig, type Config } from '../config.ts';
import { settingsDefaults } from '../modules/settings/service.ts';

/** What a shop whose owner stored no settings promises: for rendering a mail template on its own. */
export function defaultShopTerms(config: Config = loadConfig({ NODE_ENV: 'test' })): ShopTerms {
  return shopTermsOf(settingsDefaults(config));
}
