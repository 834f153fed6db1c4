import { ReviewPage } from '~/features/reviews/review-form';
import { reviewAction, reviewLoader } from '~/features/reviews/review.server.ts';
import type { Route } from './+types/account-review';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data ? `Review ${data.product.name} | Atelier` : 'Review | Atelier' },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ context, request, params }: Route.LoaderArgs) => reviewLoader(context, request, params.slug);

export const action = ({ context, request, params }: Route.ActionArgs) => reviewAction(context, request, params.slug);

export default function AccountReview({ loaderData }: Route.ComponentProps) {
  return <ReviewPage mine={loaderData} />;
}
