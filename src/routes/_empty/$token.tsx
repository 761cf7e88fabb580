import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { whenUnanswered } from '../../api/client';
import { acceptInviteAtom } from '../../atoms/invite';
import { store } from '../../atoms/store';
import { InvitePage } from '../../features/signup/invite-page';
import { membersIfLoggedIn } from '../-lib/guards';
import { validParams } from '../-lib/params';

/** An invite link (invite-only mode): a valid code is kept for the signup, which uses it up. */
export const Route = createFileRoute('/_empty/$token')({
  params: validParams('token'),
  beforeLoad: membersIfLoggedIn,
  // Offline the code cannot be checked (null): the page says so, and checks it once back online.
  loader: async ({ params }) => ({ valid: await store.set(acceptInviteAtom, params.token).catch(whenUnanswered(null)) }),
  component: Invite,
});

const route = getRouteApi('/_empty/$token');

function Invite() {
  return <InvitePage valid={route.useLoaderData().valid} />;
}
