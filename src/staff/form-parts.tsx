import { useState, type FormEvent } from 'react';

/** What the console's forms share: a submit that shows busy and keeps the refusal, and the code field. */

export function useSubmit(work: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, submit };
}

/** Six digits of an authenticator app, as its keyboard and password managers expect them. */
export function CodeInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label>{label}
      <input inputMode="numeric" autoComplete="one-time-code" pattern="\d{3} ?\d{3}" maxLength={7} required value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
