import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, getRouteApi, Link } from '@tanstack/react-router';
import { confirmEmailChange } from '../../../api/account';
import { fetchUser } from '../../../api/user';
import { userAtom } from '../../../atoms/auth';
import { store } from '../../../atoms/store';
import { PageFrame } from '../../../components/page-frame';
import { useProblemText } from '../../../i18n/problem-text';

export const Route = createFileRoute('/_default/mail-change/do')({
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  // Opening the link is the confirmation; the page says how it went.
  loader: async ({ deps }) => {
    try {
      await confirmEmailChange(deps.token);
      const user = await fetchUser().catch(() => undefined);
      if (user !== undefined) store.set(userAtom, user);
      return { error: null };
    } catch (error) {
      return { error };
    }
  },
  component: MailChangeDone,
});

const route = getRouteApi('/_default/mail-change/do');

function MailChangeDone() {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const { error } = route.useLoaderData();
  return (
    <PageFrame title={t`Change e-mail address`}>
      {error === null ? (
        <p className="notice" role="status"><Trans>Your e-mail address has been changed.</Trans></p>
      ) : (
        <p className="form-error" role="alert">{errorText(error)}</p>
      )}
      <p><Link to="/profile"><Trans>My profile</Trans></Link></p>
    </PageFrame>
  );
}
