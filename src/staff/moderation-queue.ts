import { useCallback, useEffect, useState } from 'react';
import { staffApi } from './api';

/**
 * What the moderation queue's tabs share (photos, profile texts): the queue loaded (all, or one
 * member's with `query`), its oldest item decided, the queue loaded again after each decision (also
 * one another moderator made first), and the keys: A approves, 1–n reject with the reason of that
 * number; not while typing in a field, nor with a modifier (the browser's own shortcuts stay).
 */

/** As the decision calls take it (common/staff/api.ts): a rejection names its reason. */
type Decision<Reason> = { decision: 'approve' | 'reject'; reason?: Reason };

export function useModerationQueue<Queue extends { count: number }, Item extends { id: number }, Reason extends string>(options: {
  /** The queue's calls: GET /staff/api/{path}, POST /staff/api/{path}/:id/decision. */
  path: 'photos' | 'texts';
  query: string;
  reasons: readonly Reason[];
  itemsOf: (queue: Queue) => Item[];
  /** What the notice says of a decision made. */
  decided: (item: Item, decision: Decision<Reason>) => string;
  counted: (count: number) => void;
}) {
  const { path, query, reasons, itemsOf, decided, counted } = options;
  const [queue, setQueue] = useState<Queue | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => staffApi<Queue>('GET', `${path}${query}`).then((answer) => {
    setQueue(answer);
    counted(answer.count);
  }, setError), [path, query, counted]);
  useEffect(() => {
    void load();
  }, [load]);

  const item = queue ? itemsOf(queue)[0] : undefined;
  const decide = useCallback(async (decision: Decision<Reason>) => {
    if (!item || busy) return;
    setBusy(true);
    setError(null);
    try {
      await staffApi('POST', `${path}/${item.id}/decision`, decision);
      setNotice(decided(item, decision));
    } catch (failure) {
      // Decided by someone else meanwhile: the queue moves on all the same.
      setError(failure);
    } finally {
      setBusy(false);
      void load();
    }
  }, [path, item, busy, load, decided]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || (event.target as HTMLElement).closest('input, select, textarea')) return;
      if (event.key === 'a' || event.key === 'A') void decide({ decision: 'approve' });
      const reason = reasons[Number(event.key) - 1];
      if (reason) void decide({ decision: 'reject', reason });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [reasons, decide]);

  return { queue, item, error, notice, busy, decide };
}
