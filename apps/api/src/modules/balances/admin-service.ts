import {
  type AdminBalanceAccount,
  type AdminBalanceDetail,
  type AdminIssueGiftCard,
  BALANCE_ENTRY_LABELS,
  balanceState,
  sendDayWords,
} from '@atelier/contract/balances';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../plumbing/mail/mailer.ts';
import { giftCardMail } from './gift-card-mail.tsx';
import { giftCardSalesRepository } from './gift-card-sales-repository.ts';
import { balanceLedger } from './ledger.ts';
import { balanceRepository, type BalanceAccountRow } from './repository.ts';

export function accountView(a: BalanceAccountRow, now: Date, customerEmail: string | null = null): AdminBalanceAccount {
  return {
    guid: a.guid,
    kind: a.kind,
    source: a.source,
    last4: a.codeLast4,
    customerEmail,
    recipientName: a.recipientName,
    recipientEmail: a.recipientEmail,
    balancePence: a.balancePence,
    issuedPence: a.issuedPence,
    state: balanceState(a, now),
    expiresAt: a.expiresAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** History of one account, newest first, in words (R23.1). */
export async function entriesOf(db: Db, accountId: number) {
  return (await balanceRepository(db).entries(accountId)).map((e) => ({
    kind: e.kind,
    label: BALANCE_ENTRY_LABELS[e.kind],
    amountPence: e.amountPence,
    balanceAfterPence: e.balanceAfterPence,
    orderNumber: e.orderNumber,
    orderGuid: e.orderGuid,
    note: e.note,
    at: e.at.toISOString(),
    actor: e.actorKind === 'admin' ? (e.actorEmail ?? 'staff') : e.actorKind === 'customer' ? 'customer' : 'shop',
  }));
}

/**
 * The owner's gift cards and store credit (R23.7): issue (the code answered once and mailed), top
 * up, extend and void, each an entry of the card's history under the admin who did it; the list
 * with the balances outstanding.
 */
export function balanceAdminService(deps: { db: Db; clock: Clock; mailer: Pick<Mailer, 'sendLater'>; publicUrl: string }) {
  const { db, clock } = deps;
  async function detail(guid: string): Promise<AdminBalanceDetail> {
    const a = await balanceRepository(db).byGuid(guid);
    if (!a) throw notFound('Gift card not found.', 'GIFT_CARD_NOT_FOUND');
    return { ...accountView(a, clock.now()), message: a.message, entries: await entriesOf(db, a.id) };
  }
  /** Locks the account, refuses a voided one, applies the change and writes its entry. */
  async function change(guid: string, apply: (tx: Db, a: BalanceAccountRow, now: Date) => Promise<void>): Promise<AdminBalanceDetail> {
    await inTransaction(db, async (tx) => {
      const repo = balanceRepository(tx);
      const found = await repo.byGuid(guid);
      if (!found) throw notFound('Gift card not found.', 'GIFT_CARD_NOT_FOUND');
      const [a] = await repo.lock([found.id]);
      if (a!.voidedAt) throw conflict('This balance has been voided and cannot change.', 'GIFT_CARD_VOID');
      await apply(tx, a!, clock.now());
    });
    return detail(guid);
  }
  return {
    detail,
    async list() {
      const now = clock.now();
      const repo = balanceRepository(db);
      const rows = await repo.list();
      return { accounts: rows.map((r) => accountView(r.account, now, r.customerEmail)), liabilityPence: await repo.liability(now) };
    },

    async issue(input: AdminIssueGiftCard, adminId: number) {
      const { account, code, expiresAt } = await inTransaction(db, (tx) =>
        balanceLedger(tx, clock.now()).issueGiftCard({ ...input, source: 'issued' }, { kind: 'admin', userId: adminId }),
      );
      deps.mailer.sendLater({
        to: input.recipientEmail,
        ...giftCardMail({
          recipientName: input.recipientName,
          code,
          amountPence: input.amountPence,
          message: input.message,
          expiresAt,
          shopUrl: deps.publicUrl,
        }),
      });
      return { account: await detail(account.guid), code };
    },

    topUp(guid: string, amountPence: number, note: string, adminId: number) {
      return change(guid, async (tx, a, now) => {
        const repo = balanceRepository(tx);
        const after = (await repo.change(a.id, amountPence, { now, spendable: false }))!;
        await repo.update(a.id, { issuedPence: a.issuedPence + amountPence });
        await repo.addEntry({
          accountId: a.id,
          kind: 'top_up',
          amountPence,
          balanceAfterPence: after,
          actor: { kind: 'admin', userId: adminId },
          at: now,
          note,
        });
      });
    },

    extend(guid: string, expiresAt: Date, adminId: number) {
      return change(guid, async (tx, a, now) => {
        if (expiresAt.getTime() <= now.getTime()) throw conflict('The new expiry date must be in the future.', 'EXPIRY_IN_PAST');
        if (a.expiresAt && expiresAt.getTime() <= a.expiresAt.getTime())
          throw conflict('The new expiry date must be later than the current one.', 'EXPIRY_NOT_LATER');
        const repo = balanceRepository(tx);
        await repo.update(a.id, { expiresAt });
        const was = a.expiresAt ? a.expiresAt.toISOString().slice(0, 10) : 'none';
        await repo.addEntry({
          accountId: a.id,
          kind: 'expiry',
          amountPence: 0,
          balanceAfterPence: a.balancePence,
          actor: { kind: 'admin', userId: adminId },
          at: now,
          note: `${was} -> ${expiresAt.toISOString().slice(0, 10)}`,
        });
      });
    },

    /**
     * The code again, to the card's address or a corrected one (R23.21): only the code's hash is
     * kept, so a new code is drawn (the old one stops working, which also shuts out whoever found
     * a mislaid mail) and mailed after the commit. A sold card not sent yet goes on its day.
     */
    async resend(guid: string, recipientEmail: string, adminId: number) {
      let mail: Parameters<typeof giftCardMail>[0] | undefined;
      const after = await change(guid, async (tx, a, now) => {
        if (a.kind !== 'gift_card') throw conflict('Only a gift card has a code to send.', 'NOT_A_GIFT_CARD');
        if (balanceState(a, now) === 'expired') throw conflict('This card has expired: extend it first.', 'GIFT_CARD_EXPIRED');
        if (a.balancePence === 0) throw conflict('Nothing is left on this card to send.', 'GIFT_CARD_SPENT');
        const sale = a.source === 'sold' ? await giftCardSalesRepository(tx).byAccountId(a.id) : undefined;
        if (sale && !sale.sentAt)
          throw conflict(`This card has not been sent yet: it goes on ${sendDayWords(sale.sendOn)}.`, 'GIFT_CARD_NOT_SENT_YET');
        const code = await balanceLedger(tx, now).rekey(a.id);
        const repo = balanceRepository(tx);
        await repo.update(a.id, { recipientEmail });
        await repo.addEntry({
          accountId: a.id,
          kind: 'resend',
          amountPence: 0,
          balanceAfterPence: a.balancePence,
          actor: { kind: 'admin', userId: adminId },
          at: now,
          note: `To ${recipientEmail}`,
        });
        mail = {
          recipientName: a.recipientName,
          code,
          amountPence: a.balancePence,
          message: a.message,
          expiresAt: a.expiresAt!,
          shopUrl: deps.publicUrl,
          from: sale?.buyerName,
          again: true,
        };
      });
      if (mail) deps.mailer.sendLater({ to: recipientEmail, ...giftCardMail(mail) });
      return after;
    },

    /** What is left can no longer be spent; holds of unpaid checkouts stay theirs until those end. */
    voidAccount(guid: string, note: string, adminId: number) {
      return change(guid, async (tx, a, now) => {
        const repo = balanceRepository(tx);
        await repo.update(a.id, { voidedAt: now, balancePence: 0 });
        await repo.addEntry({
          accountId: a.id,
          kind: 'void',
          amountPence: -a.balancePence,
          balanceAfterPence: 0,
          actor: { kind: 'admin', userId: adminId },
          at: now,
          note,
        });
      });
    },
  };
}
export type BalanceAdminService = ReturnType<typeof balanceAdminService>;
