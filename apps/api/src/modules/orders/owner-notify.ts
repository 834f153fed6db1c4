import { RETURN_REASON_LABELS, type RecordedReturnReason } from '@atelier/contract/returns';
import { productVariantPhrase } from '@atelier/contract/catalogue';
import type { MailContent } from '../../plumbing/mail/render.ts';
import { linePhrase, ownerCancelRequestMail, ownerLowStockMail, ownerNewOrderMail, ownerReturnRequestMail } from './owner-templates.tsx';
import type { CommerceDeps } from './deps.ts';
import { orderRepository } from './repository.ts';
import { returnsRepository } from './returns-repository.ts';

/** A mail to the owner about an order, sent once the change has committed. */
export type OwnerNotice =
  | { kind: 'owner-new-order'; orderId: number }
  | { kind: 'owner-cancel-request'; orderId: number }
  | { kind: 'owner-return-request'; orderId: number; returnIds: number[] | null };

/** Mails the owner (STORE_EMAIL or the 'shop' setting's contactEmail); a failure is logged and changes nothing. */
export async function sendOwnerNotice(deps: CommerceDeps, n: OwnerNotice): Promise<void> {
  try {
    const repo = orderRepository(deps.db);
    const order = await repo.byId(n.orderId);
    const who = order && (await repo.customer(order.userId));
    if (!order || !who) return;
    const lines = await repo.lines(order.id);
    const base = {
      orderNumber: order.orderNumber,
      customer: `${who.firstName} ${who.lastName} <${who.email}>`.trim(),
      totalPence: order.totalPence,
      adminUrl: `${deps.config.publicUrl}/admin/orders/${order.guid}`,
    };
    const mails: MailContent[] = [];
    if (n.kind === 'owner-new-order') {
      mails.push(ownerNewOrderMail({ ...base, items: lines.map((l) => linePhrase({ ...l, name: l.productName })) }));
      const threshold = (await deps.settings.current()).inventory.lowStockThreshold;
      const low = (await repo.stockOfLines(order.id)).filter((v) => v.quantity <= threshold);
      if (low.length) mails.push(ownerLowStockMail(low, `${deps.config.publicUrl}/admin/products`));
    } else if (n.kind === 'owner-cancel-request') {
      mails.push(ownerCancelRequestMail({ ...base, items: [] }));
    } else {
      const returns = (await returnsRepository(deps.db).ofOrder(order.id)).filter((r) => !n.returnIds || n.returnIds.includes(r.id));
      const items = n.returnIds
        ? returns.map((r) => {
            const l = lines.find((x) => x.id === r.orderLineId);
            return l
              ? `${r.quantity} x ${productVariantPhrase({ ...l, name: l.productName })}: ${RETURN_REASON_LABELS[r.reason as RecordedReturnReason] ?? r.reason}${r.comment ? `, "${r.comment}"` : ''}${
                  r.exchangeProductName
                    ? `; exchange for ${productVariantPhrase({ name: r.exchangeProductName, size: r.exchangeSize ?? '', colour: r.exchangeColour ?? '' })}, held`
                    : ''
                }`
              : '';
          })
        : lines.map((l) => `${linePhrase({ ...l, name: l.productName })}: the whole order`);
      // Where the customer asked the refund to go (R23.16), so the approval is made the way they chose.
      const credit = n.returnIds ? returns.some((r) => r.refundTo === 'store_credit') : order.refundToRequested === 'store_credit';
      const asked = credit ? ['The customer asks for the refund as store credit.'] : [];
      mails.push(ownerReturnRequestMail({ ...base, items: [...items.filter(Boolean), ...asked] }));
    }
    const to = (await deps.settings.current()).shop.contactEmail;
    for (const m of mails) deps.mailer.sendLater({ to, ...m });
  } catch (err) {
    deps.log.error({ err, notice: n }, 'owner mail could not be prepared');
  }
}
