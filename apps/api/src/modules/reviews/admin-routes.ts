import * as reviewsEndpoints from '@atelier/contract/reviews/endpoints';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import type { ReviewService } from './service.ts';

/** The owner's review screen (R25.5): the list by status, and each move into the activity log. */
export function reviewAdminRoutes(app: AdminApp, { audit, adminId }: AdminRouteKit, reviews: ReviewService): void {
  registerEndpoint(app, reviewsEndpoints.adminReviews, (req) => reviews.adminList(req.query.status, req.query.page));
  registerEndpoint(app, reviewsEndpoints.moderateReview, async (req) => {
    const who = await adminId(req);
    const { status } = req.body;
    const review = await reviews.moderate(req.params.id, status, who);
    await audit.record(who, {
      action: status === 'approved' ? 'review.approve' : 'review.hide',
      target: `review ${req.params.id} of product ${review.productId} (${review.slug})`,
      detail: { from: review.status },
    });
    return { message: status === 'approved' ? 'The review is on the product page.' : 'The review is hidden.' };
  });
}
