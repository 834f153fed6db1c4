import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cartEndpoints from '@atelier/contract/cart/endpoints';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';
import { answerSchema, endpointUrl, type EndpointSpec } from '@atelier/contract/shared/endpoint';
import { createTestApp, type TestContext } from '../test/app.ts';
import { insertCatalogue } from '../test/listing-fixture.ts';

/**
 * The routes that are not declared in the contract, and why: none of them is called by the web's
 * client or answers JSON the web reads.
 */
const UNDECLARED = new Set([
  'GET /healthz', // plumbing: the load balancer's probes
  'GET /readyz',
  'GET /media/:id/:file', // image bytes
  'POST /api/payment/webhook', // the payment provider's signed callback, not the web's
]);
/** Routes made by plugins (the docs UI, HEAD twins of GETs) or the test payment provider's HTML pages. */
const foreign = (method: string, url: string) => method === 'HEAD' || url.startsWith('/api/docs') || url.startsWith('/pay/test');

describe('the seam: every API route is declared once in the contract', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.database.db, [
      {
        slug: 'oxford-cotton-shirt',
        name: 'Oxford Cotton Shirt',
        category: 'Shirts',
        gender: 'male',
        colour: 'White',
        pricePence: 5500,
        collections: ['Summer'],
        stock: { M: 3 },
      },
    ]);
  });
  afterAll(() => t.close());

  it('registers no JSON route by hand outside the short allow-list', () => {
    const undeclared = t.app.routeTable.filter((r) => !r.declared && !foreign(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared.sort()).toEqual([...UNDECLARED].sort());
    // And the declared ones are many: every route the web calls.
    expect(t.app.routeTable.filter((r) => r.declared).length).toBeGreaterThan(100);
  });

  it('documents each declared route in /api/docs from its declaration', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    const e = cartEndpoints.updateCartLine;
    expect(docs.paths['/api/cart/{slug}']?.[e.method.toLowerCase()]?.summary).toBe(e.summary);
  });

  // What the web's client checks in development and tests: the API's real answers parse against their declarations.
  const storefront: [EndpointSpec, Record<string, string>?, Record<string, string>?][] = [
    [catalogueEndpoints.products, undefined, { category: 'shirts' }],
    [catalogueEndpoints.product, { slug: 'oxford-cotton-shirt' }],
    [catalogueEndpoints.categories],
    [catalogueEndpoints.collections],
    [catalogueEndpoints.suggest, undefined, { q: 'oxford' }],
    [catalogueEndpoints.randomProducts, undefined, { limit: '4' }],
    [cartEndpoints.cart],
    [checkoutEndpoints.shipping],
  ];
  it.each(storefront.map(([e, params, query]) => ({ name: `${e.method} ${e.path}`, e, params, query })))(
    '$name answers what it declares',
    async ({ e, params, query }) => {
      const res = await t.app.inject({ method: e.method, url: endpointUrl(e, params, query) });
      expect(res.statusCode).toBe(200);
      const parsed = answerSchema(e)!.safeParse(res.json());
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );
});
