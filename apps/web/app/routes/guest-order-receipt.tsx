import { ReceiptPage } from '~/features/orders/receipt-page';
import { guestReceiptLoader } from '~/features/orders/guest-order.server.ts';
import type { Route } from './+types/guest-order-receipt';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `VAT receipt${data ? ` ${data.orderNumber}` : ''} | Atelier` },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ context, request }: Route.LoaderArgs) => guestReceiptLoader(context, request);

export default function GuestOrderReceipt({ loaderData }: Route.ComponentProps) {
  return <ReceiptPage r={loaderData} back="/guest-order" />;
}
