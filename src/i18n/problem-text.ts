import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../api/client';

type Params = Record<string, string | number | undefined>;

/**
 * The member's-language text of every account problem. The codes are the same whether the client's
 * own check (common/rules/account) or the server found the problem, so one table serves both.
 */
export function useProblemText() {
  const { t, i18n } = useLingui();

  const text = (code: string, params: Params = {}): string => {
    const { minutes, min_age, min, max, seconds, limit, name } = params;
    switch (code) {
      case 'login_failed': return t`Login failed, please try again`;
      case 'login_blocked': return t`Too many incorrect attempts, account blocked for ${minutes} min.`;
      case 'choose_gender': return t`Choose whether you are a woman or a man.`;
      case 'choose_seeking': return t`Choose whom you are looking for.`;
      case 'invalid_email': return t`Invalid email`;
      case 'name_is_email': return t`Username may not be the same as your e-mail address`;
      case 'name_starts_with_at': return t`Username may not start with @`;
      case 'name_length': return t`Choose a username of ${min} to ${max} characters.`;
      case 'password_too_short': return t`Use at least ${min} characters for your password.`;
      case 'password_too_long': return t`Use at most ${max} characters for your password.`;
      case 'password_common': return t`This password is too common. Choose one that is harder to guess.`;
      case 'passwords_differ': return t`The entered passwords are not the same.`;
      case 'invalid_birth_date': return t`Invalid date of birth.`;
      case 'too_young': return t`Enter your date of birth (${min_age}+)`;
      case 'email_exists': return t`An account with this e-mail address already exists`;
      case 'signups_closed': return t`Signing up is not possible at the moment.`;
      case 'invite_required': return t`You need an invitation to sign up.`;
      case 'invite_invalid': return t`This invitation is not valid or has been used already.`;
      case 'profile_unknown': return t`This member cannot be found.`;
      case 'message_empty': return t`Write a message first.`;
      case 'message_too_long': return t`Your message is too long (${max} characters at most).`;
      case 'email_not_found': return t`E-mail address not found`;
      case 'reset_link_invalid': return t`Link expired or invalid, request a new email`;
      case 'new_email_invalid': return t`New email adress is invalid.`;
      case 'new_email_taken': return t`This email address already owns an account on this website.`;
      case 'old_password_wrong': return t`Please check your old password.`;
      case 'password_wrong': return t`Please check your password.`;
      case 'already_confirmed': return t`Your e-mail address is confirmed already.`;
      case 'mail_wait': return t`Please wait ${seconds} seconds before asking for another e-mail.`;
      case 'reactivation_expired': return t`The time to reactivate this account has passed.`;
      case 'invalid_region': return t`Choose a region of the selected country.`;
      case 'photo_unreadable': return t`This file is not a photo we can read. Use a JPEG, PNG, WebP, HEIC or AVIF image.`;
      case 'photo_too_large': return t`This photo is too large. Use one of at most 50 megapixels.`;
      case 'photo_limit': return t`You have reached your limit of ${limit} photos.`;
      case 'photo_unknown': return t`This photo does not exist (any more).`;
      case 'main_photo_private': return t`Your main photo is always public. Choose another main photo first.`;
      case 'blocked_by': return t`You're blocked by ${name}. You do not have access to this page.`;
      case 'blocked_member': return t`You have blocked ${name}.`;
      case 'block_self': return t`You cannot block yourself.`;
      case 'like_self': return t`You cannot like yourself.`;
      case 'search_login_required': return t`Log in to search for members.`;
      case 'age_range': return t`The minimum age cannot be above the maximum age.`;
      case 'place_unknown': return t`We could not find a town near you. Choose your place yourself.`;
      case 'interests_repeated': return t`Choose each interest once.`;
      case 'account_pending_deletion': {
        const date = i18n.date(new Date(String(params.until)), { dateStyle: 'long' });
        return t`Your account will be deleted on ${date}. Reactivate it to log in again.`;
      }
      case 'offline': return t`You are offline. What you entered is kept; try again when you are connected.`;
      default: return t`An error occured, please try again later.`;
    }
  };

  /** The text for anything a call threw. */
  const errorText = (caught: unknown): string => {
    if (caught instanceof ApiError && caught.status === null) return text('offline');
    return caught instanceof ApiError && caught.code ? text(caught.code, caught.params) : text('unknown');
  };

  return { text, errorText };
}
