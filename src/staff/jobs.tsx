import { useEffect, useState } from 'react';
import type { DeadJob, JobListResponse } from '../../common/staff/api';
import { staffApi } from './api';
import { FormError } from './form-error';
import { useSubmit } from './form-parts';

/**
 * An admin's page (docs/staff.md, Jobs): the jobs the queue gave up on after a day of retries (a
 * mail, a push, a payment call), newest first, with their last error, each to run again; and how
 * many are failing but still retrying, the trouble to look into before anything dies.
 */
export function JobsPage() {
  const [list, setList] = useState<JobListResponse | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    staffApi<JobListResponse>('GET', 'jobs').then(setList, setError);
  }, []);
  const more = () => staffApi<JobListResponse>('GET', `jobs?cursor=${list!.jobs.at(-1)!.id}`).then((answer) => {
    setList({ ...answer, jobs: [...list!.jobs, ...answer.jobs] });
    setError(null);
  }, setError);

  return (
    <main>
      <h1>Jobs</h1>
      {list && (
        <p>
          <strong>{list.dead}</strong> dead; <strong>{list.retrying}</strong> failed and waiting to be tried again (each is tried for a day before it dies).
        </p>
      )}
      <FormError error={error} />
      {list && list.jobs.length === 0 && <p>No job has died.</p>}
      {list && list.jobs.length > 0 && (
        <table>
          <caption className="visually-hidden">Dead jobs, newest first</caption>
          <thead><tr><th scope="col">Died (UTC)</th><th scope="col">Job</th><th scope="col">Attempts</th><th scope="col">Last error</th><th scope="col">Run again</th></tr></thead>
          <tbody>{list.jobs.map((job) => <JobRow key={job.id} job={job} />)}</tbody>
        </table>
      )}
      {list?.has_more && <button type="button" onClick={more}>Older jobs</button>}
    </main>
  );
}

const utc = (at: string) => at.replace('T', ' ').slice(0, 16);

function JobRow({ job }: { job: DeadJob }) {
  const [queued, setQueued] = useState(false);
  const { busy, error, submit } = useSubmit(async () => {
    await staffApi('POST', `jobs/${job.id}/retry`);
    setQueued(true);
  });
  const [firstLine, ...rest] = (job.error ?? '').split('\n');
  return (
    <tr>
      <td>{job.died_at && utc(job.died_at)}<p className="hint">queued {utc(job.created_at)}</p></td>
      <td>{job.summary}<p className="hint">{job.kind} {job.id}</p></td>
      <td>{job.attempts}</td>
      <td>
        <code>{firstLine}</code>
        {rest.length > 0 && <details><summary>The whole error</summary><pre>{job.error}</pre></details>}
      </td>
      <td>
        {queued ? <p className="notice" role="status">Queued: it runs now.</p> : (
          <form onSubmit={submit} aria-label={`Run job ${job.id} again`}>
            <button type="submit" disabled={busy}>Run again</button>
            <FormError error={error} />
          </form>
        )}
      </td>
    </tr>
  );
}
