import { createFileRoute } from '@tanstack/react-router';
import { refreshUserAtom } from '../../../atoms/auth';
import { store } from '../../../atoms/store';
import { ActivationDone } from '../../../features/activation/activation-done';

export const Route = createFileRoute('/_default/activate/done')({
  // The account changed on the server: show the member as they are now.
  loader: () => store.set(refreshUserAtom).catch(() => {}),
  component: ActivationDone,
});
