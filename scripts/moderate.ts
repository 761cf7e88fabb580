import { parseArgs } from 'node:util';
import { decidePhotos, pendingPhotos } from '../server/db/photos';
import { photoUrl } from '../server/domain/photos';
import { scriptPlatform } from './script-platform';

/**
 * npm run moderate                      lists the photos waiting for moderation
 * npm run moderate -- --approve 12 13   approves them (others can see them from then on)
 * npm run moderate -- --reject 14       rejects them (only their owner sees them, marked "not approved")
 */
const { values, positionals } = parseArgs({ options: { approve: { type: 'boolean' }, reject: { type: 'boolean' } }, allowPositionals: true });
const ids = positionals.map(Number);
if ((values.approve || values.reject) && (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id < 1))) {
  console.error('Usage: npm run moderate [-- --approve|--reject ID …]');
  process.exit(1);
}
const platform = await scriptPlatform();
const { db, config } = platform;
if (values.approve || values.reject) {
  const n = await decidePhotos(db, ids, values.approve ? 'approved' : 'rejected');
  console.log(`${n} photo(s) ${values.approve ? 'approved' : 'rejected'}.`);
} else {
  const pending = await pendingPhotos(db);
  if (pending.length === 0) console.log('No photos are waiting.');
  for (const photo of pending) {
    console.log(`${photo.id}\t${photo.created_at}\tmember ${photo.profile_id} (${photo.name})\t${photoUrl(config, photo.file_key, 'full')}`);
  }
}
await platform.close();
