import { createHash, randomInt } from 'node:crypto';
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH, normaliseGiftCode } from '@atelier/contract/balances';

/** A new gift card code: 16 symbols drawn by the system's CSPRNG (about 79 bits, R23.2). */
export function newGiftCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i += 1) code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return code;
}

/**
 * What the database keeps of a code: its SHA-256. A code has far too many values to guess or to
 * tabulate, so a plain hash suffices (a password needs a slow one; this is looked up on every use).
 */
export function giftCodeHash(typed: string): string {
  return createHash('sha256').update(normaliseGiftCode(typed)).digest('hex');
}
