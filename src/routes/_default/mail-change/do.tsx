import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { confirmEmailChangeAtom } from '../../../atoms/account';
import { store } from '../../../atoms/store';
import { EmailChangeResult } from '../../../features/account/email-change-result';

export const Route = createFileRoute('/_default/mail-change/do')({
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  // Opening the link is the confirmation; the page says how it went.
  loader: ({ deps }) => store.set(confirmEmailChangeAtom, deps.token).then(() => ({ error: null }), (error: unknown) => ({ error })),
  component: MailChangeDone,
});

const route = getRouteApi('/_default/mail-change/do');

function MailChangeDone() {
  return <EmailChangeResult error={route.useLoaderData().error} />;
}
