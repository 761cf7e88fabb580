import { useEffect, useState } from 'react';
import type { Spend } from '../../common/api/payments';
import { CORRECTION_MAX, CORRECTION_REASON_LENGTH, REFUND_REASON_LENGTH, type MoneyResponse, type StaffPayment } from '../../common/staff/money';
import { formatMoney, parseMoney } from './amounts';
import { staffApi, StaffApiError } from './api';
import { FormError } from './form-error';
import { useSubmit } from './form-parts';
import { LANGUAGES } from './languages';
import { Link, navigate, useLocation } from './nav';
import { useStaffSession } from './session';
import { utcMinute } from './times';

/**
 * The money desk (docs/staff.md): a member found by id or address, their payments with a refund
 * each, a credit correction, and their ledger. The member is in the address (?member=), so a page
 * can be sent to a colleague.
 */
export function MoneyPage() {
  const { search } = useLocation();
  const member = search.get('member') ?? '';
  const [data, setData] = useState<MoneyResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  // Counts the changes made here, so that the member is read again after each.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!member) return undefined;
    let shown = true;
    staffApi<MoneyResponse>('GET', `money?member=${encodeURIComponent(member)}`).then((answer) => {
      if (!shown) return;
      setData(answer);
      setError(null);
    }, (failure: unknown) => {
      if (!shown) return;
      setData(null);
      setError(failure);
    });
    return () => {
      shown = false;
    };
  }, [member, version]);

  const more = async () => {
    const page = await staffApi<MoneyResponse>('GET', `money?member=${encodeURIComponent(member)}&before=${data!.next}`).catch(setError);
    if (page) setData({ ...data!, spending: [...data!.spending, ...page.spending], next: page.next });
  };
  const changed = async (done: string) => {
    setNotice(done);
    setVersion(version + 1);
  };

  return (
    <main>
      <h1>Money</h1>
      <MemberSearch key={member} member={member} searched={() => setNotice('')} />
      <FormError error={error} />
      {notice && <p className="notice" role="status">{notice}</p>}
      {member && data && <MemberMoney data={data} changed={changed} more={more} />}
    </main>
  );
}

/** The member looked up goes into the address, so the page can be sent to a colleague. */
function MemberSearch({ member, searched }: { member: string; searched: () => void }) {
  const [typed, setTyped] = useState(member);
  return (
    <form className="inline" role="search" onSubmit={(event) => {
      event.preventDefault();
      searched();
      navigate(`/money?member=${encodeURIComponent(typed.trim())}`);
    }}>
      <label>Member id or e-mail address
        <input value={typed} required maxLength={254} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <button type="submit">Look up</button>
    </form>
  );
}

function MemberMoney({ data, changed, more }: { data: MoneyResponse; changed: (done: string) => Promise<void>; more: () => Promise<void> }) {
  const { may } = useStaffSession();
  const { member } = data;
  const states = [member.premium ? 'premium' : 'not premium', member.banned && 'banned', member.deleting && 'deleting their account'].filter(Boolean);
  return (
    <>
      <section className="case" aria-labelledby="member-title">
        <h2 id="member-title">{member.name} (member {member.id})</h2>
        <dl>
          <dt>Address</dt><dd>{member.email}</dd>
          <dt>Language</dt><dd>{LANGUAGES[member.language] ?? member.language}</dd>
          <dt>Credits</dt><dd>{member.credits}</dd>
          <dt>Account</dt><dd>{states.join(', ')}</dd>
        </dl>
        {may('data.export') && <p><Link to={`/members?member=${member.id}`}>Their data requests</Link></p>}
        {may('money.change') && <CorrectionForm memberId={member.id} language={member.language} changed={changed} />}
      </section>
      <h2>Payments</h2>
      {data.payments.length === 0 ? <p>No payments.</p> : <PaymentTable payments={data.payments} changed={changed} />}
      <h2>Credits moved (purchases are the payments above)</h2>
      <LedgerTable spending={data.spending} />
      {data.next !== null && <p><button type="button" onClick={() => void more()}>Older entries</button></p>}
    </>
  );
}

function PaymentTable({ payments, changed }: { payments: StaffPayment[]; changed: (done: string) => Promise<void> }) {
  const { may } = useStaffSession();
  const [refunding, setRefunding] = useState<number | null>(null);
  return (
    <table>
      <thead>
        <tr><th>Payment</th><th>Made</th><th>Credits</th><th>Amount</th><th>Method</th><th>State</th><th>Refunded by staff</th><th /></tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} open={refunding === payment.id} toggle={() => setRefunding(refunding === payment.id ? null : payment.id)}
            mayRefund={may('money.change')} changed={async (done) => {
              setRefunding(null);
              await changed(done);
            }} />
        ))}
      </tbody>
    </table>
  );
}

