/**
 * Tests only: a local HTTP server answering the few Stripe API calls the adapter makes, in Stripe's
 * wire format (form-encoded requests, JSON answers, Stripe's error shape), so the real stripe SDK
 * runs end to end: auth header, encoding, idempotency keys, retries, response parsing.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Flat form fields as the SDK encodes them, e.g. line_items[0][price_data][unit_amount]. */
  form: Record<string, string>;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  url: string | null;
  expires_at: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
}

export interface StripeTestServer {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, FakeSession>;
  /** What Stripe does when the shopper pays on its page. */
  pay(sessionId: string): FakeSession;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, { id: string; object: 'refund'; amount: number; payment_intent: string; status: string }>();
  let n = 0;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
      res.end(JSON.stringify(json));
    };
    const invalid = (message: string) => send(400, { error: { type: 'invalid_request_error', message } });
    if (req.headers.authorization !== 'Bearer sk_test_atelier')
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });

    let m: RegExpExecArray | null;
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      let total = 0;
      for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i += 1) {
        total += Number(form[`line_items[${i}][quantity]`]) * Number(form[`line_items[${i}][price_data][unit_amount]`]);
      }
      total += Number(form['shipping_options[0][shipping_rate_data][fixed_amount][amount]'] ?? 0);
      const id = `cs_test_fake${++n}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: total,
        currency: form.currency ?? 'gbp',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: Number(form.expires_at),
        client_reference_id: form.client_reference_id ?? null,
        metadata: { order_guid: form['metadata[order_guid]'] ?? '', order_number: form['metadata[order_number]'] ?? '' },
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
      };
      sessions.set(id, session);
      return send(200, session);
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)) && req.method === 'GET') {
      const s = sessions.get(m[1]!);
      return s ? send(200, s) : send(404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${m[1]}'` } });
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname)) && req.method === 'POST') {
      const s = sessions.get(m[1]!);
      if (!s) return invalid(`No such checkout.session: '${m[1]}'`);
      if (s.status !== 'open')
        return invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.status}".`,
        );
      s.status = 'expired';
      s.url = null;
      return send(200, s);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const known = refunds.get(key);
      if (known) return send(200, known);
      const paid = [...sessions.values()].find((s) => s.payment_intent === form.payment_intent && s.payment_status === 'paid');
      if (!paid) return invalid(`No such payment_intent: '${form.payment_intent}'`);
      const refund = {
        id: `re_fake${++n}`,
        object: 'refund' as const,
        amount: Number(form.amount ?? paid.amount_total),
        payment_intent: form.payment_intent!,
        status: 'succeeded',
      };
      refunds.set(key, refund);
      return send(200, refund);
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    pay(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      s.status = 'complete';
      s.payment_status = 'paid';
      s.payment_intent = `pi_fake_${sessionId}`;
      s.url = null;
      return s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
