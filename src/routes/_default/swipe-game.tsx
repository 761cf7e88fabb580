import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SWIPE_GAME_DAILY_LIKES } from '../../../common/constants';
import { PageFrame, PageNote } from '../../components/page-frame';

export const Route = createFileRoute('/_default/swipe-game')({ component: SwipeGamePage });

function SwipeGamePage() {
  const { t } = useLingui();
  const likes = SWIPE_GAME_DAILY_LIKES;
  return (
    <PageFrame title={t`Swipe game`}>
      <PageNote><Trans>Swipe through members: you can give <Plural value={likes} one="# like" other="# likes" /> a day.</Trans></PageNote>
    </PageFrame>
  );
}
