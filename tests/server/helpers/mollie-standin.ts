import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { ProviderStatus } from '../../../server/adapters/payments/provider';
import { throwawayCertificate } from './throwaway-cert';

/**
 * A stand-in of Mollie's v2 API on a loopback port, answering in Mollie's documented shapes (HAL, ids
 * with their prefixes, amounts as decimal strings, errors as problem objects) so the official client
 * parses them. It speaks HTTPS: the client sends every call through its own https agent (an http://
 * endpoint fails with 'Protocol "http:" not supported'), and that agent trusts only the CA list bundled
 * with it, so the stand-in makes a throwaway certificate and turns certificate checks off in this
 * process until it closes.
 */

type Json = Record<string, unknown>;

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Json | null };

/** What a payer, a bank or Mollie did to a payment since; amounts as Mollie writes them ("5.00"). */
export type PaymentChange = { status?: ProviderStatus; method?: string; refunded?: string; chargedBack?: string; details?: Json };

export interface MollieStandin {
  /** The client's `apiEndpoint`: the API root with its version, https://127.0.0.1:<port>/v2/. */
  url: string;
  requests: RecordedRequest[];
  setPayment(id: string, change: PaymentChange): void;
  setMandate(id: string, status: 'valid' | 'pending' | 'invalid'): void;
  /** The next `times` requests answer 500 (Retry-After: 0, so the client's retries come at once) or never answer. */
  failNext(kind: 'error' | 'hang', times?: number): void;
  close(): Promise<void>;
}

type Answer = { status: number; body: Json };

const DOCS = { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' };
const HISTORIC_METHODS = ['giropay', 'sofort', 'bitcoin', 'inghomepay'];

const problem = (status: number, title: string, detail: string, field?: string): Answer =>
  ({ status, body: { status, title, detail, field, _links: { documentation: DOCS } } });
const notFound = (detail: string) => problem(404, 'Not Found', detail);
const unprocessable = (detail: string, field: string) => problem(422, 'Unprocessable Entity', detail, field);
const token = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
const link = (href: string, type = 'application/hal+json') => ({ href, type });

async function readJson(req: IncomingMessage): Promise<Json | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? (JSON.parse(text) as Json) : null;
}

