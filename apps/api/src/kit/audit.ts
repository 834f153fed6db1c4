import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { auditWords, type AuditAction, type AuditList, type AuditQuery } from '@atelier/contract/shared';
import { ADMIN_PAGE_SIZE, adminPaging, adminPageOffset } from '@atelier/contract/catalogue';
import type { Db } from '../db/client.ts';
import { adminAudit } from '../db/schema/store.ts';
import { users } from '../db/schema/accounts.ts';
import type { Clock } from '../lib/clock.ts';
import { auditSubjects } from './audit-subjects.ts';

export interface AuditEntry {
  /** 'product.update', 'order.approve-cancel', ...: one of the contract's list, each with its sentence (R22.10). */
  action: AuditAction;
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
      const subjects = await auditSubjects(db, rows);
      return {
        entries: rows.map((r) => {
          const found = subjects.get(r.id) ?? {};
          const words = auditWords(r.action, r.target, r.admin, r.detail, found);
          return {
            id: r.id,
            at: r.at.toISOString(),
            admin: r.admin,
            action: r.action,
            target: r.target,
            summary: words.summary,
            ...(words.subject ? { subject: words.subject } : {}),
            ...(found.href ? { href: found.href } : {}),
            detail: words.detail,
          };
        }),
        people: people.map((p) => p.email),
        ...adminPaging(q.page, total),
      };
    },
  };
}
export type AuditLog = ReturnType<typeof auditLog>;
