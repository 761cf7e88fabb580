import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { BAN_REASONS, type BanReason } from '../../common/enums';
import type { CaseListResponse, StaffCase } from '../../common/staff/api';
import { BAN_FACTS_LENGTH, banReasonOfReport } from '../../common/staff/bans';
import { CASE_OUTCOME_LABELS, OBJECTION_OUTCOMES, REPORT_OUTCOMES, type CaseOutcome, type CaseState } from '../../common/staff/cases';
import { staffApi } from './api';
import { FormError } from './form-error';
import { LANGUAGES } from './languages';
import { useSubmit } from './form-parts';
import { useStaffSession } from './session';
import { utcMinute } from './times';

/**
 * The inbox of reports, complaints and objections to bans (docs/staff.md): new, in review and decided
 * cases, each with its evidence; taken, decided with the reason the reporter is told, and the
 * reported member banned from it. Keys: J and K move through the list.
 */

/** A reason's code as staff read it. */
const reasonLabel = (reason: string) => reason.replace('_', ' ');

const TABS: { state: CaseState; label: string }[] = [{ state: 'open', label: 'New' }, { state: 'in_review', label: 'In review' }, { state: 'decided', label: 'Decided' }];

export function CasesPage() {
  const [state, setState] = useState<CaseState>('open');
  const [list, setList] = useState<CaseListResponse | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(() => staffApi<CaseListResponse>('GET', `cases?state=${state}`).then((answer) => {
    setList(answer);
    setError(null);
  }, setError), [state]);
  const more = () => staffApi<CaseListResponse>('GET', `cases?state=${state}&cursor=${list!.cases.at(-1)!.id}`).then((answer) => {
    setList({ ...answer, cases: [...list!.cases, ...answer.cases] });
    setError(null);
  }, setError);
  useEffect(() => {
    void load();
  }, [load]);

  /** Another tab: its list replaces this one's once it comes (none meanwhile, so nothing stale is clicked). */
  const show = (next: CaseState) => {
    if (next === state) return;
    setState(next);
    setSelected(null);
    setList(null);
  };
  const cases = useMemo(() => list?.cases ?? [], [list]);
  const current = cases.find((item) => item.id === selected) ?? cases[0];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || (event.target as HTMLElement).closest('input, select, textarea, button')) return;
      const at = cases.findIndex((item) => item.id === current?.id);
      const next = event.key === 'j' ? cases[at + 1] : event.key === 'k' ? cases[at - 1] : undefined;
      if (next) setSelected(next.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [cases, current]);

  return (
    <main>
      <h1>Reports and objections</h1>
      <div className="tabs" role="group" aria-label="State">
        {TABS.map((tab) => (
          <button key={tab.state} type="button" aria-pressed={state === tab.state} onClick={() => show(tab.state)}>
            {tab.label} ({list?.counts[tab.state] ?? '…'})
          </button>
        ))}
      </div>
      <FormError error={error} />
      {notice && <p className="notice" role="status">{notice}</p>}
      {list && cases.length === 0 && <p>No cases here.</p>}
      <div className="inbox">
        <ul className="case-list" aria-label="Cases">
          {cases.map((item) => (
            <li key={item.id}>
              <button type="button" aria-current={item.id === current?.id} onClick={() => setSelected(item.id)}>
                <strong>{item.reference}</strong> {item.objection ? 'objection to a ban' : reasonLabel(item.reason)}
                <span className="hint"> {utcMinute(item.created_at)}{item.assigned ? `, ${item.assigned.email}` : ''}</span>
              </button>
            </li>
          ))}
          {list?.has_more && <li><button type="button" onClick={more}>More cases</button></li>}
        </ul>
        {current && <CaseView key={current.id} item={current} changed={async (done) => {
          setNotice(done);
          await load();
        }} />}
      </div>
    </main>
  );
}

