import { describe, expect, it } from 'vitest';
import {
  collectionPromise,
  companyRegistration,
  deliveryPromise,
  nextDayPromise,
  promiseAmount,
  regionsPromise,
  returnsPromise,
  returnWindowText,
  sellerIdentity,
} from './promises.ts';
import { shopTermsOf, type ShopTerms } from './shop-terms.ts';
import type { EffectiveSettings } from './settings.ts';
import { DEFAULT_REGION_RULES } from '../checkout/uk-postcode.ts';

const settings: EffectiveSettings = {
  shop: {
    name: 'Atelier',
    legalName: 'Atelier London Ltd',
    addressLines: ['12 Marylebone Lane', 'London W1U 2NE', 'United Kingdom'],
    vatNumber: '',
    companyNumber: '14829307',
    contactEmail: 'hello@atelier.local',
  },
  shipping: { freeThresholdPence: 10_000, feePence: 450 },
  delivery: {
    nextDayFeePence: 695,
    nextDayCutoff: '14:00',
    collectionAddressLines: [],
    collectionHours: 'Monday to Friday, 9am-5pm',
    collectReminderDays: 3,
    regions: DEFAULT_REGION_RULES,
  },
  returns: { returnWindowDays: 28 },
  inventory: { lowStockThreshold: 3 },
  reminders: { checkoutReminders: false, checkoutReminderMinutes: 240 },
};
const terms: ShopTerms = shopTermsOf(settings);

describe('the promise sentences (R22.21)', () => {
  it('say the delivery fee and threshold, or that delivery is always free', () => {
    expect(deliveryPromise(terms)).toBe('Free UK delivery on orders of £100 or more, £4.50 below that.');
    expect(deliveryPromise({ shipping: { freeThresholdPence: 0, feePence: 395 } })).toBe('Free UK delivery on every order.');
    expect(deliveryPromise({ shipping: { freeThresholdPence: 5000, feePence: 0 } })).toBe('Free UK delivery on every order.');
    expect(deliveryPromise({ shipping: { freeThresholdPence: 7550, feePence: 395 } })).toBe(
      'Free UK delivery on orders of £75.50 or more, £3.95 below that.',
    );
  });

  it('say the next-day fee and cut-off, and where and when to collect (the shop itself when no point is set)', () => {
    expect(nextDayPromise(terms)).toBe('Next-day delivery £6.95 when you order by 14:00 (UK time) on a working day.');
    expect(collectionPromise(terms)).toBe(
      'Free Click & collect from 12 Marylebone Lane, London W1U 2NE, United Kingdom, Monday to Friday, 9am-5pm.',
    );
    const own = shopTermsOf({
      ...settings,
      delivery: { ...settings.delivery, collectionAddressLines: ['7 Cork Street', 'London W1S 3NG'] },
    });
    expect(collectionPromise(own)).toBe('Free Click & collect from 7 Cork Street, London W1S 3NG, Monday to Friday, 9am-5pm.');
  });

  it('say the return window in days, one day in the singular', () => {
    expect(returnsPromise(terms)).toBe('Free returns within 28 days of receipt.');
    expect(returnWindowText({ returns: { returnWindowDays: 1 } })).toBe('1 day');
  });

  it('name the seller with its company number, and its VAT number only when it has one', () => {
    expect(sellerIdentity(terms)).toBe(
      'Atelier London Ltd, 12 Marylebone Lane, London W1U 2NE, United Kingdom. Registered in England and Wales, company no. 14829307.',
    );
    const vat = { shop: { ...terms.shop, vatNumber: 'GB123456789' } };
    expect(companyRegistration(vat)).toBe('Registered in England and Wales, company no. 14829307. VAT no. GB123456789.');
    expect(sellerIdentity({ shop: { ...terms.shop, companyNumber: '', addressLines: [] } })).toBe('Atelier London Ltd.');
  });

  it('write whole pounds without pence', () => {
    expect(promiseAmount(10_000)).toBe('£100');
    expect(promiseAmount(450)).toBe('£4.50');
    expect(promiseAmount(123_400)).toBe('£1,234');
  });

  it('leave out stock: the terms are what a customer may read', () => {
    expect(Object.keys(terms).sort()).toEqual(['delivery', 'returns', 'shipping', 'shop']);
  });
});

describe('regionsPromise (R20.22)', () => {
  it('says every region is delivered, then each surcharge and each region refused, as set', () => {
    expect(regionsPromise(settings)).toMatch(/^We deliver to any address in the United Kingdom, .*BFPO included\.$/);
    const set = {
      delivery: {
        ...settings.delivery,
        regions: {
          ...DEFAULT_REGION_RULES,
          northernIreland: { delivered: true, surchargePence: 500 },
          channelIslands: { delivered: false, surchargePence: 0 },
        },
      },
    };
    expect(regionsPromise(set)).toBe(
      'We deliver to addresses in the United Kingdom. Delivery to Northern Ireland costs £5 more. We do not deliver to Channel Islands; Click & collect is open to everyone.',
    );
  });
});
