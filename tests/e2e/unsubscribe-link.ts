import type { NoticeMailKind } from '../../common/rules/notices';
import { openDatabase } from '../../server/db/database';
import { unsubscribeToken } from '../../server/domain/notifications/unsubscribe-token';
import { E2E_DATA_DIR } from './server';

/** The token of a mail's unsubscribe link for the member, sealed with the test server's key (kept in its database). */
export async function unsubscribeTokenFor(memberId: number, kind: NoticeMailKind): Promise<string> {
  const db = openDatabase({ kind: 'sqlite', dataDir: E2E_DATA_DIR });
  try {
    return await unsubscribeToken(db, memberId, kind, new Date());
  } finally {
    await db.destroy();
  }
}
