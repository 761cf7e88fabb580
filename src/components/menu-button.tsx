import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A disclosure menu: a button that opens a list of links or actions. Escape and a click outside
 * close it, and focus returns to the button, so it works by keyboard alone. The button's name is the
 * hidden `label` followed by the visible content, so what is seen is also what is heard.
 */
export function MenuButton({ label, buttonContent, children }: { label: string; buttonContent: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">{label} </span>
        {buttonContent}
      </button>
      <div id={id} className="menu-list" hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </div>
    </div>
  );
}
