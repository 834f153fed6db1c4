import {
  balanceState,
  giftCardExpiry,
  GIFT_CARD_REFUSALS,
  type GiftCardRefusal,
  isGiftCode,
  normaliseGiftCode,
  type Spendable,
} from '@atelier/contract/balances';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { giftCodeHash, newGiftCode } from './codes.ts';
import { type Actor, balanceRepository, type BalanceAccountRow } from './repository.ts';

/**
 * The one balance ledger (R23.1-R23.6): every change of a gift card's or store credit's balance goes
 * through here, inside the caller's transaction, with an entry saying who and when. Holds are taken
 * in the checkout's own transaction with the accounts locked and a conditional update, captured at
 * payment and released when the checkout ends unpaid, each exactly once (the hold's status moves by
 * a conditional update, so a second delivery of the same event finds nothing to move).
 */
export function balanceLedger(tx: Db, now: Date) {
  const repo = balanceRepository(tx);

  async function spend(account: BalanceAccountRow, orderId: number, amountPence: number, actor: Actor): Promise<boolean> {
    const after = await repo.change(account.id, -amountPence, { now, spendable: true });
    if (after === undefined) return false;
    await repo.insertHold({ orderId, accountId: account.id, amountPence, at: now });
    await repo.addEntry({
      accountId: account.id,
      kind: 'hold',
      amountPence: -amountPence,
      balanceAfterPence: after,
      orderId,
      actor,
      at: now,
    });
    return true;
  }

  return {
    /**
     * A new gift card (R23.7, R23.13): the one issue path, for the owner's card and the one a shopper
     * bought. Answers the account and its code, which is kept only as its hash; a sold card's code
     * is drawn again when it is sent (`rekey`), so last4 stays empty until then.
     */
    async issueGiftCard(
      card: { amountPence: number; recipientName: string; recipientEmail: string; message: string; source: 'issued' | 'sold' },
      actor: Actor,
    ): Promise<{ account: BalanceAccountRow; code: string; expiresAt: Date }> {
      const code = newGiftCode();
      const expiresAt = giftCardExpiry(now);
      const account = await repo.insert({
        kind: 'gift_card',
        source: card.source,
        codeHash: giftCodeHash(code),
        codeLast4: card.source === 'issued' ? code.slice(-4) : null,
        recipientName: card.recipientName,
        recipientEmail: card.recipientEmail,
        message: card.message,
        balancePence: card.amountPence,
        issuedPence: card.amountPence,
        expiresAt,
        createdAt: now,
      });
      await repo.addEntry({
        accountId: account.id,
        kind: 'issue',
        amountPence: card.amountPence,
        balanceAfterPence: card.amountPence,
        actor,
        at: now,
        note: `${card.source === 'sold' ? 'Bought in the shop for' : 'To'} ${card.recipientEmail}`,
      });
      return { account, code, expiresAt };
    },

    /** A sold card's code, drawn as it is mailed (R23.13): the one kept at issue was never shown to anyone. */
    async rekey(accountId: number): Promise<string> {
      const code = newGiftCode();
      await repo.update(accountId, { codeHash: giftCodeHash(code), codeLast4: code.slice(-4) });
      return code;
    },

    /**
     * What a checkout may spend, locked until its transaction ends: the gift card typed (refused
     * with its reason when it cannot pay), then the customer's store credit when asked for.
     */
    async lockForCheckout(
      opts: {
        giftCardCode?: string;
        storeCreditOf?: number;
      },
      lock = true,
    ): Promise<Array<Spendable & { account: BalanceAccountRow }>> {
      const ids: number[] = [];
      if (opts.giftCardCode) {
        const code = normaliseGiftCode(opts.giftCardCode);
        const card = isGiftCode(code) ? await repo.byCodeHash(giftCodeHash(code)) : undefined;
        if (!card) throw refusal('UNKNOWN');
        ids.push(card.id);
      }
      const credit = opts.storeCreditOf !== undefined ? await repo.storeCreditOf(opts.storeCreditOf) : undefined;
      if (credit) ids.push(credit.id);
      // A quote only reads; the checkout locks until its transaction ends.
      const locked = lock ? await repo.lock(ids) : await repo.read(ids);
      const cardRow = locked.find((a) => a.kind === 'gift_card');
      if (cardRow) {
        const state = balanceState(cardRow, now);
        if (state === 'void') throw refusal('VOID');
        if (state === 'expired') throw refusal('EXPIRED');
        if (cardRow.balancePence <= 0) throw refusal('EMPTY');
      }
      // The card typed pays first, then store credit.
      return locked
        .filter((a) => balanceState(a, now) === 'active')
        .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'gift_card' ? -1 : 1))
        .map((a) => ({ accountId: a.id, availablePence: a.balancePence, account: a }));
    },

    /** Takes the amounts for the order (R23.3); a balance that no longer has them refuses the checkout. */
    async hold(orderId: number, holds: Array<{ account: BalanceAccountRow; amountPence: number }>, actor: Actor): Promise<void> {
      for (const h of holds) {
        if (!(await spend(h.account, orderId, h.amountPence, actor)))
          throw new AppError(409, 'BALANCE_CHANGED', 'Your gift card or store credit balance changed meanwhile. Please try again.');
      }
    },

    /**
     * At payment (R23.3): the order's holds are spent for good, once. An order whose holds were
     * released (paid after its checkout ended) takes them again if the balances still have them;
     * false when they do not, so the order is put to the owner like one whose items sold out.
     */
    async capture(orderId: number, balancePaidPence: number, actor: Actor): Promise<boolean> {
      if (balancePaidPence === 0) return true;
      let captured = await repo.moveHolds(orderId, 'held', 'captured');
      if (!captured.length) {
        const released = await repo.holdsOf(orderId);
        if (!released.length || released.some((h) => h.status !== 'released')) return released.some((h) => h.status === 'captured');
        await repo.lock(released.map((h) => h.accountId));
        for (const h of released) {
          const after = await repo.change(h.accountId, -h.amountPence, { now, spendable: true });
          if (after === undefined) {
            // Undo this order's takings so far in this loop: the caller's transaction goes on.
            for (const done of released.slice(0, released.indexOf(h)))
              await repo.change(done.accountId, done.amountPence, { now, spendable: false });
            return false;
          }
          await repo.addEntry({
            accountId: h.accountId,
            kind: 'hold',
            amountPence: -h.amountPence,
            balanceAfterPence: after,
            orderId,
            actor,
            at: now,
            note: 'Taken again: paid after the checkout had ended.',
          });
        }
        captured = await repo.moveHolds(orderId, 'released', 'captured');
      }
      for (const h of captured) {
        const [account] = await repo.lock([h.accountId]);
        await repo.addEntry({
          accountId: h.accountId,
          kind: 'capture',
          amountPence: 0,
          balanceAfterPence: account!.balancePence,
          orderId,
          actor,
          at: now,
          note: `${h.amountPence} pence spent.`,
        });
      }
      return true;
    },

    /** The checkout ended unpaid (expired, declined, cancelled): what it held goes back, once (R23.3). */
    async release(orderId: number, note: string): Promise<number> {
      const released = await repo.moveHolds(orderId, 'held', 'released');
      let back = 0;
      for (const h of released) {
        const after = (await repo.change(h.accountId, h.amountPence, { now, spendable: false }))!;
        await repo.addEntry({
          accountId: h.accountId,
          kind: 'release',
          amountPence: h.amountPence,
          balanceAfterPence: after,
          orderId,
          actor: { kind: 'system' },
          at: now,
          note,
        });
        back += h.amountPence;
      }
      return back;
    },

    /**
     * A refund's balance part (R23.6): back to the gift cards and store credit that paid the order,
     * each up to what it paid less what went back already; a card since voided or expired gives it
     * to the order owner's store credit instead. Answers what went back.
     */
    async refundToBalances(order: { id: number; userId: number }, amountPence: number, actor: Actor): Promise<number> {
      let left = amountPence;
      for (const h of await repo.holdsOf(order.id)) {
        if (left <= 0) break;
        if (h.status !== 'captured') continue;
        const take = Math.min(left, h.amountPence - h.refundedPence);
        if (take <= 0) continue;
        const [account] = await repo.lock([h.accountId]);
        const usable = account && balanceState(account, now) === 'active';
        const target = usable ? account : await repo.ensureStoreCredit(order.userId, now);
        const after = (await repo.change(target.id, take, { now, spendable: false }))!;
        await repo.addHoldRefund(order.id, h.accountId, take);
        await repo.addEntry({
          accountId: target.id,
          kind: 'refund',
          amountPence: take,
          balanceAfterPence: after,
          orderId: order.id,
          actor,
          at: now,
          note: usable ? '' : 'The gift card that paid can no longer be used, so this went to store credit.',
        });
        left -= take;
      }
      return amountPence - left;
    },

    /** A refund the owner or the customer chose to take as store credit (R23.9). */
    async creditStore(userId: number, amountPence: number, orderId: number | null, actor: Actor, note = ''): Promise<void> {
      const account = await repo.ensureStoreCredit(userId, now);
      const after = (await repo.change(account.id, amountPence, { now, spendable: false }))!;
      await repo.addEntry({ accountId: account.id, kind: 'refund', amountPence, balanceAfterPence: after, orderId, actor, at: now, note });
    },
  };
}
export type BalanceLedger = ReturnType<typeof balanceLedger>;

function refusal(reason: GiftCardRefusal): AppError {
  return new AppError(409, `GIFT_CARD_${reason}`, GIFT_CARD_REFUSALS[reason]);
}
