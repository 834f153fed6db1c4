import { z } from 'zod';
import { Email, NewPassword, PersonName, PhoneNumber, PresentedPassword, User } from './auth.ts';

export const UserResponse = z.object({ user: User }).meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof UserResponse>;

/** PUT /api/user (R14.1). A changed email must be verified again. */
export const UpdateUserBody = z.strictObject({
  firstName: PersonName,
  lastName: PersonName,
  email: Email,
  phoneNumber: PhoneNumber.optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const NEW_PASSWORDS_DIFFER_MESSAGE = 'New passwords do not match';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';

/** PUT /api/user/change-password (R14.1). */
export const ChangePasswordBody = z
  .strictObject({
    currentPassword: PresentedPassword,
    newPassword: NewPassword,
    confirmPassword: z.string().max(128),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { message: NEW_PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/**
 * Every other session of the user ends on a password change (R7.4); the caller gets a fresh
 * token (and cookie) so it stays signed in.
 */
export const ChangePasswordResponse = z.object({ message: z.string(), accessToken: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;
