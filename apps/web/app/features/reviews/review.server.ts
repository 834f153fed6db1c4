import * as reviewsEndpoints from '@atelier/contract/reviews/endpoints';
import { data, redirect, type AppLoadContext } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { ReviewInput } from '@atelier/contract/reviews';
import { ApiError, callApi, okBody } from '~/lib/api-client.server.ts';
import { loginRedirectPath } from '~/lib/session.server.ts';
import type { ReviewActionData } from './review-form.tsx';

const CHECK = 'Please check the highlighted fields.';

/** The buyer's review page (R25.1): the product, whether they may review it, and their review so far. */
export async function reviewLoader(context: AppLoadContext, request: Request, slug: string) {
  try {
    return okBody(await callApi(context, reviewsEndpoints.myReview, { params: { slug } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect(loginRedirectPath(request));
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
    throw err;
  }
}

/** Checks the post with the contract's schema at the edge, then saves it through the API (R25.2-R25.4, R25.8). */
export async function reviewAction(context: AppLoadContext, request: Request, slug: string) {
  const submission = parseWithZod(await request.formData(), { schema: ReviewInput });
  if (submission.status !== 'success') {
    return data<ReviewActionData>({ ok: false, message: CHECK, reply: submission.reply() }, { status: 400 });
  }
  try {
    const saved = okBody(await callApi(context, reviewsEndpoints.saveMyReview, { params: { slug }, body: submission.value }));
    return data<ReviewActionData>({ ok: true, message: saved.message ?? 'Thank you for your review.', reply: submission.reply() });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) {
      console.error('review form: the API failed', err);
      return data<ReviewActionData>(
        { ok: false, message: 'Sorry, we could not save your review just now. Please try again.', reply: submission.reply() },
        { status: 502 },
      );
    }
    return data<ReviewActionData>({ ok: false, message: err.message, reply: submission.reply() }, { status: err.status });
  }
}
