// The settings domain's public surface: what the API and the web may import from @atelier/contract/settings.
export {
  BUILT_IN_SETTINGS,
  DeliverySetting,
  EffectiveSettings,
  InventorySetting,
  RemindersSetting,
  ReturnsSetting,
  SETTING_KEYS,
  type SettingKey,
  SettingsInput,
  SettingsResponse,
  ShippingSetting,
  ShopSetting,
  type StoredSettings,
} from './settings.ts';
export {
  collectionPromise,
  companyRegistration,
  deliveryAlwaysFree,
  deliveryPromise,
  nextDayPromise,
  promiseAmount,
  regionsPromise,
  REGISTERED_IN,
  returnsPromise,
  returnWindowText,
  sellerAddress,
  sellerIdentity,
  standardDeliveryTimes,
} from './promises.ts';
export { ShopTerms, ShopTermsAnswer, shopTermsOf } from './shop-terms.ts';
export { DELIVERY_WINDOW_TEXT, DISPATCH_WINDOW_TEXT } from '../orders/delivery-windows.ts';
