import { useCallback, useEffect, useState } from 'react';
import type { PhotoDecision, PhotoQueueResponse, QueuedPhoto } from '../../common/staff/api';
import { PHOTO_REJECT_LABELS, PHOTO_REJECT_REASONS } from '../../common/staff/moderation';
import { staffApi } from './api';
import { FormError } from './form-error';
import { useLocation } from './nav';
import { waitedFor } from './waited';

/**
 * The photo queue (docs/staff.md): the oldest waiting photo, with the member's other photos and age
 * beside it, decided in one keystroke: A approves, 1–6 reject with that reason. The next one follows.
 */
export function PhotosPage() {
  // ?member=ID: one member's waiting photos (a moderator looking into a member).
  const { search } = useLocation();
  const member = search.get('member');
  const [queue, setQueue] = useState<PhotoQueueResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => staffApi<PhotoQueueResponse>('GET', member ? `photos?member=${encodeURIComponent(member)}` : 'photos').then(setQueue, setError), [member]);
  useEffect(() => {
    void load();
  }, [load]);

  const photo = queue?.photos[0];
  const decide = useCallback(async (decision: PhotoDecision) => {
    if (!photo || busy) return;
    setBusy(true);
    setError(null);
    try {
      await staffApi('POST', `photos/${photo.id}/decision`, decision);
      setNotice(`Photo ${photo.id} ${decision.decision === 'approve' ? 'approved' : `rejected: ${PHOTO_REJECT_LABELS[decision.reason!]}`}.`);
    } catch (failure) {
      // Decided by someone else meanwhile: the queue moves on all the same.
      setError(failure);
    } finally {
      setBusy(false);
      void load();
    }
  }, [photo, busy, load]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || (event.target as HTMLElement).closest('input, select, textarea')) return;
      if (event.key === 'a' || event.key === 'A') void decide({ decision: 'approve' });
      const reason = PHOTO_REJECT_REASONS[Number(event.key) - 1];
      if (reason) void decide({ decision: 'reject', reason });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [decide]);

  return (
    <main>
      <h1>{member ? `Photos of member ${member} waiting` : 'Photos waiting'}</h1>
      {queue && (
        <p>{queue.count === 0 ? 'No photos are waiting.' : `${queue.count} waiting; the oldest for ${waitedFor(queue.oldest_at!)}.`}</p>
      )}
      <FormError error={error} />
      {notice && <p className="notice" role="status">{notice}</p>}
      {photo && <QueuedPhotoView photo={photo} busy={busy} decide={decide} />}
    </main>
  );
}

function QueuedPhotoView({ photo, busy, decide }: { photo: QueuedPhoto; busy: boolean; decide: (decision: PhotoDecision) => void }) {
  const { member } = photo;
  return (
    <section className="queue-item" aria-labelledby="queue-photo">
      <h2 id="queue-photo">Photo {photo.id} of {member.name}, {member.age}, {member.gender}, {member.country} (member {member.id})</h2>
      <p className="hint">Added {photo.created_at.replace('T', ' ').slice(0, 16)} UTC, waiting {waitedFor(photo.created_at)}.</p>
      <div className="queue-photos">
        <img className="queued" src={photo.url} alt={`Photo ${photo.id}, waiting`} />
        <div>
          <h3>Their other photos</h3>
          {photo.others.length === 0 ? <p className="hint">None.</p> : (
            <ul className="others">
              {photo.others.map((other) => (
                <li key={other.id}><img src={other.url} alt={`Photo ${other.id}, ${other.status}${other.private ? ', private' : ''}`} /><span>{other.status}{other.private ? ', private' : ''}</span></li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="decisions" role="group" aria-label="Decide">
        <button type="button" disabled={busy} aria-keyshortcuts="A" onClick={() => decide({ decision: 'approve' })}>Approve <kbd>A</kbd></button>
        {PHOTO_REJECT_REASONS.map((reason, index) => (
          <button key={reason} type="button" className="reject" disabled={busy} aria-keyshortcuts={String(index + 1)}
            onClick={() => decide({ decision: 'reject', reason })}>
            Reject: {PHOTO_REJECT_LABELS[reason]} <kbd>{index + 1}</kbd>
          </button>
        ))}
      </div>
    </section>
  );
}
