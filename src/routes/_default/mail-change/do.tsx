import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';

export const Route = createFileRoute('/_default/mail-change/do')({
  component: () => <PendingPage title={msg`Confirm your new e-mail address`} note={msg`Your new e-mail address will be confirmed here.`} />,
});
