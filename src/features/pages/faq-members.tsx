import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Settings } from '../../../common/api/settings';
import { SWIPE_GAME_DAILY_LIKES } from '../../../common/constants';
import { FictionalAnswers, FictionalLikes, FictionalMarking } from './fictional-facts';
import { Question } from './text-page';

/** Fictional profiles, likes and blocks, and safety: how members meet (docs/decisions.md, docs/security.md). */

export function FictionalQuestions({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  return (
    <>
      <Question question={t`What are fictional profiles?`}>
        <FictionalMarking site={settings.name} />
      </Question>
      <Question question={t`Who answers when I write to a fictional profile?`}>
        <FictionalAnswers />
      </Question>
      <Question question={t`Why did a fictional profile like me?`}>
        <FictionalLikes />
      </Question>
    </>
  );
}

export function LikeQuestions({ site }: { site: string }) {
  const { t } = useLingui();
  const likes = SWIPE_GAME_DAILY_LIKES;
  return (
    <>
      <Question question={t`What is a match?`}>
        <p><Trans>When you like someone and they like you too, it is a match, and both of you are told. Your likes, the likes you received and your matches are on the <Link to="/likes">likes page</Link>.</Trans></p>
        <p><Trans>In the <Link to="/swipe-game">swipe game</Link> you can give <Plural value={likes} one="# like" other="# likes" /> a day; passing a profile does not count.</Trans></p>
      </Question>
      <Question question={t`How do I block someone?`}>
        <p><Trans>Open their profile and choose Block. From then on neither of you sees the other anywhere on {site}: not in search, likes or chat, and not each other's photos. Likes between the two of you are removed. If they open your profile through a link, they are told that you blocked them.</Trans></p>
        <p><Trans>The members you blocked are listed on your <Link to="/profile">profile page</Link>, where you can unblock them.</Trans></p>
      </Question>
    </>
  );
}

export function SafetyQuestions() {
  const { t } = useLingui();
  return (
    <>
      <Question question={t`How do I stay safe?`}>
        <ul>
          <li><Trans>Never send money to someone you met online, whatever the reason.</Trans></li>
          <li><Trans>Keep your address, phone number and bank details to yourself until you trust someone.</Trans></li>
          <li><Trans>Meet in a public place the first time, and tell a friend where you are going.</Trans></li>
          <li><Trans>Remember that fictional profiles cannot be met.</Trans></li>
        </ul>
      </Question>
      <Question question={t`Who sees my e-mail address and date of birth?`}>
        <p><Trans>No other member. Others see your name, age, place, photos and what you write about yourself; never your e-mail address, your date of birth or your exact location.</Trans></p>
      </Question>
      <Question question={t`How do I report someone?`}>
        <p><Trans>Use our <Link to="/complaints">complaints form</Link>, and tell us which profile or message it is about. You get a reference number at once, and we answer you by e-mail. You can also block the member straight away.</Trans></p>
      </Question>
    </>
  );
}
