import { createHash } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import type { Db } from '../../db/client.ts';
import { staffSessions } from '../../db/schema/staff.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { staffAccess } from '../../kit/back-office-guard.ts';
import type { AdminApp, AdminRouteKit } from '../../kit/route-kit.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { authRepository } from '../../plumbing/session/repository.ts';
import { requireSession } from '../../plumbing/session/session.ts';
import type { TwoStepService } from './two-step.ts';

/** A session's id on the page: a digest of its token id, so the page never shows the jti itself. */
const sessionId = (jti: string) => createHash('sha256').update(jti).digest('base64url').slice(0, 22);

/**
 * A member of staff about themselves (R13.11-R13.15): who they are and what they may do, two-step
 * enrolment and the second step, the step-up, and their own sessions. Code attempts are
 * rate-limited per address and per IP (Redis-backed where REDIS_URL is set).
 */
export function staffMeRoutes(app: AdminApp, { recorded }: AdminRouteKit, twoStep: TwoStepService, db: Db, clock: Clock): void {
  const limited = rateLimit({ name: 'two-step', address: async (req) => (await requireSession(req)).user.email });

  registerEndpoint(app, staffEndpoints.staffMe, async (req) => {
    const a = staffAccess(req);
    return {
      id: a.userId,
      email: a.email,
      owner: a.owner,
      roleName: a.roleName,
      permissions: a.permissions,
      twoStep: {
        enrolled: a.twoStepEnrolled,
        required: a.policy.requireTwoStep,
        passed: a.secondStepPassed,
        recoveryCodesLeft: a.twoStepEnrolled ? await twoStep.recoveryCodesLeft(a.userId) : 0,
      },
      stepUpUntil: a.stepUpUntil && a.stepUpUntil > clock.now() ? a.stepUpUntil.toISOString() : null,
    };
  });

  registerEndpoint(app, staffEndpoints.enrolTwoStep, (req) => {
    const a = staffAccess(req);
    return twoStep.enrol({ id: a.userId, email: a.email, enrolled: a.twoStepEnrolled });
  });
  registerEndpoint(app, staffEndpoints.confirmTwoStep, { preHandler: limited }, async (req) => {
    const a = staffAccess(req);
    const recoveryCodes = await twoStep.confirm({ id: a.userId, enrolled: a.twoStepEnrolled }, a.jti, req.body.code);
    await recorded(req, { audit: { action: 'staff.two-step-enrol', target: a.email } });
    return { recoveryCodes };
  });
  registerEndpoint(app, staffEndpoints.verifyTwoStep, { preHandler: limited }, async (req) => {
    const a = staffAccess(req);
    const kind = await twoStep.verify(a.userId, a.jti, req.body.code);
    return { message: kind === 'recovery' ? 'Signed in with a recovery code. It cannot be used again.' : 'Signed in.' };
  });
  registerEndpoint(app, staffEndpoints.newRecoveryCodes, async (req) => {
    const a = staffAccess(req);
    const recoveryCodes = await twoStep.recoveryCodes(a.userId);
    await recorded(req, { audit: { action: 'staff.recovery-codes', target: a.email } });
    return { recoveryCodes };
  });
  registerEndpoint(app, staffEndpoints.stepUp, { preHandler: limited }, async (req) => {
    const a = staffAccess(req);
    const user = (await authRepository(db).userById(a.userId))!;
    const until = await twoStep.stepUp({ id: a.userId, passwordHash: user.passwordHash, enrolled: a.twoStepEnrolled }, a.jti, req.body);
    return { until: until.toISOString() };
  });

  const mine = async (userId: number, currentJti: string) => {
    const rows = await db
      .select()
      .from(staffSessions)
      .where(and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, clock.now())))
      .orderBy(asc(staffSessions.createdAt));
    return rows.map((r) => ({
      jti: r.jti,
      id: sessionId(r.jti),
      current: r.jti === currentJti,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      userAgent: r.userAgent,
    }));
  };
  const view = async (userId: number, jti: string) => ({ sessions: (await mine(userId, jti)).map(({ jti: _jti, ...s }) => s) });

  registerEndpoint(app, staffEndpoints.mySessions, (req) => {
    const a = staffAccess(req);
    return view(a.userId, a.jti);
  });
  registerEndpoint(app, staffEndpoints.endMySession, async (req) => {
    const a = staffAccess(req);
    const found = (await mine(a.userId, a.jti)).find((s) => s.id === req.params.sessionId);
    if (!found) throw notFound('That session has already ended.', 'SESSION_NOT_FOUND');
    await authRepository(db).revokeToken(found.jti, a.userId, new Date(found.expiresAt), clock.now());
    await db.delete(staffSessions).where(eq(staffSessions.jti, found.jti));
    await recorded(req, { audit: { action: 'staff.session-end', target: a.email, detail: { device: found.userAgent.slice(0, 80) } } });
    return view(a.userId, a.jti);
  });
}
