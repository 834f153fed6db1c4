import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { auditSentence, type AuditList, type AuditQuery } from '@atelier/contract/shared';
import { ADMIN_PAGE_SIZE, adminPaging, adminPageOffset } from '@atelier/contract/catalogue';
import type { Db } from '../db/client.ts';
import { adminAudit } from '../db/schema/store.ts';
import { users } from '../db/schema/accounts.ts';
import type { Clock } from '../lib/clock.ts';

export interface AuditEntry {
  /** 'product.update', 'order.approve-cancel', ... */
  action: string;
  /** What it was done to, readable: 'product 12 (linen-shirt)'. */
  target: string;
  detail?: Record<string, unknown>;
}

/** Who did what and when in the admin area (issue 6): written after each admin change succeeds. */
export function auditLog(db: Db, clock: Clock) {
  return {
    async record(userId: number, entry: AuditEntry): Promise<void> {
      await db
        .insert(adminAudit)
        .values({ userId, action: entry.action, target: entry.target, detail: entry.detail ?? null, createdAt: clock.now() });
    },

    /** Newest first, filtered by person, kind of change and UK days (R22.10). */
    async list(q: AuditQuery): Promise<AuditList> {
      const where: (SQL | undefined)[] = [
        q.person ? sql`lower(${users.email}) = lower(${q.person})` : undefined,
        q.kind ? like(adminAudit.action, `${q.kind}.%`) : undefined,
        q.from ? sql`(${adminAudit.createdAt} at time zone 'Europe/London')::date >= ${q.from}::date` : undefined,
        q.to ? sql`(${adminAudit.createdAt} at time zone 'Europe/London')::date <= ${q.to}::date` : undefined,
      ];
      const cond = and(...where);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(adminAudit)
        .leftJoin(users, eq(users.id, adminAudit.userId))
        .where(cond);
      const rows = await db
        .select({
          id: adminAudit.id,
          at: adminAudit.createdAt,
          admin: users.email,
          action: adminAudit.action,
          target: adminAudit.target,
          detail: adminAudit.detail,
        })
        .from(adminAudit)
        .leftJoin(users, eq(users.id, adminAudit.userId))
        .where(cond)
        .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset(adminPageOffset(q.page));
      const people = await db
        .selectDistinct({ email: users.email })
        .from(adminAudit)
        .innerJoin(users, eq(users.id, adminAudit.userId))
        .orderBy(users.email);
      const total = count?.n ?? 0;
      return {
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          admin: r.admin,
          action: r.action,
          target: r.target,
          summary: auditSentence(r.action, r.target, r.admin, r.detail),
          detail: describe(r.detail),
        })),
        people: people.map((p) => p.email),
        ...adminPaging(q.page, total),
      };
    },
  };
}
export type AuditLog = ReturnType<typeof auditLog>;

/** The detail as one readable line: "pricePence: 4500 -> 3900; stock M: 5 -> 2". */
function describe(detail: unknown): string {
  if (!detail || typeof detail !== 'object') return '';
  return Object.entries(detail as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
}
