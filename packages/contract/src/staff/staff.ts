import { z } from 'zod';
import { IdNumber } from '../shared/edge.ts';
import { Email, NewPassword, PersonName, PresentedPassword } from '../customers/auth.ts';

/** Staff accounts (R22.8): admins, and invitations to become one. */

/** An invitation link works this long, once. */
export const INVITATION_DAYS = 7;

/** The role the invitee gets; the built-in Admin role when none is named. */
export const InviteBody = z.strictObject({ email: Email, roleId: IdNumber.optional() });

export const StaffList = z
  .object({
    admins: z.array(
      z.object({
        id: z.number().int(),
        email: z.string(),
        name: z.string(),
        since: z.string(),
        owner: z.boolean(),
        roleId: z.number().int().nullable(),
        roleName: z.string(),
        twoStep: z.boolean(),
      }),
    ),
    invitations: z.array(
      z.object({
        id: z.number().int(),
        email: z.string(),
        invitedBy: z.string().nullable(),
        createdAt: z.string(),
        expiresAt: z.string(),
        roleName: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminStaffList' });
export type StaffList = z.infer<typeof StaffList>;

export const InvitationParams = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** What the invitation page shows before the invitee answers. */
export const InvitationView = z
  .object({ email: z.string(), hasAccount: z.boolean(), expiresAt: z.string() })
  .meta({ id: 'StaffInvitation' });
export type InvitationView = z.infer<typeof InvitationView>;

/**
 * Accepting: someone with an account proves it is theirs with its password; someone new chooses
 * a name and a password (the link already proved the address).
 */
export const AcceptInvitationBody = z.strictObject({
  token: InvitationParams.shape.token,
  password: PresentedPassword,
  firstName: PersonName.optional(),
  lastName: PersonName.optional(),
});
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;
export const NewStaffPassword = NewPassword;
