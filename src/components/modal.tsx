import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

/** A modal dialog: the browser's own (focus kept inside, Escape closes), closed by its button or a click beside it. */
export function Modal({ id, open, title, onClose, children }: { id: string; open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog ref={dialog} id={id} className="modal" aria-labelledby={`${id}-title`} onClick={onBackdrop} onClose={onClose}>
      <div className="modal-body">
        <button type="button" className="modal-close" aria-label={t`Close`} onClick={onClose}>×</button>
        <h2 id={`${id}-title`}>{title}</h2>
        {open && children}
      </div>
    </dialog>
  );
}
