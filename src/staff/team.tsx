import { useCallback, useEffect, useState } from 'react';
import type { StaffListResponse, StaffMember } from '../../common/staff/api';
import { STAFF_ROLES, type StaffRole } from '../../common/staff/roles';
import { staffApi } from './api';
import { FormError } from './form-error';
import { useSubmit } from './form-parts';
import { useStaffSession } from './session';

/** An admin's page: the staff team, a new member of it, roles, disabling, new setup links. */
export function TeamPage() {
  const { staff: me } = useStaffSession();
  const [team, setTeam] = useState<StaffMember[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(() => staffApi<StaffListResponse>('GET', 'staff').then((answer) => setTeam(answer.staff), setError), []);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setError(null);
    setNotice('');
    try {
      await work();
      setNotice(done);
      await load();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <main>
      <h1>Staff</h1>
      <AddStaff onAdded={(email) => {
        setNotice(`${email} was added and mailed a setup link (valid 24 hours).`);
        void load();
      }} />
      <FormError error={error} />
      {notice && <p className="notice" role="status">{notice}</p>}
      {team && (
        <table>
          <caption className="visually-hidden">Staff accounts</caption>
          <thead><tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Since</th><th scope="col">State</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
          <tbody>
            {team.map((member) => (
              <tr key={member.id}>
                <td>{member.email}</td>
                <td>
                  {member.id === me?.id ? member.role : (
                    <select aria-label={`Role of ${member.email}`} value={member.role}
                      onChange={(e) => act(() => staffApi('PATCH', `staff/${member.id}`, { role: e.target.value as StaffRole }), `${member.email} is now ${e.target.value}.`)}>
                      {STAFF_ROLES.map((role) => <option key={role} value={role}>{role}</option>)}
                    </select>
                  )}
                </td>
                <td>{member.created_at.slice(0, 10)}</td>
                <td>{member.disabled_at ? 'disabled' : 'active'}</td>
                <td>
                  {member.id !== me?.id && (
                    <div className="actions">
                      <button type="button" onClick={() => act(() => staffApi('PATCH', `staff/${member.id}`, { disabled: !member.disabled_at }),
                        `${member.email} is ${member.disabled_at ? 'enabled again' : 'disabled and logged out'}.`)}>
                        {member.disabled_at ? 'Enable' : 'Disable'}
                      </button>
                      <button type="button" onClick={() => act(() => staffApi('POST', `staff/${member.id}/setup-link`),
                        `${member.email} was mailed a new setup link; their password and authenticator no longer work.`)}>
                        New setup link
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

function AddStaff({ onAdded }: { onAdded: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const { busy, error, submit } = useSubmit(async () => {
    await staffApi('POST', 'staff', { email, role });
    onAdded(email);
    setEmail('');
  });

  return (
    <form className="inline" onSubmit={submit} aria-label="Add a staff member">
      <label>E-mail address<input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} /></label>
      <label>Role
        <select value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {STAFF_ROLES.map((name) => <option key={name} value={name}>{name}</option>)}
        </select>
      </label>
      <button type="submit" disabled={busy}>Add</button>
      <FormError error={error} />
    </form>
  );
}
