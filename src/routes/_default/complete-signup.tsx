import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/complete-signup')({
  component: () => <PendingPage title={msg`Complete your profile`} note={msg`A few short steps complete your profile: a photo, your location, about you and your notifications.`} />,
});
