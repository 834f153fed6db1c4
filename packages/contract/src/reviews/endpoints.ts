import { OkResponse } from '../shared/admin.ts';
import { AdminIdParams } from '../catalogue/admin-catalogue.ts';
import { SlugParams } from '../catalogue/catalogue.ts';
import { ErrorBody } from '../shared/errors.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';
import {
  AdminReviewList,
  AdminReviewsQuery,
  ModerateReview,
  MyReview,
  ProductReviews,
  ProductReviewsQuery,
  ReviewInput,
} from './reviews.ts';

// The reviews endpoints (R25), declared once: the API registers them, the web's client is typed by them.

const tags = ['reviews'];

export const productReviews = endpoint({
  method: 'GET',
  path: '/api/reviews/:slug',
  tags,
  summary: "A product's approved reviews, newest first, with the rating and the fit summary",
  description: 'Apart from the product answer, so the catalogue answer cache never holds a review (decision 0051).',
  params: SlugParams,
  query: ProductReviewsQuery,
  response: { 200: ProductReviews, 400: ErrorBody, 404: ErrorBody },
});

export const myReview = endpoint({
  method: 'GET',
  path: '/api/reviews/:slug/mine',
  tags,
  summary: "The signed-in buyer's review of a product, and whether they may write one",
  params: SlugParams,
  response: { 200: MyReview, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
});

export const saveMyReview = endpoint({
  method: 'PUT',
  path: '/api/reviews/:slug/mine',
  tags,
  summary: 'Write or edit your review of a product you bought and received; it waits for the owner',
  params: SlugParams,
  body: ReviewInput,
  response: { 200: MyReview, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
});

export const adminReviews = endpoint({
  method: 'GET',
  path: '/api/admin/reviews',
  tags: adminTags,
  summary: 'Reviews by status (waiting first), newest first',
  query: AdminReviewsQuery,
  response: { 200: AdminReviewList, ...adminErrors },
});

export const moderateReview = endpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/moderate',
  tags: adminTags,
  summary: 'Show a review on the product page, or hide it',
  params: AdminIdParams,
  body: ModerateReview,
  response: { 200: OkResponse, ...adminErrors },
});
