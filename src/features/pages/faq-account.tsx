import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PHOTO_LIMIT, REACTIVATION_DAYS } from '../../../common/constants';
import { Question } from './text-page';

/** The account, photos and notifications (docs/api.md, docs/security.md, docs/notifications.md). */

export function AccountQuestions() {
  const { t } = useLingui();
  const days = REACTIVATION_DAYS;
  return (
    <>
      <Question question={t`Why are my messages not delivered?`}>
        <p><Trans>Confirm your e-mail address first, with the link we sent you when you signed up. Until you do, your messages wait, and they are delivered as soon as you confirm.</Trans></p>
      </Question>
      <Question question={t`Can I hide my profile?`}>
        <p><Trans>Yes: turn on invisible mode on your <Link to="/profile">profile page</Link>. Your profile then no longer appears in search results or lists. You can still browse and chat, and members you are already in touch with can still open your profile.</Trans></p>
      </Question>
      <Question question={t`I forgot my password. What now?`}>
        <p><Trans>Choose “Forgot your password?” on the <Link to="/login">login page</Link>. We e-mail you a link that works for one hour. Setting a new password logs you out on all your devices.</Trans></p>
      </Question>
      <Question question={t`How do I delete my account?`}>
        <p><Trans>On your <Link to="/profile">profile page</Link>, open “Delete my account” and confirm with your password. Your profile disappears at once, and you are logged out on all your devices.</Trans></p>
      </Question>
      <Question question={t`Can I undo deleting my account?`}>
        <p><Trans>Yes, within <Plural value={days} one="# day" other="# days" />: use the link in the e-mail we send you, or log in with your e-mail address and password and choose “Reactivate my account”. Everything is back as it was.</Trans></p>
        <p><Trans>After <Plural value={days} one="# day" other="# days" />, your account is deleted for good, with your photos, messages and credits. It cannot be brought back then.</Trans></p>
      </Question>
    </>
  );
}

export function PhotoQuestions({ photoCredits }: { photoCredits: number }) {
  const { t } = useLingui();
  const free = PHOTO_LIMIT.free;
  const premium = PHOTO_LIMIT.premium;
  return (
    <>
      <Question question={t`How many photos can I add?`}>
        <p><Trans>Up to {free} as a free member, and up to {premium} as a premium member. Our team checks every photo before other members see it; until then it is marked “Being checked” and only you see it.</Trans></p>
      </Question>
      <Question question={t`What is a private photo?`}>
        <p><Trans>On your <Link to="/profile">profile page</Link> you can make a photo private: then only premium members see it. Your main photo is always public.</Trans></p>
      </Question>
      <Question question={t`Do my photos show where they were taken?`}>
        <p><Trans>No. We remove all hidden data from every photo, including the place where it was taken, and keep only a new copy.</Trans></p>
      </Question>
      <Question question={t`Can I send photos in a chat?`}>
        <p><Trans>Yes, for <Plural value={photoCredits} one="# credit" other="# credits" /> each. Only the two of you can see a photo sent in a chat.</Trans></p>
      </Question>
    </>
  );
}

export function NotificationQuestions({ site }: { site: string }) {
  const { t } = useLingui();
  return (
    <>
      <Question question={t`Which e-mails do you send?`}>
        <p><Trans>E-mails about new conversations and messages, likes and matches, reminders of unread messages, a weekly update, and now and then news, offers and reminders. You choose which ones you get on the <Link to="/notifications">notifications page</Link>.</Trans></p>
      </Question>
      <Question question={t`How do I unsubscribe?`}>
        <p><Trans>Every e-mail has an unsubscribe link at the bottom: it turns off that kind of e-mail, or all of them, without logging in. Many mail programs also show an unsubscribe button of their own, which works the same way.</Trans></p>
      </Question>
      <Question question={t`What do push notifications show?`}>
        <p><Trans>You can turn them on for each device on the <Link to="/notifications">notifications page</Link>. They only say that you have a new message, like or match, unless you choose to see who wrote and the first words. We send none while you have {site} open in front of you.</Trans></p>
      </Question>
    </>
  );
}
