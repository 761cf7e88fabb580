import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/profile')({
  component: () => <PendingPage title={msg`My profile`} note={msg`Your profile, your photos and your settings will appear here.`} />,
});
