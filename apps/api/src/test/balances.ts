/** Helpers for the gift card and store credit tests (tests only). */
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { balanceAccounts } from '../db/schema/balances.ts';

/** The owner issues a card through the admin route; answers its code (shown this once) and guid. */
export async function issueGiftCard(app: App, headers: Record<string, string>, amountPence: number, recipientEmail = 'friend@example.com') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/gift-cards',
    headers,
    payload: { amountPence, recipientName: 'Grace Hopper', recipientEmail, message: 'Happy birthday!' },
  });
  if (res.statusCode !== 200) throw new Error(`issue failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { code: body.code as string, guid: body.account.guid as string };
}

export async function balanceOf(db: Db, guid: string): Promise<number> {
  const [row] = await db.select({ b: balanceAccounts.balancePence }).from(balanceAccounts).where(eq(balanceAccounts.guid, guid));
  return row!.b;
}
