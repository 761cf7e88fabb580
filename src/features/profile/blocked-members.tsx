import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { blockedMembersAtom, loadBlockedAtom, unblockAtom } from '../../atoms/blocks';
import { useProblemText } from '../../i18n/problem-text';

/** Whom the member blocked, each with a way back. */
export function BlockedMembers() {
  const { errorText } = useProblemText();
  const blocked = useAtomValue(blockedMembersAtom);
  const load = useSetAtom(loadBlockedAtom);
  const unblock = useSetAtom(unblockAtom);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    load().catch(setError);
  }, [load]);

  if (!blocked?.length && error === null) return null;
  return (
    <section className="settings-block" aria-labelledby="blocked-members">
      <h2 id="blocked-members"><Trans>Blocked members</Trans></h2>
      <ul className="plain-list">
        {blocked?.map((profile) => (
          <li key={profile.id}>
            {profile.name}, {profile.age}{' '}
            <button type="button" className="link-button" onClick={() => unblock(profile.id).catch(setError)}><Trans>Unblock</Trans></button>
          </li>
        ))}
      </ul>
      {error !== null && <p className="form-error" role="alert">{errorText(error)}</p>}
    </section>
  );
}
