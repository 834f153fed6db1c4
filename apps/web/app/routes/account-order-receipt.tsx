import { ReceiptPage } from '~/features/orders/receipt-page';
import { receiptLoader } from '~/features/orders/receipt.server.ts';
import type { Route } from './+types/account-order-receipt';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `VAT receipt${data ? ` ${data.orderNumber}` : ''} | Atelier` },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ context, request, params }: Route.LoaderArgs) => receiptLoader(context, request, params.guid);

export default function AccountOrderReceipt({ loaderData }: Route.ComponentProps) {
  return <ReceiptPage r={loaderData} />;
}
