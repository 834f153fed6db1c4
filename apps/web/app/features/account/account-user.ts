import type { User } from '@atelier/contract/customers';
import { useRouteLoaderData } from 'react-router';

/** Route id of the guarded account layout (routes.ts). */
export const ACCOUNT_ROUTE_ID = 'account';

/** The signed-in shopper, as the account layout's guard loaded it. Only inside that layout. */
export function useAccountUser(): User {
  const data = useRouteLoaderData<{ user: User }>(ACCOUNT_ROUTE_ID);
  if (!data) throw new Error('useAccountUser() is only available under the account layout');
  return data.user;
}

/** 'Member since' dates: en-GB, in the shop's time zone so server and browser agree. */
export function formatMemberSince(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );
}
