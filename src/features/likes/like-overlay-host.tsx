import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { dismissLikeAtom } from '../../atoms/likes';
import { setLikeAtom } from '../../atoms/members';
import { fictionalMarkingAtom } from '../../atoms/settings';
import { LikeOverlay } from '../../components/like-overlay';
import type { LikeAnnouncement } from '../../db/likes';

/**
 * What the overlay's actions do: for a like, the button likes back (a match then shows as one); for a
 * match it opens the chat. The photo opens the profile behind the overlay, which stays open.
 */
export function LikeOverlayHost({ announcement }: { announcement: LikeAnnouncement }) {
  const { t } = useLingui();
  const fictional = useAtomValue(fictionalMarkingAtom);
  const dismiss = useSetAtom(dismissLikeAtom);
  const setLike = useSetAtom(setLikeAtom);
  const navigate = useNavigate();
  if (!fictional) return null;

  const { profile, match } = announcement;
  const id = String(profile.id);
  const pressButton = async () => {
    if (match) {
      await dismiss();
      await navigate({ to: '/members/$id/chat', params: { id } });
      return;
    }
    const state = await setLike({ profile, like: true }).catch(() => null);
    if (!state?.match) await dismiss();
  };
  return (
    <LikeOverlay
      profile={profile}
      match={match}
      fictional={fictional}
      buttonLabel={match ? t`Send a message` : t`Like back`}
      onImagePressed={() => void navigate({ to: '/members/$id', params: { id } })}
      onButtonPressed={() => void pressButton()}
      onClose={() => void dismiss()}
    />
  );
}
