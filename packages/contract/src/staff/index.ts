// The staff domain's public surface: what the API and the web may import from @atelier/contract/staff.
export {
  AcceptInvitationBody,
  INVITATION_DAYS,
  InvitationParams,
  InvitationView,
  InviteBody,
  NewStaffPassword,
  StaffList,
} from './staff.ts';
export {
  AssignRoleBody,
  BUILT_IN_ROLES,
  holdsAll,
  Permission,
  PERMISSION_LABELS,
  PERMISSIONS,
  RoleBody,
  StaffPolicy,
  StaffRole,
  TransferOwnershipBody,
} from './roles.ts';
export {
  CodeBody,
  CustomerExports,
  Enrolment,
  RECOVERY_CODE_COUNT,
  RecoveryCodes,
  SessionParams,
  StaffMe,
  StaffSessions,
  STEP_UP_MINUTES,
  StepUpBody,
  TwoStepCode,
} from './two-step.ts';
