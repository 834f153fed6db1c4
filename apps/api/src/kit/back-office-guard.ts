import type { FastifyRequest } from 'fastify';
import { PERMISSION_LABELS } from '@atelier/contract/staff';
import { AppError } from '../lib/errors.ts';
import { getSession } from '../plumbing/session/session.ts';
import { ruleFor, type RouteRule } from './permissions.ts';
import { loadStaffAccess, type StaffAccess } from './staff-access.ts';

const NOT_ADMIN = 'You do not have access to the admin area.';
const forbidden = (code: string, message: string) => new AppError(403, code, message);

const accessOf = new WeakMap<FastifyRequest, StaffAccess>();

/** The member of staff behind a request that passed the guard. */
export function staffAccess(request: FastifyRequest): StaffAccess {
  const access = accessOf.get(request);
  if (!access) throw new Error('staffAccess() is only for requests the back-office guard let through');
  return access;
}

export function stepUpRequired(): AppError {
  return forbidden('STEP_UP_REQUIRED', 'For this, enter your password or a code again first.');
}

/**
 * The back-office guard (R13.4, R13.7): staff only, then the route's permission from
 * kit/permissions.ts, the second step, and a fresh step-up where the route asks for one. Guests
 * and customers alike get 403; a bad or expired token still answers 401 so the client drops it.
 * Runs on onRequest, before any upload is read.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  const session = await getSession(request);
  if (!session || session.user.role !== 'admin') throw forbidden('FORBIDDEN', NOT_ADMIN);
  const rule = ruleFor(request.method, request.routeOptions.url);
  // checkRouteDeclared stops the app at start for an undeclared route; this is the fail-closed backstop.
  if (!rule) throw forbidden('FORBIDDEN', NOT_ADMIN);
  const { db, clock } = request.server.auth;
  const access = await loadStaffAccess(db, session, clock.now(), request.headers['user-agent'] ?? '');
  accessOf.set(request, access);
  if (!rule.beforeSecondStep) {
    if (!access.secondStepPassed) throw forbidden('TWO_STEP_REQUIRED', 'Enter the code from your authenticator app to continue.');
    if (access.policy.requireTwoStep && !access.twoStepEnrolled)
      throw forbidden('TWO_STEP_ENROLMENT_REQUIRED', 'The owner asks all staff to set up two-step sign-in first.');
  }
  allowed(access, rule);
  if (rule.stepUp === 'always' && !steppedUp(access, clock.now())) throw stepUpRequired();
}

function allowed(access: StaffAccess, rule: RouteRule): void {
  if (rule.need === 'staff-self') return;
  if (rule.need === 'owner') {
    if (!access.owner) throw forbidden('OWNER_ONLY', 'Only the shop owner can do this.');
    return;
  }
  if (!access.permissions.includes(rule.need))
    throw forbidden(
      'PERMISSION_DENIED',
      `Your role (${access.roleName}) does not include ${PERMISSION_LABELS[rule.need].toLowerCase()}. Ask the owner if you need it.`,
    );
}

export const steppedUp = (access: StaffAccess, now: Date) => access.stepUpUntil !== null && access.stepUpUntil > now;

/**
 * preHandler: money going back over the owner's amount asks for a step-up (R13.13), the one rule
 * for every refund path (the routes marked 'refund-over-limit': the owner's refund, cancellation
 * and goodwill refund, the approvals of cancellations, whole-order refunds and returns). Each
 * carries the amount the person confirmed, which its service then holds the real refund to
 * (holdToConfirmed, R22.19). Runs after the body is validated, since the amount is in it.
 */
export async function stepUpForAmount(request: FastifyRequest): Promise<void> {
  const rule = ruleFor(request.method, request.routeOptions.url);
  if (rule?.stepUp !== 'refund-over-limit') return;
  const access = staffAccess(request);
  const limit = access.policy.stepUpRefundOverPence;
  const amount = (request.body as { expectedPence?: unknown } | undefined)?.expectedPence;
  if (limit === null || typeof amount !== 'number' || amount <= limit) return;
  if (!steppedUp(access, request.server.auth.clock.now())) throw stepUpRequired();
}
