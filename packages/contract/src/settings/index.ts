// The settings domain's public surface: what the API and the web may import from @atelier/contract/settings.
export {
  BUILT_IN_SETTINGS,
  DeliverySetting,
  EffectiveSettings,
  InventorySetting,
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
  REGISTERED_IN,
  returnsPromise,
  returnWindowText,
  sellerAddress,
  sellerIdentity,
  ShopTerms,
  shopTermsOf,
  standardDeliveryTimes,
} from './promises.ts';
export { DELIVERY_WINDOW_TEXT, DISPATCH_WINDOW_TEXT } from '../orders/delivery-windows.ts';
