import { lazy, StrictMode, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { CaseListResponse, JobListResponse, PhotoQueueResponse } from '../../common/staff/api';
import type { TextQueueResponse } from '../../common/staff/moderation';
import type { StaffCapability } from '../../common/staff/roles';
import { createRoot } from 'react-dom/client';
import { staffApi } from './api';
import { AuditPage } from './audit';
import { CasesPage } from './cases';
import { DiscountsPage } from './discounts';
import { JobsPage } from './jobs';
import { LoginForm } from './login';
import { MoneyPage } from './money';
import { MembersPage } from './members';
import { PhotosPage } from './photos';
import { Link, useLocation } from './nav';
import { SessionProvider, useStaffSession } from './session';
import { SetupPage } from './setup';
import { TeamPage } from './team';
import { waitedFor } from './waited';
import './staff.css';

/**
 * The staff console (docs/staff.md): a build of its own under /staff (vite.staff.config.ts), so none
 * of it reaches a member's or a visitor's download. English only: staff work in English.
 */

/** The charts bring uPlot: loaded once the start page shows, apart from the console's first script. */
const Overview = lazy(() => import('./overview'));

/** The pages an admin may open; the start page for everyone. */
const PAGES: Record<string, { may: StaffCapability; page: ComponentType }> = {
  '/photos': { may: 'content.moderate', page: PhotosPage },
  '/reports': { may: 'reports.decide', page: CasesPage },
  '/money': { may: 'money.read', page: MoneyPage },
  '/discounts': { may: 'money.read', page: DiscountsPage },
  '/members': { may: 'data.export', page: MembersPage },
  '/team': { may: 'staff.manage', page: TeamPage },
  '/audit': { may: 'audit.read', page: AuditPage },
  '/jobs': { may: 'jobs.manage', page: JobsPage },
};

function Console() {
  const { staff } = useStaffSession();
  const { path, search } = useLocation();
  if (path === '/setup' && staff === null) return <SetupPage token={search.get('token') ?? ''} />;
  if (staff === undefined) return <p className="card">Loading …</p>;
  if (staff === null) return <main><LoginForm title="Staff login" /></main>;
  return <Shell path={path} />;
}

function Shell({ path }: { path: string }) {
  const { staff, ended, logOut, may } = useStaffSession();
  const known = PAGES[path];
  const Page = known && may(known.may) ? known.page : StartPage;
  return (
    <>
      <header>
        <nav aria-label="Console">
          <Link to="/">Start</Link>
          {may('content.moderate') && <Link to="/photos">Photos</Link>}
          {may('reports.decide') && <Link to="/reports">Reports</Link>}
          {may('money.read') && <Link to="/money">Money</Link>}
          {may('money.read') && <Link to="/discounts">Discount codes</Link>}
          {may('data.export') && <Link to="/members">Members</Link>}
          {may('staff.manage') && <Link to="/team">Staff</Link>}
          {may('audit.read') && <Link to="/audit">Audit log</Link>}
          {may('jobs.manage') && <Link to="/jobs">Jobs</Link>}
        </nav>
        <span className="who">{staff?.email} ({staff?.role})</span>
        <button type="button" onClick={logOut}>Log out</button>
      </header>
      <Page />
      {ended && (
        <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="login-title">
          <LoginForm title="Your session has ended: log in again to go on" />
        </div>
      )}
    </>
  );
}

function StartPage() {
  const { staff, may } = useStaffSession();
  const [photos, setPhotos] = useState<PhotoQueueResponse | null>(null);
  const [reports, setReports] = useState<CaseListResponse | null>(null);
  const moderates = may('content.moderate');
  const decides = may('reports.decide');
  const [texts, setTexts] = useState<TextQueueResponse | null>(null);
  const [jobs, setJobs] = useState<JobListResponse | null>(null);
  const managesJobs = may('jobs.manage');
  useEffect(() => {
    if (moderates) staffApi<PhotoQueueResponse>('GET', 'photos').then(setPhotos, () => {});
    if (moderates) staffApi<TextQueueResponse>('GET', 'texts').then(setTexts, () => {});
  }, [moderates]);
  useEffect(() => {
    if (decides) staffApi<CaseListResponse>('GET', 'cases?state=open').then(setReports, () => {});
  }, [decides]);
  useEffect(() => {
    if (managesJobs) staffApi<JobListResponse>('GET', 'jobs').then(setJobs, () => {});
  }, [managesJobs]);
  return (
    <main>
      <h1>Amora staff console</h1>
      <p>Logged in as {staff?.email}, role {staff?.role}.</p>
      <div className="counts">
        {photos && (
          <Link to="/photos">
            <strong>{photos.count}</strong> photos waiting{photos.oldest_at && `, the oldest for ${waitedFor(photos.oldest_at)}`}
          </Link>
        )}
        {texts && (
          <Link to="/photos">
            <strong>{texts.count}</strong> profile texts waiting{texts.oldest_at && `, the oldest for ${waitedFor(texts.oldest_at)}`}
          </Link>
        )}
        {reports && (
          <Link to="/reports">
            <strong>{reports.counts.open}</strong> new reports{reports.cases[0] && `, the oldest for ${waitedFor(reports.cases[0].created_at)}`}; {reports.counts.in_review} in review
          </Link>
        )}
        {jobs && (
          <Link to="/jobs">
            <strong>{jobs.dead}</strong> dead jobs; {jobs.retrying} failed and retrying
          </Link>
        )}
      </div>
      <ul>
        {moderates && <li><Link to="/photos">Photos</Link>: approve or reject new photos, oldest first (keys A and 1–6), and profile texts the word list flagged or members reported.</li>}
        {may('reports.decide') && <li><Link to="/reports">Reports</Link>: members' reports, complaints and objections to bans (keys J and K).</li>}
        {may('money.read') && <li><Link to="/money">Money</Link>: a member's payments and credits, refunds and credit corrections; <Link to="/discounts">discount codes</Link>.</li>}
        {may('data.export') && <li><Link to="/members">Members</Link>: data requests by post, the member's data exported{may('data.erase') && ', or their account erased at once'}.</li>}
        {may('staff.manage') && <li><Link to="/team">Staff</Link>: add staff members, change roles, disable accounts, send new setup links.</li>}
        {may('audit.read') && <li><Link to="/audit">Audit log</Link>: every staff action, who did it and why.</li>}
        {managesJobs && <li><Link to="/jobs">Jobs</Link>: mails, pushes and payment calls that failed for a day, with their error, to run again.</li>}
      </ul>
      <Suspense fallback={<p>Loading the last 30 days …</p>}>
        <Overview />
      </Suspense>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <Console />
    </SessionProvider>
  </StrictMode>,
);
