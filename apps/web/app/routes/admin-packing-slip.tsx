import { PackingSlipPage } from '~/features/admin/fulfilment/packing-slip-page';
import { packingSlipLoader } from '~/features/admin/fulfilment/packing-slip.server.ts';
import type { Route } from './+types/admin-packing-slip';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `Packing slip ${data ? data.slip.orderNumber : ''} | Atelier admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export const loader = ({ context, params }: Route.LoaderArgs) => packingSlipLoader(context, params.guid);

export default function AdminPackingSlip({ loaderData }: Route.ComponentProps) {
  return <PackingSlipPage slip={loaderData.slip} qr={loaderData.qr} />;
}
