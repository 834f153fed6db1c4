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
