import { describe, expect, it } from 'vitest';
import { jobSummary } from '../../../server/domain/staff/job-summaries';
import { JOB_KINDS } from '../../../server/jobs/registry';

/** The line the console's Jobs page shows of a job: what it was for, and no personal data of its payload. */

describe('a dead job in a line', () => {
  it('names what each kind the server runs was for', () => {
    for (const kind of Object.keys(JOB_KINDS)) expect(jobSummary(kind, '{}'), kind).not.toBe(kind);
  });

  it('shows the ids of the payload', () => {
    expect(jobSummary('case-decision-mail', '{"id":12}')).toBe('decision mail of case 12 to its reporter');
    expect(jobSummary('like-mail', '{"kind":"match","to":5,"from":7}')).toBe('match mail to member 5 about member 7');
    expect(jobSummary('weekly-update', '{"to":5,"week":"2026-12-03"}')).toBe('weekly update of 2026-12-03 to member 5');
  });

  it('shows no text of the payload that is not an id or a plain word, nor fields it does not name', () => {
    const push = JSON.stringify({ subscription: 3, payload: '{"title":"Eva: meet me at 8, +31 6 1234 5678"}', topic: 'message-5' });
    expect(jobSummary('push-send', push)).toBe('push to device 3');
    expect(jobSummary('mailing-mail', '{"id":"eva@example.org","to":5}')).toBe('mailing ? to member 5');
    expect(jobSummary('message-mail', '{"to":"Eva de Vries"}')).toBe('new messages mail to member ?');
  });

  it('names a kind the server no longer has as it is', () => {
    expect(jobSummary('old-kind', '{"to":"eva@example.org"}')).toBe('old-kind');
  });
});
