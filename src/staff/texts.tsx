import type { TextDecision } from '../../common/staff/api';
import { TEXT_REJECT_LABELS, TEXT_REJECT_REASONS, type QueuedText, type TextQueueResponse } from '../../common/staff/moderation';
import { FormError } from './form-error';
import { useModerationQueue } from './moderation-queue';
import { waitedFor } from './waited';
import { utcMinute } from './times';

/**
 * Profile texts in the moderation queue (docs/staff.md, Profile texts): the oldest name or about-me
 * that the word list flagged or a member reported, as the profile shows it now, decided in one
 * keystroke: A approves, 1–5 reject with that reason (the text is taken off, the member told why).
 */
const textsOf = (queue: TextQueueResponse) => queue.texts;
const textDecided = (text: QueuedText, decision: TextDecision) =>
  `The ${text.field === 'name' ? 'name' : 'about-me'} of member ${text.member.id} ${decision.decision === 'approve' ? 'approved' : `rejected: ${TEXT_REJECT_LABELS[decision.reason!]}`}.`;

export function TextQueue({ query, counted }: { query: string; counted: (count: number) => void }) {
  const { queue, item: text, error, notice, busy, decide } = useModerationQueue({
    path: 'texts', query, reasons: TEXT_REJECT_REASONS, counted, itemsOf: textsOf, decided: textDecided,
  });

  return (
    <>
      {queue && <p>{queue.count === 0 ? 'No profile texts are waiting.' : `${queue.count} waiting; the oldest for ${waitedFor(queue.oldest_at!)}.`}</p>}
      <FormError error={error} />
      {notice && <p className="notice" role="status">{notice}</p>}
      {text && <QueuedTextView text={text} busy={busy} decide={decide} />}
    </>
  );
}

function QueuedTextView({ text, busy, decide }: { text: QueuedText; busy: boolean; decide: (decision: TextDecision) => void }) {
  const { member } = text;
  const why = text.cause === 'reported' ? 'a member reported the profile' : `the word list found a ${text.matched}`;
  return (
    <section className="queue-item" aria-labelledby="queue-text">
      <h2 id="queue-text">{text.field === 'name' ? 'Name' : 'About me'} of {member.name}, {member.age}, {member.gender}, {member.country} (member {member.id})</h2>
      <p className="hint">Here because {why}; since {utcMinute(text.created_at)}. Members see it while it waits.</p>
      <blockquote>{text.text || '(empty now)'}</blockquote>
      <div className="decisions" role="group" aria-label="Decide">
        <button type="button" disabled={busy} aria-keyshortcuts="A" onClick={() => decide({ decision: 'approve' })}>Approve <kbd>A</kbd></button>
        {TEXT_REJECT_REASONS.map((reason, index) => (
          <button key={reason} type="button" className="reject" disabled={busy} aria-keyshortcuts={String(index + 1)}
            onClick={() => decide({ decision: 'reject', reason })}>
            Reject: {TEXT_REJECT_LABELS[reason]} <kbd>{index + 1}</kbd>
          </button>
        ))}
      </div>
      <p className="hint">A rejected about-me is taken off the profile; a rejected name is replaced by member{member.id}. The member is mailed why.</p>
    </section>
  );
}
