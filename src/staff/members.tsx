import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ERASURE_REASON_LENGTH, type MemberLookupResponse, type StaffMemberSummary } from '../../common/staff/data-requests';
import { staffApi } from './api';
import { FormError } from './form-error';
import { useSubmit } from './form-parts';
import { Link, navigate, useLocation } from './nav';
import { useStaffSession } from './session';
import { utcMinute } from './times';

/** While an archive is being built, the page asks again this often. */
const PREPARING_POLL_MS = 3000;

/**
 * Members' data requests (docs/staff.md): a member looked up by id or address (`?member=ID`), their
 * data exported for a request by post (support and admins) and downloaded here, and the account
 * erased at once (admins).
 */
export function MembersPage() {
  const { search } = useLocation();
  const asked = search.get('member') ?? '';
  const [find, setFind] = useState(asked);
  const [member, setMember] = useState<StaffMemberSummary | null>(null);
  const [erased, setErased] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback((what: string) => staffApi<MemberLookupResponse>('GET', `members?find=${encodeURIComponent(what)}`)
    .then((answer) => {
      setMember(answer.member);
      setError(null);
    }, (failure: unknown) => {
      setMember(null);
      setError(failure);
    }), []);

  useEffect(() => {
    if (asked) void load(asked);
  }, [asked, load]);

  const preparing = member?.exports.some((archive) => archive.ready_at === null) ?? false;
  useEffect(() => {
    if (!preparing || !member) return;
    const timer = setTimeout(() => void load(String(member.id)), PREPARING_POLL_MS);
    return () => clearTimeout(timer);
  }, [preparing, member, load]);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    setErased(null);
    navigate(`/members?member=${encodeURIComponent(find.trim())}`);
  };

  return (
    <main>
      <h1>Members' data requests</h1>
      <form className="inline" onSubmit={lookUp} aria-label="Look up a member">
        <label>Member id or e-mail address<input required value={find} onChange={(e) => setFind(e.target.value)} /></label>
        <button type="submit">Look up</button>
      </form>
      <FormError error={error} />
      {erased !== null && <p className="notice" role="status">Member {erased} was erased. Their payments and credit ledger are kept, tied to an anonymous record.</p>}
      {member && <MemberCard member={member} onChange={setMember} onErased={() => {
        setErased(member.id);
        setMember(null);
      }} />}
    </main>
  );
}

function MemberCard({ member, onChange, onErased }: { member: StaffMemberSummary; onChange: (member: StaffMemberSummary) => void; onErased: () => void }) {
  const { may } = useStaffSession();
  const exporting = useSubmit(async () => onChange((await staffApi<MemberLookupResponse>('POST', `members/${member.id}/export`)).member));
  return (
    <section className="case member" aria-labelledby="member-title">
      <h2 id="member-title">Member {member.id}{member.name && `: ${member.name}`}</h2>
      <dl>
        <dt>E-mail address</dt><dd>{member.email}</dd>
        <dt>State</dt><dd>{member.status}{member.deleted_at && `, deletion asked ${utcMinute(member.deleted_at)}`}{member.banned_at && `, banned ${utcMinute(member.banned_at)}`}</dd>
        <dt>Signed up</dt><dd>{utcMinute(member.signup_date)}</dd>
      </dl>
      {may('money.read') && <p><Link to={`/money?member=${member.id}`}>Their payments and credits</Link></p>}
      <h3>Export for a request by post</h3>
      <p>The same archive the member can download in their settings (data.json and photos), for 7 days. Send it as the request asks; downloads are in the audit log.</p>
      <form onSubmit={exporting.submit}>
        <button type="submit" disabled={exporting.busy}>Export this member's data</button>
      </form>
      <FormError error={exporting.error} />
      {member.exports.length > 0 && (
        <ul aria-label="Exports">
          {member.exports.map((archive) => (
            <li key={archive.id}>
              Asked {utcMinute(archive.requested_at)} by {archive.requested_by}:{' '}
              {archive.ready_at
                ? <><a href={`/staff/api/exports/${archive.id}/file`} download>Download export {archive.id}</a> (until {archive.expires_at && utcMinute(archive.expires_at)})</>
                : <span role="status">being prepared …</span>}
            </li>
          ))}
        </ul>
      )}
      {may('data.erase') && <Erasure member={member} onErased={onErased} />}
    </section>
  );
}

function Erasure({ member, onErased }: { member: StaffMemberSummary; onErased: () => void }) {
  const [reason, setReason] = useState('');
  const erasing = useSubmit(async () => {
    await staffApi('POST', `members/${member.id}/erase`, { reason });
    onErased();
  });
  return (
    <form className="ban" onSubmit={erasing.submit} aria-labelledby="erase-title">
      <h3 id="erase-title">Erase this account now</h3>
      <p>Beyond the 14-day window: profile, photos, messages, likes, sessions and everything else go at once and for good. Payments and the credit ledger stay, as accounting law asks, tied to an anonymous record.</p>
      <label>Why (kept in the audit log)
        <textarea required minLength={ERASURE_REASON_LENGTH.min} maxLength={ERASURE_REASON_LENGTH.max} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <label className="choice"><input type="checkbox" required /> I understand this cannot be undone</label>
      <button type="submit" className="danger" disabled={erasing.busy}>Erase member {member.id}</button>
      <FormError error={erasing.error} />
    </form>
  );
}
