import type { Problem } from '../../common/rules/account';

/**
 * Problems with what a member asked for, with a stable code for the client's own wording and the
 * English text for everyone else. The http layer turns them into error answers.
 */

const MESSAGES = {
  invalid_email: [400, 'Invalid email'],
  name_is_email: [400, 'Username may not be the same as your e-mail address'],
  name_starts_with_at: [400, 'Username may not start with @'],
  name_length: [400, 'Choose a username of {min} to {max} characters.'],
  password_too_short: [400, 'Use at least {min} characters for your password.'],
  password_too_long: [400, 'Use at most {max} characters for your password.'],
  password_common: [400, 'This password is too common. Choose one that is harder to guess.'],
  passwords_differ: [400, 'The entered passwords are not the same.'],
  invalid_birth_date: [400, 'Invalid date of birth.'],
  too_young: [400, 'Enter your date of birth ({min_age}+)'],
  email_exists: [409, 'An account with this e-mail address already exists'],
  signups_closed: [403, 'Signing up is not possible at the moment.'],
  invite_required: [403, 'You need an invitation to sign up.'],
  invite_invalid: [403, 'This invitation is not valid or has been used already.'],
  profile_unknown: [404, 'This member cannot be found.'],
  message_empty: [400, 'Write a message first.'],
  message_too_long: [400, 'Your message is too long ({max} characters at most).'],
  email_not_found: [404, 'E-mail address not found'],
  reset_link_invalid: [400, 'Link expired or invalid, request a new email'],
  new_email_invalid: [400, 'New email adress is invalid.'],
  new_email_taken: [409, 'This email address already owns an account on this website.'],
  old_password_wrong: [400, 'Please check your old password.'],
  password_wrong: [400, 'Please check your password.'],
  already_confirmed: [409, 'Your e-mail address is confirmed already.'],
  mail_wait: [429, 'Please wait {seconds} seconds before asking for another e-mail.'],
  account_pending_deletion: [403, 'Your account will be deleted on {until}. Reactivate it to log in again.'],
  reactivation_expired: [410, 'The time to reactivate this account has passed.'],
  invalid_region: [400, 'Choose a region of the selected country.'],
  photo_unreadable: [415, 'This file is not a photo we can read. Use a JPEG, PNG, WebP, HEIC or AVIF image.'],
  photo_too_large: [413, 'This photo is too large. Use one of at most 50 megapixels.'],
  photo_limit: [409, 'You have reached your limit of {limit} photos.'],
  photo_unknown: [404, 'This photo does not exist (any more).'],
  main_photo_private: [409, 'Your main photo is always public. Choose another main photo first.'],
  blocked_by: [403, "You're blocked by {name}. You do not have access to this page."],
  blocked_member: [403, 'You have blocked {name}.'],
  block_self: [400, 'You cannot block yourself.'],
  like_self: [400, 'You cannot like yourself.'],
  search_login_required: [403, 'Log in to search for members.'],
  age_range: [400, 'The minimum age cannot be above the maximum age.'],
  place_unknown: [404, 'We could not find a town near you. Choose your place yourself.'],
  interests_repeated: [400, 'Choose each interest once.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ProblemCode = keyof typeof MESSAGES;

export class ProblemError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ProblemCode,
    readonly params: Record<string, string | number> = {},
  ) {
    const [status, text] = MESSAGES[code];
    super(text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`)));
    this.statusCode = status;
  }
}

/** A rule's problem from common/rules, with the field it belongs to. */
export function problemError({ code, field, params }: Problem): ProblemError {
  return new ProblemError(code as ProblemCode, { ...params, field });
}
