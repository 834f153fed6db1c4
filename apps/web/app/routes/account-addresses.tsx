import { useActionData } from 'react-router';
import { AddressBook } from '~/features/account/address-book';
import { addressBookAction, addressBookLoader } from '~/features/account/address-book.server.ts';
import type { Route } from './+types/account-addresses';

export const meta = () => [{ title: 'Addresses | Atelier' }, { name: 'robots', content: 'noindex' }];

export const loader = ({ context, request }: Route.LoaderArgs) => addressBookLoader(context, request);
export const action = ({ context, request }: Route.ActionArgs) => addressBookAction(context, request);

export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <AddressBook {...loaderData} result={result} />;
}
