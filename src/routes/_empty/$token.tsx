import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, getRouteApi, Link } from '@tanstack/react-router';
import { checkInvite } from '../../api/account';
import { PageFrame } from '../../components/page-frame';
import { saveInvite } from '../../features/signup/signup-draft';
import { SignupForm } from '../../features/signup/signup-form';
import { useProblemText } from '../../i18n/problem-text';
import { membersIfLoggedIn } from '../-lib/guards';
import { validParams } from '../-lib/params';

/** An invite link (invite-only mode): a valid code is kept for the signup, which uses it up. */
export const Route = createFileRoute('/_empty/$token')({
  params: validParams('token'),
  beforeLoad: membersIfLoggedIn,
  loader: async ({ params }) => {
    const valid = await checkInvite(params.token);
    if (valid) await saveInvite(params.token);
    return { valid };
  },
  component: InvitePage,
});

const route = getRouteApi('/_empty/$token');

function InvitePage() {
  const { t } = useLingui();
  const { text } = useProblemText();
  const { valid } = route.useLoaderData();
  return (
    <PageFrame title={t`You are invited`}>
      {valid ? (
        <>
          <p className="lead"><Trans>Use this invitation to create your account.</Trans></p>
          <SignupForm />
        </>
      ) : (
        <>
          <p className="form-error" role="alert">{text('invite_invalid')}</p>
          <p><Link to="/"><Trans>Back to the home page</Trans></Link></p>
        </>
      )}
    </PageFrame>
  );
}
