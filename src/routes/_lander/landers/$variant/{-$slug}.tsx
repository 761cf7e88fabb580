import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../../components/page-frame';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_lander/landers/$variant/{-$slug}')({
  params: validParams('variant', 'slug'),
  component: () => <PendingPage title={msg`Meet singles near you`} note={msg`Sign up for free and start chatting today.`} />,
});
