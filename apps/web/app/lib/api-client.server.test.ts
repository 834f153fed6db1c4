import { describe, expect, it } from 'vitest';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import * as messagesEndpoints from '@atelier/contract/messages/endpoints';
import * as returnsEndpoints from '@atelier/contract/returns/endpoints';
import type { ApiRequestInit } from '@atelier/contract/shared';
import type { AppLoadContext } from 'react-router';
import { AnswerMismatchError, ANONYMOUS, callApi } from './api-client.server.ts';

/** A context whose API answers `status` with `body` and remembers what it was asked. */
function answering(status: number, body: unknown) {
  const asked: { path: string; init?: ApiRequestInit }[] = [];
  const context = {
    publicUrl: 'http://localhost',
    apiFetch: async (path: string, init?: ApiRequestInit) => {
      asked.push({ path, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  } as AppLoadContext;
  return { context, asked };
}

const category = {
  name: 'Shirts & Tops',
  slug: 'shirts',
  description: 'Shirts for every day',
  image: '/media/1/640.webp',
  srcSet: '/media/1/640.webp 640w',
  items: 3,
  itemsByGender: { male: 2, female: 1, unisex: 0 },
};

describe('callApi', () => {
  it('fills the path params URI-encoded and writes the query as the API parses it back', async () => {
    const { context, asked } = answering(404, { message: 'No such product', code: 'NOT_FOUND' });
    await callApi(context, catalogueEndpoints.product, { params: { slug: 'a b/c' } });
    await callApi(context, catalogueEndpoints.products, {
      query: { category: 'shirts', size: ['S', 'M'], page: 2, isStock: true, search: undefined },
    });
    await callApi(context, returnsEndpoints.approveReturn, {
      params: { guid: 'g-1', id: 7 },
      body: { restock: true, expectedPence: 2999 },
    });
    expect(asked.map((a) => `${a.init?.method} ${a.path}`)).toEqual([
      'GET /api/item/a%20b%2Fc',
      'GET /api/item?category=shirts&size=S%2CM&page=2&isStock=true',
      'POST /api/admin/orders/g-1/returns/7/approve',
    ]);
    expect(asked[2]!.init?.body).toEqual({ restock: true, expectedPence: 2999 });
  });

  it('sends an upload as its bytes with its content type, and anonymous calls without the session cookie', async () => {
    const { context, asked } = answering(400, { message: 'no', code: 'VALIDATION_ERROR' });
    const bytes = new Uint8Array([1, 2, 3]);
    await callApi(context, catalogueEndpoints.adminImportProducts, { query: { dryRun: true }, upload: { bytes, contentType: 'text/csv' } });
    await callApi(context, messagesEndpoints.subscribe, { body: { email: 'a@example.com' }, headers: ANONYMOUS });
    expect(asked[0]).toEqual({
      path: '/api/admin/products/import?dryRun=true',
      init: { method: 'POST', body: bytes, headers: { 'content-type': 'text/csv' } },
    });
    expect(asked[1]!.init?.headers).toEqual({ cookie: '' });
  });

  it('gives back an error answer as it came: status, message and code', async () => {
    const { context } = answering(409, { message: 'That address is taken', code: 'EMAIL_TAKEN' });
    const answer = await callApi(context, customersEndpoints.register, {
      body: { email: 'a@example.com', password: 'x', firstName: 'A', lastName: 'B' },
    });
    expect(answer).toMatchObject({ ok: false, status: 409, error: { message: 'That address is taken', code: 'EMAIL_TAKEN' } });
  });

  it('returns an answer that matches its declaration', async () => {
    const { context } = answering(200, { categories: [category] });
    const answer = await callApi(context, catalogueEndpoints.categories);
    expect(answer.ok && answer.body.categories[0]?.slug).toBe('shirts');
  });

  it('rejects, loudly, a 2xx answer that does not match its declaration (development and tests)', async () => {
    const { context } = answering(200, { categories: [{ ...category, slug: 42 }] });
    await expect(callApi(context, catalogueEndpoints.categories)).rejects.toThrow(AnswerMismatchError);
    await expect(callApi(context, catalogueEndpoints.categories)).rejects.toThrow(/GET \/api\/category\/categories.*categories\.0\.slug/);
  });
});
