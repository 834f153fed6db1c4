import * as reviewsEndpoints from '@atelier/contract/reviews/endpoints';
import { data } from 'react-router';
import { callApi } from '~/lib/api-client.server.ts';
import { adminCall, adminGet, formText, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { ReviewsPage } from '~/features/admin/reviews/reviews-page';
import type { Route } from './+types/admin-reviews';

export const meta = () => [{ title: 'Reviews | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const q = new URL(request.url).searchParams;
  return adminGet(
    callApi(context, reviewsEndpoints.adminReviews, { query: { page: q.get('page') ?? '1', status: q.get('status') ?? 'pending' } }),
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context);
  const form = await request.formData();
  const status = formText(form, 'status') === 'hidden' ? 'hidden' : 'approved';
  const r = await adminCall(callApi(context, reviewsEndpoints.moderateReview, { params: { id: formText(form, 'id') }, body: { status } }));
  return r.ok ? { ok: true, message: r.body.message } : data({ ok: false, message: r.message }, { status: r.status });
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsPage data={loaderData} />;
}
