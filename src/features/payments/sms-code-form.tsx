import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SMS_CODE_PATTERN } from '../../../common/rules/typed-codes';
import { useProblemText } from '../../i18n/problem-text';

/** The code texted to the member confirms the direct debit: 'Code invalid' (docs/product/validation.md#direct-debit-form-and-sms-code) keeps the form for another try. */
export function SmsCodeForm({ phone, onConfirm, onRestart }: { phone: string; onConfirm: (code: string) => Promise<void>; onRestart: () => void }) {
  const { text, errorText } = useProblemText();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // This form took the place of a longer one, whose end the page may still be scrolled to: the code
  // field takes the focus (a phone opens its keyboard) and comes to the middle of the screen.
  useEffect(() => {
    field.current?.focus({ preventScroll: true });
    field.current?.scrollIntoView({ block: 'center' });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!SMS_CODE_PATTERN.test(typed)) return setProblem(text('sms_code_invalid'));
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(typed);
    } catch (caught) {
      setProblem(errorText(caught));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p><Trans>We sent a code by SMS to {phone}.</Trans></p>
      <label htmlFor="sms-code"><Trans>Code</Trans></label>
      <input ref={field} id="sms-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code}
        aria-invalid={problem !== null} aria-describedby={problem ? 'sms-code-problem' : undefined} onChange={(event) => setCode(event.target.value)} />
      {problem && <p id="sms-code-problem" className="form-error" role="alert">{problem}</p>}
      <button type="submit" className="button button-primary" disabled={busy}><Trans>Confirm the direct debit</Trans></button>
      <button type="button" className="link-button" onClick={onRestart}><Trans>Change my details or send a new code</Trans></button>
    </form>
  );
}
