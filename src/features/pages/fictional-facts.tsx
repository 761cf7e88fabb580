import { Plural, Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { AUTO_LIKES_PER_DAY } from '../../../common/constants';
import { fictionalMarkingAtom } from '../../atoms/settings';

/** What fictional profiles are (docs/decisions.md: marked everywhere, run by our team): said alike on the terms and in the FAQ. */

export function FictionalMarking({ site }: { site: string }) {
  const marking = useAtomValue(fictionalMarkingAtom);
  const label = marking?.label;
  return <p><Trans>Some profiles on {site} are fictional. They are run by our team, and meeting them in person is not possible. Every fictional profile is marked with this icon <img className="inline-icon" src={marking?.icon} alt="" width="20" height="20" /> and the label “{label}”, wherever it is shown.</Trans></p>;
}

export function FictionalAnswers() {
  return <p><Trans>Messages to a fictional profile are read and answered by our team. They cost the same as any other message, and an answer can take a while.</Trans></p>;
}

/** The auto-like of docs/product/states.md#auto-likes: a fictional profile's real like, at most AUTO_LIKES_PER_DAY a day. */
export function FictionalLikes() {
  return <p><Trans>A fictional profile that suits what you are looking for may like you, at most <Plural value={AUTO_LIKES_PER_DAY} one="once" other="# times" /> a day. Real members are never made to like anyone.</Trans></p>;
}
