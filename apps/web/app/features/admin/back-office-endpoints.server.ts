import type { LowStockList } from '@atelier/contract/shared';
import type { CustomerDetail, CustomerList, CustomerListQuery } from '@atelier/contract/customers';
import type { OrderNoteBody, OrderNotes, PackingSlip } from '@atelier/contract/fulfilment';
import type { ImportReport } from '@atelier/contract/catalogue';
import type { SearchInsights } from '@atelier/contract/search-insights';
import type { SettingsInput, SettingsResponse } from '@atelier/contract/settings';
import type {
  AcceptInvitationBody,
  CustomerExports,
  Enrolment,
  InvitationView,
  InviteBody,
  RecoveryCodes,
  RoleBody,
  StaffMe,
  StaffPolicy,
  StaffRole,
  StaffList,
  StaffSessions,
} from '@atelier/contract/staff';
import type { AppLoadContext } from 'react-router';
import { call, query, seg, type In, type Out } from '~/lib/api-client.server.ts';

type C = AppLoadContext;
const A = '/api/admin';

/** The back office's daily-use endpoints (R22): settings, staff, customers, the catalogue as CSV. */
export const backOfficeApi = {
  searchInsights: (c: C, days: string) => call<Out<typeof SearchInsights>>(c, `${A}/search-insights${query({ days })}`),
  lowStock: (c: C, page: string) => call<Out<typeof LowStockList>>(c, `${A}/low-stock${query({ page })}`),
  settings: {
    get: (c: C) => call<Out<typeof SettingsResponse>>(c, `${A}/settings`),
    save: (c: C, body: In<typeof SettingsInput>) => call<Out<typeof SettingsResponse>>(c, `${A}/settings`, { method: 'PUT', body }),
  },
  staff: {
    list: (c: C) => call<Out<typeof StaffList>>(c, `${A}/staff`),
    invite: (c: C, body: In<typeof InviteBody>) => call<Out<typeof StaffList>>(c, `${A}/staff/invitations`, { method: 'POST', body }),
    revoke: (c: C, id: string) => call<Out<typeof StaffList>>(c, `${A}/staff/invitations/${seg(id)}`, { method: 'DELETE' }),
    remove: (c: C, id: string) => call<Out<typeof StaffList>>(c, `${A}/staff/${seg(id)}`, { method: 'DELETE' }),
    setRole: (c: C, id: string, roleId: number) =>
      call<Out<typeof StaffList>>(c, `${A}/staff/${seg(id)}/role`, { method: 'PUT', body: { roleId } }),
    roles: (c: C) => call<{ roles: Out<typeof StaffRole>[] }>(c, `${A}/staff/roles`),
    createRole: (c: C, body: In<typeof RoleBody>) =>
      call<{ roles: Out<typeof StaffRole>[] }>(c, `${A}/staff/roles`, { method: 'POST', body }),
    updateRole: (c: C, id: string, body: In<typeof RoleBody>) =>
      call<{ roles: Out<typeof StaffRole>[] }>(c, `${A}/staff/roles/${seg(id)}`, { method: 'PUT', body }),
    deleteRole: (c: C, id: string) => call<{ roles: Out<typeof StaffRole>[] }>(c, `${A}/staff/roles/${seg(id)}`, { method: 'DELETE' }),
    transfer: (c: C, toUserId: number, password: string) =>
      call<Out<typeof StaffList>>(c, `${A}/staff/transfer-ownership`, { method: 'POST', body: { toUserId, password } }),
    policy: (c: C) => call<Out<typeof StaffPolicy>>(c, `${A}/staff/policy`),
    setPolicy: (c: C, body: In<typeof StaffPolicy>) => call<Out<typeof StaffPolicy>>(c, `${A}/staff/policy`, { method: 'PUT', body }),
  },
  /** The signed-in member of staff about themselves (R13.11-R13.15). */
  me: {
    get: (c: C) => call<Out<typeof StaffMe>>(c, `${A}/me`),
    enrol: (c: C) => call<Out<typeof Enrolment>>(c, `${A}/me/two-step/enrol`, { method: 'POST' }),
    confirm: (c: C, code: string) => call<Out<typeof RecoveryCodes>>(c, `${A}/me/two-step/confirm`, { method: 'POST', body: { code } }),
    verify: (c: C, code: string) => call<{ message: string }>(c, `${A}/me/two-step/verify`, { method: 'POST', body: { code } }),
    recoveryCodes: (c: C) => call<Out<typeof RecoveryCodes>>(c, `${A}/me/two-step/recovery-codes`, { method: 'POST' }),
    stepUp: (c: C, body: { password: string } | { code: string }) =>
      call<{ until: string }>(c, `${A}/me/step-up`, { method: 'POST', body }),
    sessions: (c: C) => call<Out<typeof StaffSessions>>(c, `${A}/me/sessions`),
    endSession: (c: C, id: string) => call<Out<typeof StaffSessions>>(c, `${A}/me/sessions/${seg(id)}`, { method: 'DELETE' }),
  },
  customers: {
    list: (c: C, q: Partial<Record<keyof CustomerListQuery, string>>) => call<Out<typeof CustomerList>>(c, `${A}/customers${query(q)}`),
    get: (c: C, id: string) => call<Out<typeof CustomerDetail>>(c, `${A}/customers/${seg(id)}`),
    exports: (c: C) => call<Out<typeof CustomerExports>>(c, `${A}/customers/exports`),
  },
  categories: {
    /** 409 while products use it, unless they move to `moveTo` (R22.11). */
    remove: (c: C, id: string, moveTo?: string) =>
      call<{ message: string }>(c, `${A}/categories/${seg(id)}${query({ moveTo })}`, { method: 'DELETE' }),
  },
  orders: {
    packingSlip: (c: C, guid: string) => call<Out<typeof PackingSlip>>(c, `${A}/orders/${seg(guid)}/packing-slip`),
    notes: (c: C, guid: string) => call<Out<typeof OrderNotes>>(c, `${A}/orders/${seg(guid)}/notes`),
    addNote: (c: C, guid: string, body: In<typeof OrderNoteBody>) =>
      call<Out<typeof OrderNotes>>(c, `${A}/orders/${seg(guid)}/notes`, { method: 'POST', body }),
  },
  products: {
    duplicate: (c: C, id: string) => call<{ product: { id: number } }>(c, `${A}/products/${seg(id)}/duplicate`, { method: 'POST' }),
    /** The file's bytes as they came, as text/csv; the API reads the BOM and the line ends. */
    importCsv: (c: C, bytes: Uint8Array, dryRun: boolean) =>
      call<ImportReport>(c, `${A}/products/import${query({ dryRun })}`, {
        method: 'POST',
        body: bytes,
        headers: { 'content-type': 'text/csv' },
      }),
  },
  /** The invitee's side: not admin calls (they are not an admin yet). */
  invitation: {
    view: (c: C, token: string) => call<Out<typeof InvitationView>>(c, `/api/staff/invitations/${seg(token)}`),
    accept: (c: C, body: In<typeof AcceptInvitationBody>) =>
      call<{ message: string; email: string }>(c, '/api/staff/invitations/accept', { method: 'POST', body }),
  },
};
