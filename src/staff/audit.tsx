import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { AuditEntry, AuditQuery, AuditResponse } from '../../common/staff/api';
import { staffApi } from './api';
import { FormError } from './form-error';

/** An admin's page: the audit log, newest first, filtered by staff member, action or subject. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditQuery>({});
  const [draft, setDraft] = useState({ staff: '', action: '', subject_type: '', subject_id: '' });
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(true);

  /** Asks for a page; the state changes when the answer comes (also on the first render's call). */
  const fetchPage = useCallback((query: AuditQuery, before?: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...query, before })) if (value !== undefined && value !== '') params.set(key, String(value));
    return staffApi<AuditResponse>('GET', `audit?${params}`).then((answer) => {
      setEntries((shown) => (before === undefined ? answer.entries : [...shown, ...answer.entries]));
      setHasMore(answer.has_more);
      setError(null);
    }, setError).finally(() => setBusy(false));
  }, []);

  useEffect(() => {
    void fetchPage({});
  }, [fetchPage]);

  const show = (query: AuditQuery, before?: number) => {
    setBusy(true);
    if (before === undefined) setFilter(query);
    void fetchPage(query, before);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
    show({
      staff: number(draft.staff), subject_id: number(draft.subject_id),
      action: draft.action.trim() || undefined, subject_type: draft.subject_type.trim() || undefined,
    });
  };
  const field = (key: keyof typeof draft) => ({ value: draft[key], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }) });

  return (
    <main>
      <h1>Audit log</h1>
      <form className="inline" onSubmit={apply} aria-label="Filter the audit log">
        <label>Staff id<input inputMode="numeric" pattern="\d*" {...field('staff')} /></label>
        <label>Action<input placeholder="e.g. staff.change" {...field('action')} /></label>
        <label>Subject<input placeholder="e.g. member" {...field('subject_type')} /></label>
        <label>Subject id<input inputMode="numeric" pattern="\d*" {...field('subject_id')} /></label>
        <button type="submit">Filter</button>
      </form>
      <FormError error={error} />
      <table>
        <caption className="visually-hidden">Audit entries, newest first</caption>
        <thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">From</th><th scope="col">Action</th><th scope="col">Subject</th><th scope="col">Reason</th><th scope="col">Details</th></tr></thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.created_at.replace('T', ' ').slice(0, 19)}</td>
              <td>{entry.staff_email ? `${entry.staff_email} (${entry.staff_role})` : entry.ip ? 'nobody logged in' : 'server command'}</td>
              <td>{entry.ip}</td>
              <td>{entry.action}</td>
              <td>{entry.subject_type ? `${entry.subject_type} ${entry.subject_id}` : ''}</td>
              <td>{entry.reason}</td>
              <td><code>{entry.details ? JSON.stringify(entry.details) : ''}</code></td>
            </tr>
          ))}
        </tbody>
      </table>
      {!busy && entries.length === 0 && !error && <p>No entries match.</p>}
      {hasMore && <button type="button" disabled={busy} onClick={() => show(filter, entries.at(-1)?.id)}>Older entries</button>}
    </main>
  );
}
