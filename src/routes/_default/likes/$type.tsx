import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/page-frame';
import { validParams } from '../../-lib/params';

export const Route = createFileRoute('/_default/likes/$type')({
  params: validParams('type'),
  component: () => <PendingPage title={msg`Likes`} note={msg`The likes of this kind will appear here.`} />,
});
