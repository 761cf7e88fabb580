import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { promptToShow, type PromptName } from '../../../common/rules/prompt-queue';
import { promptsDismissedAtom } from '../../atoms/alerts';
import { userAtom } from '../../atoms/auth';
import { pushOfferedAtom } from '../../atoms/push';
import { useRouteName } from '../../components/use-route-name';
import { ActivationBanner } from './activation-banner';
import { AddPhotosBanner } from './add-photos-banner';
import { useMembersAreaClock } from './use-members-area-clock';

/** The prompts that float at the foot of the page; a feature of their own shows them (the route composes it). */
export type FloatingPrompt = Extract<PromptName, 'mailDisabled' | 'push'>;

/**
 * The Default layout's one prompt at a time (common/rules/prompt-queue.ts). The banners at the top
 * follow from the member, so they are in the first paint; the notification alerts come with their
 * texts (and the push state from the service worker), so they float at the foot and move nothing.
 */
export function PromptSlot({ floating }: { floating: (name: FloatingPrompt) => ReactNode }) {
  const user = useAtomValue(userAtom);
  const route = useRouteName();
  const dismissed = useAtomValue(promptsDismissedAtom);
  const pushOffered = useAtomValue(pushOfferedAtom);
  // Here because this is the layout's part that follows the member and the route from the first paint.
  useMembersAreaClock(user !== null, route);
  if (!user) return null;
  const prompt = promptToShow(route, {
    activation: user.status === 'not_confirmed' && user.profile.status === 'disabled',
    mailDisabled: user.notifications_disabled.length > 0 && !dismissed.mailDisabled,
    addPhotos: !user.profile.main_image && !dismissed.addPhotos,
    push: pushOffered && !dismissed.push,
  });
  if (prompt === 'activation') return <ActivationBanner email={user.email} />;
  if (prompt === 'addPhotos') return <AddPhotosBanner />;
  return prompt && floating(prompt);
}
