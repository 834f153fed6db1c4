import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { ProductPage } from '~/features/admin/catalogue/product-page';
import { productAction, productChoices } from '~/features/admin/catalogue/product.server.ts';
import { productStockHistory } from '~/features/admin/inventory/stock-history.server.ts';
import type { Route } from './+types/admin-product';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.product.name ?? 'Product'} | Atelier admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  if (!/^\d{1,9}$/.test(params.id)) throw new Response(null, { status: 404 });
  const [{ product }, choices] = await Promise.all([
    adminGet(callApi(context, catalogueEndpoints.adminProduct, { params: { id: params.id } })),
    productChoices(context),
  ]);
  const url = new URL(request.url);
  const stockHistory = await productStockHistory(context, product, url);
  return { product, choices, stockHistory, created: Number(url.searchParams.get('created')) || 0 };
}

export const action = ({ context, request, params }: Route.ActionArgs) => productAction(context, request, params.id);

export default function AdminProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductPage
      product={loaderData.product}
      choices={loaderData.choices}
      stockHistory={loaderData.stockHistory}
      created={loaderData.created}
      result={actionData}
    />
  );
}
