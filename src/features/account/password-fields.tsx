import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

/** A new password twice, with the length hint; the values are read from the form by name. */
export function NewPasswordFields({ errors }: { errors: Partial<Record<'password' | 'password_repeat', string>> }) {
  const id = useId();
  const describe = (name: 'password' | 'password_repeat') => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <>
      <label htmlFor={`${id}-password`}><Trans>New password</Trans></label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="new-password" aria-invalid={errors.password ? true : undefined} aria-describedby={describe('password')} />
      <p className="field-hint"><Trans>At least 8 characters. A few words make a strong password.</Trans></p>
      {errors.password && <p id={`${id}-password-error`} className="form-error">{errors.password}</p>}
      <label htmlFor={`${id}-password_repeat`}><Trans>Repeat the new password</Trans></label>
      <input id={`${id}-password_repeat`} name="password_repeat" type="password" autoComplete="new-password" aria-invalid={errors.password_repeat ? true : undefined} aria-describedby={describe('password_repeat')} />
      {errors.password_repeat && <p id={`${id}-password_repeat-error`} className="form-error">{errors.password_repeat}</p>}
    </>
  );
}
