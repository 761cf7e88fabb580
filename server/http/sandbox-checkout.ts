import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../common/constants';
import { isBrandedMethod, METHOD_BRANDS, type UnbrandedMethod } from '../../common/payment-method-brands';
import type { PaymentMethod } from '../../common/rules/payment-methods';
import { SANDBOX_OUTCOMES } from '../../common/rules/payment-state';
import type { SandboxCheckout, SandboxProvider } from '../adapters/payments/sandbox';
import { sandboxCheckout, settleSandboxCheckout } from '../domain/payments/sandbox-checkout';
import type { Config } from '../config/config';
import { serverI18n } from '../domain/notifications/texts/catalog';
import { escapeHtml } from '../domain/notifications/texts/layout';
import { ProblemError } from '../domain/problems';
import { parseInput } from './errors';
import { formBodies } from './form-body';
import { requestLocale } from './locale';

/**
 * The sandbox provider's checkout page, served by the product so `npm start` takes payments with no
 * account anywhere: the payer sees the amount and chooses how the payment ends, then returns to the
 * product, as from a real provider's checkout. No script (the CSP allows none inline); a form posts.
 */

const TEXTS = {
  title: /*i18n*/ 'Test payment',
  note: /*i18n*/ 'This is the test checkout of {site}: no money is charged. Choose how the payment ends.',
  amount: /*i18n*/ 'Amount',
  method: /*i18n*/ 'Method',
  paid: /*i18n*/ 'Pay',
  failed: /*i18n*/ 'Let it fail',
  canceled: /*i18n*/ 'Cancel',
  expired: /*i18n*/ 'Let it expire',
  pending: /*i18n*/ 'Leave it pending',
  failLater: /*i18n*/ 'Let later charges of this saved method fail',
  done: /*i18n*/ 'This payment has ended.',
  back: /*i18n*/ 'Back to {site}',
  unknown: /*i18n*/ 'This payment does not exist.',
};

/** The methods that are no brand, in the payer's language (the brands are named as they write themselves). */
const METHOD_WORDS: Record<UnbrandedMethod, string> = {
  sdd: /*i18n*/ 'SEPA direct debit',
  sct: /*i18n*/ 'Bank transfer',
  creditcard: /*i18n*/ 'Credit card',
};

const paramsSchema = z.object({ id: z.string().regex(/^tr_sbx[0-9a-f]{16}$/) });
const formSchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES), fail_later: z.literal('on').optional() });

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f1f8;color:#222}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001}
h1{font-size:1.4rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#666}dd{margin:0;font-weight:600}
form{display:grid;gap:.5rem}button{font:inherit;padding:.7rem;border-radius:8px;border:1px solid #bbb;background:#fff;cursor:pointer}
button[value=paid]{background:#7b2cbf;color:#fff;border-color:#7b2cbf}label{display:flex;gap:.5rem;align-items:center;margin:.5rem 0}`;

/** With the app's icon: without one the browser asks for /favicon.ico, which is not there. */
function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/sandbox/checkout.css"></head>`
    + `<body><main>${body}</main></body></html>`;
}

export function sandboxCheckoutRoutes(app: FastifyInstance, config: Config, sandbox: SandboxProvider): void {
  function render(request: FastifyRequest, reply: FastifyReply, checkout: SandboxCheckout | null) {
    const locale = requestLocale(request);
    const i18n = serverI18n(locale);
    const t = (id: string, values: Record<string, string> = {}) => escapeHtml(i18n._(id, { site: config.site.name, ...values }));
    const methodName = (method: PaymentMethod) => (isBrandedMethod(method) ? escapeHtml(METHOD_BRANDS[method]) : t(METHOD_WORDS[method]));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!checkout) return reply.status(404).send(page(locale, i18n._(TEXTS.title), `<h1>${t(TEXTS.title)}</h1><p>${t(TEXTS.unknown)}</p>`));
    const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: checkout.currency }).format(checkout.amount / 100);
    const facts = `<dl><dt>${t(TEXTS.amount)}</dt><dd>${escapeHtml(amount)}</dd><dt>${t(TEXTS.method)}</dt><dd>${methodName(checkout.method)}</dd></dl>`;
    const choices = checkout.status === 'open'
      ? `<form method="post">${SANDBOX_OUTCOMES.map((outcome) => `<button name="outcome" value="${outcome}">${t(TEXTS[outcome])}</button>`).join('')}`
        + (checkout.first ? `<label><input type="checkbox" name="fail_later">${t(TEXTS.failLater)}</label>` : '') + '</form>'
      : `<p>${t(TEXTS.done)}</p>` + (checkout.redirectUrl ? `<p><a href="${escapeHtml(checkout.redirectUrl)}">${t(TEXTS.back)}</a></p>` : '');
    return reply.send(page(locale, i18n._(TEXTS.title), `<h1>${t(TEXTS.title)}</h1><p>${t(TEXTS.note)}</p>${facts}${choices}`));
  }

  app.get('/sandbox/checkout.css', async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLE));

  app.get('/sandbox/checkout/:id', async (request, reply) => {
    const parsed = paramsSchema.safeParse(request.params);
    return render(request, reply, parsed.success ? await sandboxCheckout(sandbox, parsed.data.id) : null);
  });

  app.register(async (scope) => {
    formBodies(scope);
    scope.post('/sandbox/checkout/:id', async (request, reply) => {
      const parsed = paramsSchema.safeParse(request.params);
      if (!parsed.success) throw new ProblemError('payment_unknown');
      const form = parseInput(formSchema, request.body);
      const checkout = await settleSandboxCheckout(sandbox, parsed.data.id, form.outcome, form.fail_later === 'on');
      // Back to the product, as a real checkout sends the payer; the page itself when there is nowhere to go.
      return reply.redirect(checkout.redirectUrl ?? `/sandbox/checkout/${checkout.id}`, 303);
    });
  });
}
