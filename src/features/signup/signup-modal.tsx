import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { signupModalAtom } from '../../atoms/signup';
import { SignupForm } from './signup-form';

/**
 * The signup modal of the Default and Empty layouts. Once the visitor has started, a stray click
 * on the backdrop or the Escape key does not throw the form away (docs/product/screens.md#signup-modal); the close button does.
 */
export function SignupModal() {
  const { t } = useLingui();
  const [state, setState] = useAtom(signupModalAtom);
  const open = state === 'open';
  const dialog = useRef<HTMLDialogElement>(null);
  const [inProgress, setInProgress] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  const close = () => setState('closed');

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!inProgress) close();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !inProgress) close();
  };
  const onProgress = useCallback((value: boolean) => setInProgress(value), []);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="signup-modal-title" onCancel={onCancel} onClick={onBackdrop} onClose={close}>
      <div className="modal-body">
        <button type="button" className="modal-close" aria-label={t`Close`} onClick={close}>×</button>
        <h2 id="signup-modal-title"><Trans>Sign up for free</Trans></h2>
        {open && <SignupForm onProgress={onProgress} onDone={close} />}
      </div>
    </dialog>
  );
}