function CaseView({ item, changed }: { item: StaffCase; changed: (done: string) => Promise<void> }) {
  const { staff, may } = useStaffSession();
  const take = useSubmit(async () => {
    await staffApi('POST', `cases/${item.id}/take`);
    await changed(`You took ${item.reference}: it is in review.`);
  });
  return (
    <section className="case" aria-labelledby="case-title">
      <h2 id="case-title">{item.reference}: {item.objection ? 'objection to a ban' : reasonLabel(item.reason)}</h2>
      <dl>
        <dt>Received</dt><dd>{utcMinute(item.created_at)}</dd>
        <dt>From</dt><dd>{item.reporter.member_id ? `member ${item.reporter.member_id}` : 'a visitor'}, {item.reporter.email}, writes in {LANGUAGES[item.reporter.language] ?? item.reporter.language}</dd>
        {item.profile && <><dt>Reported profile</dt><dd>{item.profile.name ?? '(deleted)'} (member {item.profile.id}){item.profile.banned ? ', banned' : ''}</dd></>}
        {item.objection && (
          <><dt>The ban</dt><dd>member {item.objection.member_id}, {(item.objection.ban_reason && reasonLabel(item.objection.ban_reason)) ?? 'lifted since'}, {item.objection.banned_at?.slice(0, 10) ?? ''}, by {item.objection.banned_by_email ?? 'a server command'}{item.objection.ban_facts ? `: “${item.objection.ban_facts}”` : ''}</dd></>
        )}
        <dt>State</dt><dd>{TABS.find((tab) => tab.state === item.state)!.label}{item.assigned ? `, taken by ${item.assigned.email}` : ''}</dd>
      </dl>
      {item.message && <><h3>The reported message</h3><blockquote>{item.message.text}</blockquote></>}
      <h3>What they wrote</h3>
      <blockquote>{item.text}</blockquote>
      {item.decision ? (
        <p><strong>Decided: {CASE_OUTCOME_LABELS[item.decision.outcome]}</strong> by {item.decision.by_email ?? 'unknown'} on {item.decision.at.slice(0, 10)}. Told: “{item.decision.reason}”</p>
      ) : (
        <>
          {item.assigned?.id !== staff?.id && (
            <form onSubmit={take.submit}><button type="submit" disabled={take.busy}>Take this case</button><FormError error={take.error} /></form>
          )}
          <DecisionForm item={item} changed={changed} />
          {may('members.ban') && item.profile && !item.profile.banned && !item.objection && <BanForm item={item} member={item.profile} changed={changed} />}
        </>
      )}
    </section>
  );
}

function DecisionForm({ item, changed }: { item: StaffCase; changed: (done: string) => Promise<void> }) {
  const outcomes: readonly CaseOutcome[] = item.objection ? OBJECTION_OUTCOMES : REPORT_OUTCOMES;
  const [outcome, setOutcome] = useState<CaseOutcome>(outcomes[0]!);
  const [reason, setReason] = useState('');
  const { busy, error, submit } = useSubmit(async () => {
    await staffApi('POST', `cases/${item.id}/decision`, { outcome, reason });
    await changed(`${item.reference} decided: ${CASE_OUTCOME_LABELS[outcome]}. Your reason is in the reporter's mail queue (a mail that cannot be delivered shows under Jobs).`);
  });
  return (
    <form onSubmit={submit} aria-label="Decide">
      <fieldset>
        <legend>Decision</legend>
        {outcomes.map((name) => (
          <label key={name} className="choice"><input type="radio" name="outcome" checked={outcome === name} onChange={() => setOutcome(name)} />{CASE_OUTCOME_LABELS[name]}</label>
        ))}
      </fieldset>
      <label>Reason the reporter is told (they write in {LANGUAGES[item.reporter.language] ?? item.reporter.language})
        <textarea rows={4} required minLength={10} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <FormError error={error} />
      <button type="submit" disabled={busy}>Decide</button>
    </form>
  );
}

/**
 * Bans the reported member: the reason is chosen (offered from the report's own when one fits, never
 * preset otherwise), the facts are written for the member, and a second step names who is banned
 * before anything happens.
 */
function BanForm({ item, member, changed }: { item: StaffCase; member: NonNullable<StaffCase['profile']>; changed: (done: string) => Promise<void> }) {
  const [reason, setReason] = useState<BanReason | ''>(banReasonOfReport(item.reason) ?? '');
  const [facts, setFacts] = useState('');
  const [confirming, setConfirming] = useState(false);
  const who = `${member.name ?? '(no name)'} (member ${member.id})`;
  const ban = useSubmit(async () => {
    await staffApi('POST', `members/${member.id}/ban`, { reason, facts });
    await changed(`${who} is banned and mailed the reason, the facts and how to object.`);
  });
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  if (confirming && reason) {
    return (
      <form className="ban confirm" onSubmit={ban.submit} aria-label="Confirm the ban">
        <p>Ban <strong>{who}</strong> for {reasonLabel(reason)}? They are logged out at once, their profile is hidden, and they are mailed:</p>
        <blockquote>{facts}</blockquote>
        <button type="submit" className="danger" disabled={ban.busy}>Yes, ban {member.name ?? `member ${member.id}`}</button>{' '}
        <button type="button" onClick={() => setConfirming(false)} disabled={ban.busy}>Back</button>
        <FormError error={ban.error} />
      </form>
    );
  }
  return (
    <form className="ban" onSubmit={ask} aria-label="Ban the reported member">
      <h3>Ban {who}</h3>
      <label>Reason (the member is mailed it)
        <select required value={reason} onChange={(e) => setReason(e.target.value as BanReason | '')}>
          <option value="">Choose a reason…</option>
          {BAN_REASONS.map((name) => <option key={name} value={name}>{reasonLabel(name)}</option>)}
        </select>
      </label>
      <label>Facts the member is told (they write in {LANGUAGES[member.language] ?? member.language})
        <textarea rows={3} required minLength={BAN_FACTS_LENGTH.min} maxLength={BAN_FACTS_LENGTH.max} value={facts} onChange={(e) => setFacts(e.target.value)} />
      </label>
      <button type="submit" className="danger">Ban…</button>
    </form>
  );
}
