import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../../common/payment-method-codes';
import { discountProblem, discountedAmount, savingPercent, type DiscountCode, type DiscountOrder } from '../../../common/rules/discount';
import { METHOD_REACH, offeredMethods } from '../../../common/rules/payment-methods';
import { PAYMENT_STATES, nextPaymentState, type PaymentState } from '../../../common/rules/payment-state';

describe('the methods offered', () => {
  const all = [...PAYMENT_METHODS];
  it('are the local ones where they work, cards and PayPal everywhere', () => {
    expect(offeredMethods('NL', all)).toEqual(expect.arrayContaining(['ideal', 'visa', 'mastercard', 'paypal', 'sdd', 'sct']));
    expect(offeredMethods('BE', all)).toContain('bancontact');
    expect(offeredMethods('PL', all)).toEqual(expect.arrayContaining(['blik', 'prezelewy24']));
    expect(offeredMethods('AT', all)).toContain('eps');
    expect(offeredMethods('FR', all)).toContain('cartebancaire');
    expect(offeredMethods('IT', all)).toContain('nexi');
    expect(offeredMethods('US', all)).toEqual(['mastercard', 'visa', 'applepay', 'paypal']);
    for (const country of ['NL', 'DE', 'PL', 'US'] as const) expect(offeredMethods(country, all)).not.toContain('creditcard');
  });

  it('keep the operator’s order and leave out what the operator turned off', () => {
    expect(offeredMethods('NL', ['paypal', 'ideal', 'blik'])).toEqual(['paypal', 'ideal']);
  });

  it('know every one of the 18 identifiers', () => {
    expect(Object.keys(METHOD_REACH).sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});

describe('a payment’s state', () => {
  it('is never undone once paid, except by a refund or chargeback', () => {
    for (const reported of PAYMENT_STATES) {
      const next = nextPaymentState('paid', reported);
      expect(next, reported).toBe(reported === 'refunded' || reported === 'charged_back' ? reported : 'paid');
    }
    expect(nextPaymentState('refunded', 'paid')).toBe('refunded');
    expect(nextPaymentState('charged_back', 'refunded')).toBe('charged_back');
  });

  it('moves forward from waiting, and a late payment after a failure still counts', () => {
    const cases: [PaymentState, PaymentState, PaymentState][] = [
      ['open', 'pending', 'pending'], ['pending', 'open', 'pending'], ['open', 'paid', 'paid'], ['pending', 'failed', 'failed'],
      ['failed', 'pending', 'failed'], ['expired', 'paid', 'paid'], ['canceled', 'open', 'canceled'], ['open', 'refunded', 'refunded'],
    ];
    for (const [current, reported, next] of cases) expect(nextPaymentState(current, reported), `${current} + ${reported}`).toBe(next);
  });
});

describe('a discount code', () => {
  const code: DiscountCode = {
    code: 'SPRING', percentage: 20, minimumOrder: 2000, country: 'NL', userId: null, expiresAt: '2026-12-01T00:00:00.000Z',
    currency: 'EUR', status: 'active', validity: 'once_per_user', paymentMethods: ['ideal', 'visa'],
  };
  const order: DiscountOrder = { userId: 7, country: 'NL', currency: 'EUR', amount: 2299, method: 'ideal', usedBefore: false, now: new Date('2026-11-30T00:00:00.000Z') };

  it('applies when the order keeps every rule', () => {
    expect(discountProblem(code, order)).toBeNull();
  });

  it('names the first rule an order breaks', () => {
    expect(discountProblem(undefined, order)).toBe('discount_not_found');
    expect(discountProblem({ ...code, status: 'inactive' }, order)).toBe('discount_not_found');
    expect(discountProblem({ ...code, userId: 8 }, order)).toBe('discount_not_found');
    expect(discountProblem(code, { ...order, usedBefore: true })).toBe('discount_used');
    expect(discountProblem({ ...code, validity: 'unlimited' }, { ...order, usedBefore: true })).toBeNull();
    expect(discountProblem(code, { ...order, now: new Date('2026-12-01T00:00:00.000Z') })).toBe('discount_expired');
    expect(discountProblem(code, { ...order, country: 'BE' })).toBe('discount_country');
    expect(discountProblem(code, { ...order, currency: 'PLN' })).toBe('discount_currency');
    expect(discountProblem(code, { ...order, amount: 1999 })).toBe('discount_minimum_order');
    expect(discountProblem(code, { ...order, method: 'paypal' })).toBe('discount_method');
    expect(discountProblem(code, { ...order, amount: null, method: null })).toBeNull();
  });

  it('takes its percentage off in the payer’s favour', () => {
    expect(discountedAmount(999, 25)).toBe(749);
    expect(discountedAmount(2299, 20)).toBe(1839);
    expect(discountedAmount(1000, 100)).toBe(0);
  });

  it('badges what a package really saves per credit', () => {
    expect(savingPercent({ credits: 85, amount: 999 }, { credits: 85, amount: 999 })).toBeNull();
    expect(savingPercent({ credits: 500, amount: 4499 }, { credits: 85, amount: 999 })).toBe(23);
  });
});
