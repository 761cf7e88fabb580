import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ComplaintProblemCode, NotificationProblemCode, PaymentProblemCode, ProblemCode, StaffProblemCode } from '../../common/problems';
import { waitOf, type WaitUnit } from '../../common/rules/wait';
import { ApiError } from '../api/client';

type Params = Record<string, string | number | undefined>;

/** For what a member cannot act on: the server failed, or a client older than the server. */
const GENERAL = msg`An error occured, please try again later.`;

/**
 * The member's-language text of every problem code of common/problems.ts, whether the client's own
 * check or the server found it. Each text is the English of that table (a unit test holds them
 * together), so a code added there fails the type check here until it has its text.
 */
const TEXTS: Record<Exclude<ProblemCode, PaymentProblemCode | NotificationProblemCode | ComplaintProblemCode | StaffProblemCode>, MessageDescriptor> = {
  invalid_input: msg`Invalid input`,
  bad_request: GENERAL,
  authentication_required: msg`Please log in to continue.`,
  not_found: msg`This page could not be found`,
  cross_site: msg`This request came from another website and was refused. Open the app and try again.`,
  host_invalid: msg`This request named an address that is not this site.`,
  rate_limited: msg`Too many requests. Please try again in {wait}.`,
  invalid_characters: msg`This text contains characters that cannot be used.`,
  // A client's own mistakes: the member can only try again.
  invalid_idempotency_key: GENERAL,
  request_in_progress: msg`Your request is still being processed. Please wait a moment.`,
  idempotency_key_reused: GENERAL,
  internal: GENERAL,
  // Retried by the client first (common/rules/retry.ts): a member sees it only when that did not help.
  service_unavailable: GENERAL,

  login_failed: msg`Login failed, please try again`,
  login_blocked: msg({ message: 'Too many incorrect attempts, account blocked for {minutes} min.' }),
  account_pending_deletion: msg({ message: 'Your account will be deleted on {until}. Reactivate it to log in again.' }),
  account_banned: msg({ message: 'This account has been closed because it broke our rules. If you think this is wrong, use our complaints form.' }),
  reactivation_expired: msg`The time to reactivate this account has passed.`,

  choose_gender: msg`Choose whether you are a woman or a man.`,
  choose_seeking: msg`Choose whom you are looking for.`,
  invalid_email: msg`Invalid email`,
  name_is_email: msg`Username may not be the same as your e-mail address`,
  name_starts_with_at: msg`Username may not start with @`,
  name_length: msg({ message: 'Choose a username of {min} to {max, plural, one {# character} other {# characters}}.' }),
  password_too_short: msg({ message: 'Use at least {min, plural, one {# character} other {# characters}} for your password.' }),
  password_too_long: msg({ message: 'Use at most {max, plural, one {# character} other {# characters}} for your password.' }),
  password_common: msg`This password is too common. Choose one that is harder to guess.`,
  passwords_differ: msg`The entered passwords are not the same.`,
  invalid_birth_date: msg`Invalid date of birth.`,
  too_young: msg({ message: 'Enter your date of birth ({min_age}+)' }),
  email_exists: msg`An account with this e-mail address already exists`,
  signups_closed: msg`Signing up is not possible at the moment.`,
  invite_required: msg`You need an invitation to sign up.`,
  invite_invalid: msg`This invitation is not valid or has been used already.`,
  email_not_found: msg`E-mail address not found`,
  reset_link_invalid: msg`Link expired or invalid, request a new email`,
  new_email_invalid: msg`New email adress is invalid.`,
  new_email_taken: msg`This email address already owns an account on this website.`,
  old_password_wrong: msg`Please check your old password.`,
  password_wrong: msg`Please check your password.`,
  already_confirmed: msg`Your e-mail address is confirmed already.`,
  mail_wait: msg({ message: 'Please wait {seconds, plural, one {# second} other {# seconds}} before asking for another e-mail.' }),
  data_export_link_invalid: msg`This download link has expired or belongs to another account. Ask for your data again in your account settings.`,

  profile_unknown: msg`This member cannot be found.`,
  invalid_region: msg`Choose a region of the selected country.`,
  interests_repeated: msg`Choose each interest once.`,
  place_unknown: msg`We could not find a town near you. Choose your place yourself.`,
  photo_unreadable: msg`This file is not a photo we can read. Use a JPEG, PNG, WebP, HEIC or AVIF image.`,
  photo_too_large: msg`This photo is too large. Use one of at most 50 megapixels.`,
  photo_limit: msg({ message: 'You have reached your limit of {limit, plural, one {# photo} other {# photos}}.' }),
  photo_unknown: msg`This photo does not exist (any more).`,
  main_photo_private: msg`Your main photo is always public. Choose another main photo first.`,
  blocked_by: msg({ message: "You're blocked by {name}. You do not have access to this page." }),
  blocked_member: msg({ message: 'You have blocked {name}.' }),
  block_self: msg`You cannot block yourself.`,
  like_self: msg`You cannot like yourself.`,
  swipe_limit: msg({ message: 'You have given your {limit, plural, one {# like} other {# likes}} of today. New likes in {countdown}.' }),
  search_login_required: msg`Log in to search for members.`,
  age_range: msg`The minimum age cannot be above the maximum age.`,
  message_empty: msg`Write a message first.`,
  message_too_long: msg({ message: 'Your message is too long ({max, plural, one {# character} other {# characters}} at most).' }),
  message_not_enough_credits: msg`You do not have enough credits to send this message`,
  message_self: msg`You cannot send a message to yourself.`,
  partner_unconfirmed: msg({ message: '{name} has not confirmed their e-mail address yet. You can write once they have.' }),
  conversation_limit: msg({ message: 'As a free member you can start up to {limit, plural, one {# conversation} other {# conversations}}. Become premium to start more.' }),
  conversation_unknown: msg`This conversation does not exist (any more).`,
  not_enough_credits: msg`You do not have enough credits.`,

  offline: msg`You are offline. What you entered is kept; try again when you are connected.`,
  timeout: msg`The server did not answer in time. What you entered is kept; please try again.`,
  unknown: GENERAL,
};

