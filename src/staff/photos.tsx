import { useCallback, useEffect, useState } from 'react';
import type { PhotoDecision, PhotoQueueResponse, QueuedPhoto } from '../../common/staff/api';
import { PHOTO_REJECT_LABELS, PHOTO_REJECT_REASONS, type TextQueueResponse } from '../../common/staff/moderation';
import { staffApi } from './api';
import { FormError } from './form-error';
import { useModerationQueue } from './moderation-queue';
import { useLocation } from './nav';
import { TextQueue } from './texts';
import { waitedFor } from './waited';
import { utcMinute } from './times';

/**
 * The moderation queue (docs/staff.md): photos, and the profile texts of the same queue (texts.tsx),
 * each with its count. ?member=ID shows one member's waiting photos and texts (a moderator looking into a member).
 */
export function PhotosPage() {
  const { search } = useLocation();
  const member = search.get('member');
  const [tab, setTab] = useState<'photos' | 'texts'>('photos');
  const [counts, setCounts] = useState<{ photos?: number; texts?: number }>({});
  const countPhotos = useCallback((photos: number) => setCounts((known) => ({ ...known, photos })), []);
  const countTexts = useCallback((texts: number) => setCounts((known) => ({ ...known, texts })), []);
  const query = member ? `?member=${encodeURIComponent(member)}` : '';
  useEffect(() => {
    void staffApi<TextQueueResponse>('GET', `texts${query}`).then((answer) => countTexts(answer.count), () => {});
  }, [query, countTexts]);
  const of = member ? ` of member ${member}` : '';
  return (
    <main>
      <h1>{tab === 'photos' ? `Photos${of} waiting` : `Profile texts${of} waiting`}</h1>
      <div className="tabs" role="group" aria-label="Queue">
        <button type="button" aria-pressed={tab === 'photos'} onClick={() => setTab('photos')}>Photos ({counts.photos ?? '…'})</button>
        <button type="button" aria-pressed={tab === 'texts'} onClick={() => setTab('texts')}>Profile texts ({counts.texts ?? '…'})</button>
      </div>
      {tab === 'photos' ? <PhotoQueue query={query} counted={countPhotos} /> : <TextQueue query={query} counted={countTexts} />}
    </main>
  );
}

const photosOf = (queue: PhotoQueueResponse) => queue.photos;
const photoDecided = (photo: QueuedPhoto, decision: PhotoDecision) =>
  `Photo ${photo.id} ${decision.decision === 'approve' ? 'approved' : `rejected: ${PHOTO_REJECT_LABELS[decision.reason!]}`}.`;

/** The oldest waiting photo, with the member's other photos and age beside it, decided in one keystroke: A approves, 1–6 reject. */
function PhotoQueue({ query, counted }: { query: string; counted: (count: number) => void }) {
  const { queue, item: photo, error, notice, busy, decide } = useModerationQueue({
    path: 'photos', query, reasons: PHOTO_REJECT_REASONS, counted, itemsOf: photosOf, decided: photoDecided,
  });

  return (
    <>
      {queue && (
        <p>{queue.count === 0 ? 'No photos are waiting.' : `${queue.count} waiting; the oldest for ${waitedFor(queue.oldest_at!)}.`}</p>
      )}
      <FormError error={error} />
      {notice && <p className="notice" role="status">{notice}</p>}
      {photo && <QueuedPhotoView photo={photo} busy={busy} decide={decide} />}
    </>
  );
}

function QueuedPhotoView({ photo, busy, decide }: { photo: QueuedPhoto; busy: boolean; decide: (decision: PhotoDecision) => void }) {
  const { member } = photo;
  return (
    <section className="queue-item" aria-labelledby="queue-photo">
      <h2 id="queue-photo">Photo {photo.id} of {member.name}, {member.age}, {member.gender}, {member.country} (member {member.id})</h2>
      <p className="hint">Added {utcMinute(photo.created_at)}, waiting {waitedFor(photo.created_at)}.</p>
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
