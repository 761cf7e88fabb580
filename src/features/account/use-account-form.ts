import { useState, type FormEvent } from 'react';
import type { Problem } from '../../../common/rules/account';
import { problemOf, useProblemText } from '../../i18n/problem-text';

type Fields = Record<string, string>;

/**
 * The state of an account form: the client's own checks first, then the call; a problem the server
 * names a field for is shown at that field, any other above the button.
 */
export function useAccountForm<T>(
  action: (fields: Fields) => Promise<T>,
  onDone: (result: T, fields: Fields) => void,
  check: (fields: Fields) => (Problem | null)[] = () => [],
) {
  const { text, errorText } = useProblemText();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]));
    const problems = check(fields).filter((p): p is Problem => p !== null);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, text(p.code, p.params)])));
    setGeneral(null);
    if (problems.length) return;
    setBusy(true);
    try {
      onDone(await action(fields), fields);
    } catch (caught) {
      const field = problemOf(caught)?.params.field;
      if (field) setErrors({ [field]: errorText(caught) });
      else setGeneral(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return { submit: (event: FormEvent<HTMLFormElement>) => void submit(event), busy, errors, general };
}
