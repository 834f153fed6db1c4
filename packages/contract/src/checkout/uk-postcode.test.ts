import { describe, expect, it } from 'vitest';
import { formatUkPostcode, notDeliveredMessage, postcodeRegion, regionRule } from './uk-postcode.ts';

describe('formatUkPostcode (R20.21)', () => {
  it.each([
    ['eh11aa', 'EH1 1AA'],
    ['  cf10 1aa ', 'CF10 1AA'],
    ['BT1  1AA', 'BT1 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['m11ae', 'M1 1AE'],
    ['gir0aa', 'GIR 0AA'],
    ['bfpo123', 'BFPO 123'],
    ['BFPO 1', 'BFPO 1'],
  ])('writes %j as %j', (typed, written) => {
    expect(formatUkPostcode(typed)).toBe(written);
  });

  it.each(['', 'EH1', '12345', 'EH1 1A', 'BFPO', 'BFPO 12345', 'ZZZ 1AA', 'EH1 1AAA'])('refuses %j', (typed) => {
    expect(formatUkPostcode(typed)).toBeUndefined();
  });
});

describe('postcodeRegion (R20.22)', () => {
  it.each([
    ['EH1 1AA', 'mainland'],
    ['CF10 1AA', 'mainland'],
    ['SW1A 1AA', 'mainland'],
    ['OX1 1AA', 'mainland'],
    ['BT1 1AA', 'northernIreland'],
    ['BT48 6DQ', 'northernIreland'],
    ['IV1 1AA', 'highlandsIslands'],
    ['HS1 2AA', 'highlandsIslands'],
    ['ZE1 0AA', 'highlandsIslands'],
    ['KW15 1AA', 'highlandsIslands'],
    ['PA20 0AA', 'highlandsIslands'],
    ['PA49 7AA', 'highlandsIslands'],
    ['PA1 1AA', 'mainland'],
    ['PA50 1AA', 'mainland'],
    ['PA78 6TB', 'highlandsIslands'],
    ['PH17 2AA', 'highlandsIslands'],
    ['PH1 1AA', 'mainland'],
    ['PH50 4AA', 'highlandsIslands'],
    ['KA27 8AA', 'highlandsIslands'],
    ['KA1 1AA', 'mainland'],
    ['AB31 4AA', 'highlandsIslands'],
    ['AB10 1AA', 'mainland'],
    ['AB39 2AA', 'mainland'],
    ['AB56 1AA', 'highlandsIslands'],
    ['IM1 1AA', 'isleOfMan'],
    ['GY1 1AA', 'channelIslands'],
    ['JE2 3AB', 'channelIslands'],
    ['TR21 0AA', 'scilly'],
    ['TR1 1AA', 'mainland'],
    ['BFPO 123', 'bfpo'],
    ['bt11aa', 'northernIreland'],
  ])('%s is %s', (postcode, region) => {
    expect(postcodeRegion(postcode)).toBe(region);
  });

  it('has no region for what is not a postcode', () => {
    expect(postcodeRegion('nowhere')).toBeUndefined();
  });
});

describe('regionRule', () => {
  it('charges the mainland nothing extra, and a region what the owner set', () => {
    expect(regionRule('mainland', undefined)).toEqual({ delivered: true, surchargePence: 0 });
    const rules = {
      northernIreland: { delivered: true, surchargePence: 495 },
      highlandsIslands: { delivered: true, surchargePence: 0 },
      isleOfMan: { delivered: true, surchargePence: 0 },
      channelIslands: { delivered: false, surchargePence: 0 },
      scilly: { delivered: true, surchargePence: 0 },
      bfpo: { delivered: true, surchargePence: 0 },
    };
    expect(regionRule('northernIreland', rules)).toEqual({ delivered: true, surchargePence: 495 });
    expect(regionRule('channelIslands', rules).delivered).toBe(false);
    expect(notDeliveredMessage('channelIslands', 'JE2 3AB')).toContain('Channel Islands postcodes (JE2 3AB)');
  });
});
