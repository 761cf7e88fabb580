import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, use, useState } from 'react';
import type { DirectDebitStarted } from '../../../common/api/payments';
import { isPackageId } from '../../../common/packages';
import { checkIban } from '../../../common/rules/direct-debit';
import { confirmDirectDebitAtom, paymentAtom, startDirectDebitAtom } from '../../atoms/payments';
import { settingsAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';
import { problemOf, useProblemText } from '../../i18n/problem-text';
import { LoadStatus } from './load-status';
import { money } from './payment-texts';
import { PackageSelect } from './package-select';
import { SmsCodeForm } from './sms-code-form';
import { useOffer } from './use-offer';
import { paymentTextsReady } from './payment-texts-ready';
import './payments.css';

/**
 * /directdebit: a SEPA direct debit (docs/product/screens.md#payment-screens): the package, the account holder, IBAN and phone, checked
 * here as on the server; then the code texted to the phone confirms the mandate, and the credits come.
 */
export function DirectDebitPage({ initialPackage }: { initialPackage: string | null }) {
  use(paymentTextsReady);
  const { t, i18n } = useLingui();
  const { text, errorText } = useProblemText();
  const { offer, error, reload } = useOffer();
  const company = useAtomValue(settingsAtom)?.company_name ?? '';
  const start = useSetAtom(startDirectDebitAtom);
  const confirm = useSetAtom(confirmDirectDebitAtom);
  const [form, setForm] = useState({ package: isPackageId(initialPackage) ? initialPackage : null, holder: '', iban: '', phone: '' });
  const [problems, setProblems] = useState<{ iban?: string; phone?: string; form?: string }>({});
  const [started, setStarted] = useState<DirectDebitStarted | null>(null);
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const last = useAtomValue(paymentAtom);
  const payment = last?.id === confirmed ? last : null;
  const [busy, setBusy] = useState(false);

  if (!offer) return <PageFrame title={t`Direct debit`}><LoadStatus error={error} onRetry={reload} /></PageFrame>;
  if (!offer.methods.includes('sdd')) {
    return (
      <PageFrame title={t`Direct debit`}>
        <p className="notice">{text('method_unavailable')} <Link to="/credits"><Trans>Choose another payment method</Trans></Link></p>
      </PageFrame>
    );
  }
  const pkg = offer.packages.find((candidate) => candidate.id === form.package) ?? offer.packages.find((candidate) => candidate.popular)!;
  const amount = money(i18n, pkg.discounted_amount ?? pkg.amount, pkg.currency);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    // The IBAN is checked here too; the phone only by the server, whose number data is too large for a page.
    const iban = checkIban(form.iban);
    if ('problem' in iban) return setProblems({ iban: text(iban.problem) });
    setProblems({});
    setBusy(true);
    try {
      setStarted(await start({ package: pkg.id, holder: form.holder, iban: form.iban, phone: form.phone }));
    } catch (caught) {
      const code = problemOf(caught)?.code;
      setProblems(code === 'invalid_phone' ? { phone: errorText(caught) } : code === 'invalid_iban' || code === 'iban_country' ? { iban: errorText(caught) } : { form: errorText(caught) });
    } finally {
      setBusy(false);
    }
  };

  if (payment) {
    return (
      <PageFrame title={t`Direct debit`}>
        <div className="payment-state payment-done" role="status">
          <p className="payment-state-title"><Trans>Your direct debit is set up.</Trans></p>
          <p><Plural value={payment.credits} one="# credit has been added to your account." other="# credits have been added to your account." /></p>
          <p><Trans>The amount is collected from your account within the next few banking days.</Trans></p>
          <Link to="/members" className="button button-primary"><Trans>Search members</Trans></Link>
        </div>
      </PageFrame>
    );
  }
  if (started) {
    return (
      <PageFrame title={t`Direct debit`}>
        <SmsCodeForm phone={started.phone} onConfirm={async (code) => setConfirmed((await confirm({ verification: started.verification, code })).id)}
          onRestart={() => setStarted(null)} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t`Direct debit`}>
      <form className="form direct-debit" onSubmit={send} noValidate>
        <PackageSelect id="dd-package" packages={offer.packages} value={pkg.id} onChange={(chosen) => setForm({ ...form, package: chosen })} />
        <label htmlFor="dd-holder"><Trans>Account holder</Trans></label>
        <input id="dd-holder" autoComplete="name" required minLength={2} maxLength={70} value={form.holder} onChange={(event) => setForm({ ...form, holder: event.target.value })} />
        <label htmlFor="dd-iban">IBAN</label>
        <input id="dd-iban" inputMode="text" autoCapitalize="characters" autoComplete="off" spellCheck={false} maxLength={64} value={form.iban}
          aria-invalid={problems.iban !== undefined} aria-describedby={problems.iban ? 'dd-iban-problem' : undefined}
          onChange={(event) => setForm({ ...form, iban: event.target.value })} />
        {problems.iban && <p id="dd-iban-problem" className="form-error" role="alert">{problems.iban}</p>}
        <label htmlFor="dd-phone"><Trans>Mobile number</Trans></label>
        <input id="dd-phone" type="tel" autoComplete="tel" maxLength={32} value={form.phone}
          aria-invalid={problems.phone !== undefined} aria-describedby={problems.phone ? 'dd-phone-problem' : 'dd-phone-hint'}
          onChange={(event) => setForm({ ...form, phone: event.target.value })} />
        {problems.phone ? <p id="dd-phone-problem" className="form-error" role="alert">{problems.phone}</p>
          : <p id="dd-phone-hint" className="field-hint"><Trans>We text you a code to confirm that it is you.</Trans></p>}
        <p className="field-hint">
          <Trans>
            By confirming, you authorise {company} to collect {amount} from your account by SEPA direct debit, and your bank to debit your
            account accordingly. You can ask your bank for a refund within 8 weeks of the debit.
          </Trans>
        </p>
        {problems.form && <p className="form-error" role="alert">{problems.form}</p>}
        <button type="submit" className="button button-primary" disabled={busy || form.holder.trim().length < 2}><Trans>Send the code by SMS</Trans></button>
      </form>
    </PageFrame>
  );
}