export async function startMollieStandin(): Promise<MollieStandin> {
  const payments = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const mandates = new Map<string, Json>();
  const replays = new Map<string, Answer>();
  const requests: RecordedRequest[] = [];
  const failures: ('error' | 'hang')[] = [];
  let url = '';

  function renderPayment(payment: Json): Json {
    const self = `${url}payments/${String(payment.id)}`;
    const waitsForPayer = payment.status === 'open' && payment.sequenceType !== 'recurring';
    return {
      ...payment,
      isCancelable: payment.status === 'open',
      _links: {
        self: link(self),
        checkout: waitsForPayer ? link(`https://www.mollie.com/checkout/select-method/${String(payment.id).slice(3)}`, 'text/html') : undefined,
        dashboard: link(`https://www.mollie.com/dashboard/org_standin/payments/${String(payment.id)}`, 'text/html'),
        documentation: link('https://docs.mollie.com/reference/get-payment', 'text/html'),
      },
    };
  }

  function createPayment(body: Json, mode: string): Answer {
    const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
    if (!/^\d+\.\d\d$/.test(String(amount?.value)) || typeof amount?.currency !== 'string') return unprocessable('The amount is invalid.', 'amount');
    if (HISTORIC_METHODS.includes(String(body.method))) return unprocessable('The payment method is not active in your website profile.', 'method');
    const recurring = body.sequenceType === 'recurring';
    if (!recurring && typeof body.redirectUrl !== 'string') return unprocessable('The redirect URL is required.', 'redirectUrl');
    const id = token('tr');
    const payment: Json = {
      resource: 'payment', id, mode, createdAt: new Date().toISOString(), amount, description: body.description,
      method: body.method ?? null, metadata: body.metadata ?? null, status: recurring ? 'pending' : 'open',
      expiresAt: recurring ? undefined : new Date(Date.now() + 15 * 60_000).toISOString(), profileId: 'pfl_standin',
      sequenceType: body.sequenceType ?? 'oneoff', redirectUrl: recurring ? null : body.redirectUrl, webhookUrl: body.webhookUrl,
      locale: body.locale, customerId: body.customerId, mandateId: body.mandateId,
    };
    payments.set(id, payment);
    return { status: 201, body: renderPayment(payment) };
  }

  /** Cents of a decimal amount as Mollie writes it ("5.00" → 500); absent is 0. */
  const cents = (amount: unknown) => Math.round(Number((amount as { value?: string } | undefined)?.value ?? '0') * 100);

  function createRefund(paymentId: string, body: Json, mode: string): Answer {
    const payment = payments.get(paymentId);
    if (!payment) return notFound(`No payment exists with token ${paymentId}.`);
    const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
    const { currency } = payment.amount as { currency: string };
    if (!/^\d+\.\d\d$/.test(String(amount?.value)) || amount?.currency !== currency) return unprocessable('The amount is invalid.', 'amount');
    if (payment.status !== 'paid') return unprocessable('The payment cannot be refunded.', 'paymentId');
    const refunded = cents(payment.amountRefunded) + cents(amount);
    if (refunded + cents(payment.amountChargedBack) > cents(payment.amount)) {
      return unprocessable('The amount requested to be refunded is higher than the remaining amount.', 'amount');
    }
    payment.amountRefunded = { currency, value: (refunded / 100).toFixed(2) };
    const id = token('re');
    return {
      status: 201,
      body: {
        resource: 'refund', id, mode, amount, status: 'pending', description: body.description ?? '', paymentId, createdAt: new Date().toISOString(),
        _links: { self: link(`${url}payments/${paymentId}/refunds/${id}`), payment: link(`${url}payments/${paymentId}`) },
      },
    };
  }

  function createCustomer(body: Json, mode: string): Answer {
    const id = token('cst');
    const customer: Json = {
      resource: 'customer', id, mode, name: body.name ?? null, email: body.email ?? null, locale: body.locale ?? null,
      metadata: body.metadata ?? null, createdAt: new Date().toISOString(),
      _links: { self: link(`${url}customers/${id}`), documentation: link('https://docs.mollie.com/reference/create-customer', 'text/html') },
    };
    customers.set(id, customer);
    return { status: 201, body: customer };
  }

  function createMandate(customerId: string, body: Json, mode: string): Answer {
    if (!customers.has(customerId)) return notFound(`No customer exists with token ${customerId}.`);
    if (body.method !== 'directdebit' || typeof body.consumerAccount !== 'string' || typeof body.consumerName !== 'string') {
      return unprocessable('The consumer name and account are required for a direct debit mandate.', 'consumerAccount');
    }
    const id = token('mdt');
    const mandate: Json = {
      resource: 'mandate', id, mode, status: 'valid', method: 'directdebit',
      details: { consumerName: body.consumerName, consumerAccount: body.consumerAccount, consumerBic: null },
      mandateReference: null, signatureDate: body.signatureDate ?? null, createdAt: new Date().toISOString(),
      _links: {
        self: link(`${url}customers/${customerId}/mandates/${id}`), customer: link(`${url}customers/${customerId}`),
        documentation: link('https://docs.mollie.com/reference/get-mandate', 'text/html'),
      },
    };
    mandates.set(id, { ...mandate, customerId });
    return { status: 201, body: mandate };
  }

  function route(method: string, path: string, body: Json, mode: string): Answer {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/payments') return createPayment(body, mode);
    if (method === 'POST' && path === '/v2/customers') return createCustomer(body, mode);
    if (method === 'GET' && (match = /^\/v2\/payments\/([^/]+)$/.exec(path))) {
      const payment = payments.get(match[1]!);
      return payment ? { status: 200, body: renderPayment(payment) } : notFound(`No payment exists with token ${match[1]}.`);
    }
    if (method === 'POST' && (match = /^\/v2\/customers\/([^/]+)\/mandates$/.exec(path))) return createMandate(match[1]!, body, mode);
    if (method === 'POST' && (match = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(path))) return createRefund(match[1]!, body, mode);
    if (method === 'GET' && (match = /^\/v2\/customers\/([^/]+)\/mandates\/([^/]+)$/.exec(path))) {
      const { customerId, ...mandate } = mandates.get(match[2]!) ?? {};
      return customerId === match[1] ? { status: 200, body: mandate } : notFound(`No mandate exists with token ${match[2]}.`);
    }
    return notFound('The resource does not exist.');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', url).pathname;
    requests.push({ method, path, headers: req.headers, body });
    const send = ({ status, body }: Answer, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'Content-Type': 'application/hal+json', ...headers }).end(JSON.stringify(body));

    const failure = failures.shift();
    if (failure === 'hang') return;
    if (failure === 'error') return send(problem(500, 'Internal Server Error', 'An internal server error occurred.'), { 'Retry-After': '0' });
    const key = /^Bearer (test|live)_\w+$/.exec(req.headers.authorization ?? '');
    if (!key) return send(problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'));
    // Mollie stores the answer to a keyed request and replays it for the same key.
    const idempotencyKey = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const replay = typeof idempotencyKey === 'string' ? replays.get(idempotencyKey) : undefined;
    if (replay) return send(replay);
    const answer = route(method, path, body ?? {}, key[1]!);
    if (typeof idempotencyKey === 'string') replays.set(idempotencyKey, answer);
    send(answer);
  }

  const server = https.createServer(throwawayCertificate(), (req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
  const checks = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

  return {
    url,
    requests,
    setPayment(id, { status, method, refunded, chargedBack, details }) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The stand-in has no payment ${id}`);
      const { currency } = payment.amount as { currency: string };
      if (status) Object.assign(payment, { status, paidAt: status === 'paid' ? new Date().toISOString() : undefined });
      if (method) payment.method = method;
      if (refunded) payment.amountRefunded = { currency, value: refunded };
      if (chargedBack) payment.amountChargedBack = { currency, value: chargedBack };
      if (details) payment.details = details;
    },
    setMandate(id, status) {
      const mandate = mandates.get(id);
      if (!mandate) throw new Error(`The stand-in has no mandate ${id}`);
      mandate.status = status;
    },
    failNext(kind, times = 1) {
      failures.push(...Array<'error' | 'hang'>(times).fill(kind));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (checks === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = checks;
    },
  };
}
