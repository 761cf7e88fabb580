import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { complaintTextsReady } from '../../features/complaints/complaint-texts';
import { ComplaintsPage } from '../../features/complaints/complaints-page';

/** What a "Report" link names: a profile, a message. Anything else is left out, not refused. */
const positiveId = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

export const Route = createFileRoute('/_default/complaints')({
  validateSearch: (search: Record<string, unknown>): { profile?: number; message?: number } => ({
    profile: positiveId(search.profile), message: positiveId(search.message),
  }),
  loader: () => complaintTextsReady,
  component: Complaints,
});

const route = getRouteApi('/_default/complaints');

function Complaints() {
  const { profile, message } = route.useSearch();
  return <ComplaintsPage profile={profile} message={message} />;
}
