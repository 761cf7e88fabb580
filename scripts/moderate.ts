import { parseArgs } from 'node:util';
import { PHOTO_REJECT_REASONS, type PhotoRejectReason } from '../common/staff/moderation';
import { siteOrigin } from '../server/domain/notifications/texts/layout';
import { ProblemError } from '../server/domain/problems';
import { SERVER_COMMAND } from '../server/domain/staff/audit';
import { decideWaitingPhoto, photoQueue } from '../server/domain/staff/photo-moderation';
import { scriptPlatform } from './script-platform';

/**
 * npm run moderate                                   lists the photos waiting for moderation (the oldest 20)
 * npm run moderate -- --approve 12 13                approves them (others can see them from then on)
 * npm run moderate -- --reject 14 --reason nudity    rejects them: only their owner sees them, mailed why
 * The staff console's Photos page does the same (docs/staff.md); the audit log names "server command".
 */
const USAGE = `Usage: npm run moderate [-- --approve ID … | --reject ID … --reason ${PHOTO_REJECT_REASONS.join('|')}]`;
const { values, positionals } = parseArgs({ options: { approve: { type: 'boolean' }, reject: { type: 'boolean' }, reason: { type: 'string' } }, allowPositionals: true });
const ids = positionals.map(Number);

function fail(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  return process.exit(1);
}

if ((values.approve || values.reject) && (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id < 1))) fail('Name the photos by their ids.');
if (values.reject && !PHOTO_REJECT_REASONS.includes(values.reason as PhotoRejectReason)) fail('Give the reason the member is told.');

const platform = await scriptPlatform();
const { db, config } = platform;
try {
  if (values.approve || values.reject) {
    const decision = values.approve ? { decision: 'approve' as const } : { decision: 'reject' as const, reason: values.reason as PhotoRejectReason };
    for (const id of ids) {
      try {
        await decideWaitingPhoto(platform, SERVER_COMMAND, id, decision, new Date());
        console.log(`Photo ${id} ${values.approve ? 'approved' : 'rejected'}.`);
      } catch (error) {
        if (!(error instanceof ProblemError)) throw error;
        console.log(`Photo ${id}: not waiting (decided already, or no such photo).`);
      }
    }
  } else {
    const queue = await photoQueue(db, new Date());
    if (queue.count === 0) console.log('No photos are waiting.');
    else console.log(`${queue.count} photo(s) waiting; the oldest ${queue.photos.length}:`);
    // The files open for a staff member logged in to the console, where the queue also is.
    for (const photo of queue.photos) {
      console.log(`${photo.id}\t${photo.created_at}\tmember ${photo.member.id} (${photo.member.name}, ${photo.member.age})\t${siteOrigin(config)}${photo.url}`);
    }
  }
} finally {
  await platform.close();
}
