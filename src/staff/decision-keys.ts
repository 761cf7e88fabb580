import { useEffect } from 'react';

/**
 * The queues' keys: A approves, 1–n reject with the reason of that number; not while typing in a
 * field, and not with a modifier (the browser's own shortcuts stay).
 */
export function useDecisionKeys<Reason extends string>(
  reasons: readonly Reason[], decide: (decision: { decision: 'approve' } | { decision: 'reject'; reason: Reason }) => void,
): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || (event.target as HTMLElement).closest('input, select, textarea')) return;
      if (event.key === 'a' || event.key === 'A') decide({ decision: 'approve' });
      const reason = reasons[Number(event.key) - 1];
      if (reason) decide({ decision: 'reject', reason });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [reasons, decide]);
}
