import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductReviews } from '@atelier/contract/reviews';
import { ProductReviewsSection } from './product-reviews.tsx';

const data = (over: Partial<ProductReviews['summary']> = {}): ProductReviews => ({
  summary: {
    count: 6,
    average: 4.5,
    fit: { small: 4, true: 1, large: 1 },
    fitSummary: 'Most buyers say it runs small: consider a size up.',
    ...over,
  },
  reviews: [
    {
      id: 1,
      rating: 5,
      fit: 'small',
      title: '<img src=x onerror=alert(1)>',
      text: 'Warm <script>alert("x")</script> & soft',
      author: 'Ada L.',
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
  page: 1,
  totalPages: 2,
});

function render(d: ProductReviews): string {
  const router = createMemoryRouter([{ path: '/product-detail/:slug', element: <ProductReviewsSection slug="wool-scarf" data={d} /> }], {
    initialEntries: ['/product-detail/wool-scarf'],
  });
  // React's text separators (<!-- -->) are not part of what the page says.
  return renderToString(<RouterProvider router={router} />).replaceAll('<!-- -->', '');
}

describe('the product page reviews (R25.3, R25.6, R25.7)', () => {
  it('shows review words as text: markup in them is escaped, never a tag', () => {
    const html = render(data());
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Warm &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; soft');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('gives the average, the count, the fit summary and the pager', () => {
    const html = render(data());
    expect(html).toContain('<strong>4.5</strong> out of 5 · 6 reviews');
    expect(html).toContain('Most buyers say it runs small: consider a size up.');
    expect(html).toContain('Older reviews');
    expect(html).toContain('href="/account-review/wool-scarf"');
  });

  it('leaves the fit line out when the summary says nothing, and says when there are no reviews', () => {
    expect(render(data({ fitSummary: null }))).not.toContain('Fit:');
    expect(render({ ...data({ count: 0, average: null }), reviews: [], totalPages: 1 })).toContain('No reviews yet.');
  });
});