const texts: Partial<Record<ProblemCode, MessageDescriptor>> = { ...TEXTS };

/** Adds the texts of a feature's own problems, as its screens load. */
export function addProblemTexts(more: Partial<Record<ProblemCode, MessageDescriptor>>): void {
  Object.assign(texts, more);
}

const WAIT_UNITS: Record<WaitUnit, MessageDescriptor> = {
  seconds: msg({ message: '{count, plural, one {# second} other {# seconds}}' }),
  minutes: msg({ message: '{count, plural, one {# minute} other {# minutes}}' }),
  hours: msg({ message: '{count, plural, one {# hour} other {# hours}}' }),
};

function waitText(i18n: I18n, seconds: number): string {
  const { unit, count } = waitOf(seconds);
  const { id, message } = WAIT_UNITS[unit];
  return i18n._(id, { count }, { message });
}

const isProblemCode = (code: string): code is ProblemCode => Object.hasOwn(texts, code);

/**
 * The problem a failed call named (the server's code, or the client's own: timeout) and its params;
 * null for anything else. Screens act on it here: features never import src/api (eslint.config.js).
 */
export const problemOf = (caught: unknown): { code: string | null; params: Record<string, string | number> } | null =>
  caught instanceof ApiError ? { code: caught.code, params: caught.params } : null;

export function useProblemText() {
  const { i18n } = useLingui();

  /** A code's text; a code this client does not know (a newer server's) gets the general one. */
  const text = (code: string, params: Params = {}): string => {
    // The server sends a date as an ISO string; the member reads it in their own language.
    const until = params.until === undefined ? {} : { until: i18n.date(new Date(String(params.until)), { dateStyle: 'long' }) };
    // A wait in seconds is said as a person says it: "52 minutes".
    const wait = typeof params.seconds === 'number' ? { wait: waitText(i18n, params.seconds) } : {};
    const { id, message } = texts[isProblemCode(code) ? code : 'unknown']!;
    return i18n._(id, { ...params, ...until, ...wait }, { message });
  };

  /** The text for anything a call threw. */
  const errorText = (caught: unknown): string => {
    if (caught instanceof ApiError && caught.status === null) return text(caught.code === 'timeout' ? 'timeout' : 'offline');
    const problem = problemOf(caught);
    return problem?.code ? text(problem.code, problem.params) : text('unknown');
  };

  return { text, errorText };
}
