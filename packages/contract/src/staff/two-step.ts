import { z } from 'zod';
import { Permission } from './roles.ts';

/** Two-step sign-in for the back office (R13.11): TOTP codes (RFC 6238) and recovery codes. */

export const RECOVERY_CODE_COUNT = 10;
/** A step-up (password or code entered again) covers sensitive moves for this long (R13.13). */
export const STEP_UP_MINUTES = 5;

/** Six digits from the app, or a recovery code (xxxx-xxxx-xx, letters and digits). */
export const TwoStepCode = z
  .string()
  .trim()
  .min(6)
  .max(20)
  .regex(/^[0-9]{6}$|^[a-z0-9]{4}-?[a-z0-9]{4}-?[a-z0-9]{2}$/i, 'Enter the 6-digit code from your app, or a recovery code');

export const CodeBody = z.strictObject({ code: TwoStepCode });

/** Re-entering the password or a code before a sensitive move. */
export const StepUpBody = z.union([z.strictObject({ password: z.string().min(1).max(200) }), z.strictObject({ code: TwoStepCode })]);

export const Enrolment = z
  .object({
    /** The otpauth:// URI, for apps that take a link. */
    uri: z.string(),
    /** The secret in base32, to type in by hand. */
    secret: z.string(),
    /** The QR code as an SVG data: URL. */
    qr: z.string(),
  })
  .meta({ id: 'TwoStepEnrolment' });
export type Enrolment = z.infer<typeof Enrolment>;

export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });

/** The signed-in member of staff, as the back office needs to draw itself. */
export const StaffMe = z
  .object({
    id: z.number().int(),
    email: z.string(),
    owner: z.boolean(),
    roleName: z.string(),
    permissions: z.array(Permission),
    twoStep: z.object({
      enrolled: z.boolean(),
      required: z.boolean(),
      /** This session passed the second step (or needs none). */
      passed: z.boolean(),
      recoveryCodesLeft: z.number().int(),
    }),
    stepUpUntil: z.string().nullable(),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof StaffMe>;

export const StaffSession = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string(),
});
export const StaffSessions = z.object({ sessions: z.array(StaffSession) }).meta({ id: 'StaffSessions' });
export type StaffSessions = z.infer<typeof StaffSessions>;
export const SessionParams = z.object({
  sessionId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** Customer exports, each recorded (R13.15). */
export const CustomerExportRecord = z.object({
  id: z.number().int(),
  at: z.string(),
  by: z.string().nullable(),
  filter: z.string(),
  rows: z.number().int(),
});
export const CustomerExports = z.object({ exports: z.array(CustomerExportRecord) }).meta({ id: 'CustomerExports' });
export type CustomerExports = z.infer<typeof CustomerExports>;
