import { useCallback, useEffect, useState } from 'react';
import { COUNTRIES, COUNTRY_CODES } from '../../common/countries';
import { PAYMENT_METHODS } from '../../common/payment-method-codes';
import { DISCOUNT_STATES, type DiscountListResponse, type DiscountState, type NewDiscount, type StaffDiscount } from '../../common/staff/money';
import { formatMoney, parseMoney } from './amounts';
import { staffApi, StaffApiError } from './api';
import { FormError } from './form-error';
import { useSubmit } from './form-parts';
import { useStaffSession } from './session';
import { utcMinute } from './times';

/**
 * Discount codes (docs/product/data.md#discount-code; docs/staff.md): the site's codes, active or ended, made and ended here as
 * `npm run discount` makes them. Members' own welcome codes are made for them and not listed.
 */
export function DiscountsPage() {
  const { may } = useStaffSession();
  const [state, setState] = useState<DiscountState>('active');
  const [list, setList] = useState<DiscountListResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(() => staffApi<DiscountListResponse>('GET', `discounts?state=${state}`).then(setList, setError), [state]);
  useEffect(() => void load(), [load]);
  const more = () => staffApi<DiscountListResponse>('GET', `discounts?state=${state}&after=${list!.discounts.at(-1)!.code}`)
    .then((page) => setList({ discounts: [...list!.discounts, ...page.discounts], has_more: page.has_more }), setError);
  const changed = async (done: string) => {
    setNotice(done);
    await load();
  };

  return (
    <main>
      <h1>Discount codes</h1>
      {notice && <p className="notice" role="status">{notice}</p>}
      {may('money.change') && <NewCodeForm changed={changed} />}
      <div className="tabs" role="group" aria-label="Codes">
        {DISCOUNT_STATES.map((name) => (
          <button key={name} type="button" aria-pressed={state === name} onClick={() => setState(name)}>{name === 'active' ? 'Active' : 'Ended'}</button>
        ))}
      </div>
      <FormError error={error} />
      {list && list.discounts.length === 0 && <p>No codes here.</p>}
      {list && list.discounts.length > 0 && (
        <table>
          <thead><tr><th>Code</th><th>Off</th><th>Only</th><th>Ends</th><th>Paid with it</th><th /></tr></thead>
          <tbody>
            {list.discounts.map((code) => <CodeRow key={code.code} code={code} mayEnd={may('money.change')} changed={changed} />)}
          </tbody>
        </table>
      )}
      {list?.has_more && <p><button type="button" onClick={() => void more()}>More codes</button></p>}
    </main>
  );
}

/** The currencies members pay in: each country's own. */
const CURRENCIES = [...new Set(Object.values(COUNTRIES).map((country) => country.currency))].sort();

function limitsOf(code: StaffDiscount): string {
  const limits = [
    code.minimum_order !== null && `from ${code.currency ? formatMoney(code.minimum_order, code.currency) : `${(code.minimum_order / 100).toFixed(2)}`}`,
    code.country && `in ${code.country}`,
    code.currency && `in ${code.currency}`,
    code.methods && `with ${code.methods.join(', ')}`,
    code.unlimited ? 'any number of times' : 'once per member',
  ].filter(Boolean);
  return limits.join('; ');
}

function CodeRow({ code, mayEnd, changed }: { code: StaffDiscount; mayEnd: boolean; changed: (done: string) => Promise<void> }) {
  const { busy, error, submit } = useSubmit(async () => {
    if (!window.confirm(`End ${code.code} now? Members can no longer use it.`)) return;
    await staffApi('POST', `discounts/${code.code}/end`);
    await changed(`${code.code} has ended.`);
  });
  return (
    <tr>
      <td><code>{code.code}</code></td>
      <td>{code.percentage} %</td>
      <td>{limitsOf(code)}</td>
      <td>{code.expires_at ? utcMinute(code.expires_at) : 'never'}</td>
      <td>{code.uses}</td>
      <td>
        {mayEnd && !code.ended && <form onSubmit={submit}><button type="submit" disabled={busy}>End {code.code}</button></form>}
        <FormError error={error} />
      </td>
    </tr>
  );
}

function NewCodeForm({ changed }: { changed: (done: string) => Promise<void> }) {
  const empty = { code: '', percentage: '', minimum: '', country: '', currency: '', expires: '', methods: [] as string[], unlimited: false };
  const [form, setForm] = useState(empty);
  const set = (change: Partial<typeof empty>) => setForm({ ...form, ...change });
  const { busy, error, submit } = useSubmit(async () => {
    const minimum = form.minimum ? parseMoney(form.minimum) : undefined;
    if (minimum === null) throw new StaffApiError(400, 'minimum', 'Type the minimum order as an amount, such as 20.00, or leave it empty.');
    const code: NewDiscount = {
      code: form.code.trim(), percentage: Number(form.percentage), minimum_order: minimum, country: (form.country || undefined) as NewDiscount['country'],
      currency: form.currency || undefined, expires_at: form.expires ? new Date(form.expires).toISOString() : undefined,
      methods: form.methods.length > 0 ? (form.methods as NewDiscount['methods']) : undefined, unlimited: form.unlimited || undefined,
    };
    const { discount } = await staffApi<{ discount: StaffDiscount }>('POST', 'discounts', code);
    setForm(empty);
    await changed(`${discount.code} is active: ${discount.percentage} % off.`);
  });
  return (
    <form onSubmit={submit} aria-label="New discount code">
      <fieldset>
        <legend>New code</legend>
        <div className="inline">
          <label>Code (3–32 letters, digits, - or _)
            <input required pattern="[A-Za-z0-9_\-]{3,32}" value={form.code} onChange={(e) => set({ code: e.target.value })} />
          </label>
          <label>Percentage off
            <input type="number" required min={1} max={100} step={1} value={form.percentage} onChange={(e) => set({ percentage: e.target.value })} />
          </label>
          <label>Ends (your time; empty: never)
            <input type="datetime-local" value={form.expires} onChange={(e) => set({ expires: e.target.value })} />
          </label>
        </div>
        <details>
          <summary>Only for some orders</summary>
          <div className="inline">
            <label>From an order of
              <input inputMode="decimal" placeholder="20.00" value={form.minimum} onChange={(e) => set({ minimum: e.target.value })} />
            </label>
            <label>Country
              <select value={form.country} onChange={(e) => set({ country: e.target.value })}>
                <option value="">every country</option>
                {COUNTRY_CODES.map((country) => <option key={country} value={country}>{country}</option>)}
              </select>
            </label>
            <label>Currency
              <select value={form.currency} onChange={(e) => set({ currency: e.target.value })}>
                <option value="">every currency</option>
                {CURRENCIES.map((currency) => <option key={currency}>{currency}</option>)}
              </select>
            </label>
            <label>Payment methods (none chosen: all)
              <select multiple size={5} value={form.methods} onChange={(e) => set({ methods: [...e.target.selectedOptions].map((option) => option.value) })}>
                {PAYMENT_METHODS.map((method) => <option key={method}>{method}</option>)}
              </select>
            </label>
          </div>
        </details>
        <label className="choice"><input type="checkbox" checked={form.unlimited} onChange={(e) => set({ unlimited: e.target.checked })} />A member may use it more than once</label>
        <FormError error={error} />
        <button type="submit" disabled={busy}>Make the code</button>
      </fieldset>
    </form>
  );
}