function PaymentRow({ payment, open, toggle, mayRefund, changed }: {
  payment: StaffPayment; open: boolean; toggle: () => void; mayRefund: boolean; changed: (done: string) => Promise<void>;
}) {
  const notes = [
    payment.discount_code && `code ${payment.discount_code}`,
    payment.reversed_credits > 0 && `${payment.reversed_credits} credits taken back${payment.unrecovered_credits > 0 ? `, ${payment.unrecovered_credits} of them spent already` : ''}`,
    payment.review_reason && `held for review: ${payment.review_reason}`,
  ].filter(Boolean);
  return (
    <>
      <tr>
        <td>{payment.id} <code>{payment.provider} {payment.provider_id}</code>{notes.length > 0 && <p className="hint">{notes.join('; ')}</p>}</td>
        <td>{utcMinute(payment.created_at)}</td>
        <td>{payment.credits}</td>
        <td>{formatMoney(payment.amount, payment.currency)}</td>
        <td>{payment.method_label ?? payment.method}</td>
        <td>{payment.state.replace('_', ' ')}</td>
        <td>{payment.refund_requested > 0 ? formatMoney(payment.refund_requested, payment.currency) : '–'}</td>
        <td>{mayRefund && payment.refundable > 0 && <button type="button" aria-expanded={open} onClick={toggle}>Refund</button>}</td>
      </tr>
      {open && (
        <tr>
          <td colSpan={8}><RefundForm payment={payment} changed={changed} /></td>
        </tr>
      )}
    </>
  );
}

function RefundForm({ payment, changed }: { payment: StaffPayment; changed: (done: string) => Promise<void> }) {
  const [amount, setAmount] = useState((payment.refundable / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const { busy, error, submit } = useSubmit(async () => {
    const minor = parseMoney(amount);
    if (minor === null || minor === 0) throw new StaffApiError(400, 'amount', 'Type the amount to refund, such as 4.99.');
    const { payment: after } = await staffApi<{ payment: StaffPayment }>('POST', `payments/${payment.id}/refund`, { amount: minor, reason, refunded_before: payment.refund_requested });
    await changed(`Refunded ${formatMoney(minor, payment.currency)} of payment ${payment.id}; ${after.reversed_credits - payment.reversed_credits} credits taken back.`);
  });
  return (
    <form className="inline" onSubmit={submit} aria-label={`Refund payment ${payment.id}`}>
      <label>Amount ({payment.currency}, at most {formatMoney(payment.refundable, payment.currency)})
        <input inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label>Why (for the audit log)
        <input required minLength={REFUND_REASON_LENGTH.min} maxLength={REFUND_REASON_LENGTH.max} size={50} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="danger" disabled={busy}>Refund through {payment.provider}</button>
      <p className="hint">The credits of the refunded share are taken back, as far as the balance holds them.</p>
      <FormError error={error} />
    </form>
  );
}

function CorrectionForm({ memberId, language, changed }: { memberId: number; language: string; changed: (done: string) => Promise<void> }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per correction: sent twice (a double click, an answer lost), it is made once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { busy, error, submit } = useSubmit(async () => {
    const { balance } = await staffApi<{ balance: number }>('POST', `members/${memberId}/credits`, { amount: Number(amount), reason, key });
    setKey(crypto.randomUUID());
    setAmount('');
    setReason('');
    await changed(`Credits corrected by ${amount}: the balance is ${balance}.`);
  });
  return (
    <form onSubmit={submit} aria-label="Correct credits">
      <fieldset>
        <legend>Correct credits</legend>
        <label>Credits to give (or, negative, to take off)
          <input type="number" required step={1} min={-CORRECTION_MAX} max={CORRECTION_MAX} value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label>Reason the member reads in their transactions (they read {LANGUAGES[language] ?? language})
          <textarea rows={2} required minLength={CORRECTION_REASON_LENGTH.min} maxLength={CORRECTION_REASON_LENGTH.max} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <FormError error={error} />
        <button type="submit" disabled={busy}>Correct</button>
      </fieldset>
    </form>
  );
}

const SPEND_LABELS: Record<Spend['reason'], string> = {
  message: 'message', photo: 'photo in a chat', gift: 'gift', refund: 'taken back after a refund', chargeback: 'taken back after a chargeback',
  adjustment: 'adjustment', correction: 'correction by staff', signup_bonus: 'welcome credits', demo_credits: 'demo credits',
};

function LedgerTable({ spending }: { spending: Spend[] }) {
  if (spending.length === 0) return <p>No credits moved other than purchases.</p>;
  return (
    <table>
      <thead><tr><th>When</th><th>What</th><th>Credits</th><th>Member reads</th></tr></thead>
      <tbody>
        {spending.map((entry) => (
          <tr key={entry.id}>
            <td>{utcMinute(entry.created_at)}</td>
            <td>{SPEND_LABELS[entry.reason]}</td>
            <td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
            <td>{entry.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
