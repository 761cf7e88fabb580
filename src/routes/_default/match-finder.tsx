import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../components/page-frame';

export const Route = createFileRoute('/_default/match-finder')({
  component: () => <PendingPage title={msg`Match finder`} note={msg`Members who suit you, suggested one by one.`} />,
});
