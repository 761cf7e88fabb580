import { run as suggestEmail } from '@zootools/email-spell-checker';
import type { Seeking } from '../api/account';
import type { Gender, Sexuality } from '../enums';
import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH } from '../constants';
import type { ApiProblemCode, ProblemParams } from '../problems';
import { ageOn } from './age';
import { hasUnsafeCharacters } from './text';

/**
 * Rules for what a member types into the account forms (docs/product/validation.md). The client checks them as a
 * convenience; the server checks them again and is the one that decides.
 */

/** Beyond this a date of birth is a typo, not a member. */
const MAX_AGE = 120;

export type AccountField = 'email' | 'name' | 'password' | 'password_repeat' | 'date_of_birth' | 'gender' | 'seeking' | 'signup_message';

export interface Problem {
  field: AccountField;
  /** The client words it in the member's language; the server, checking again, answers with it. */
  code: ApiProblemCode;
  params?: ProblemParams;
}

// One @, no spaces, a dot in the domain: stricter checks refuse real addresses, looser ones typos.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Characters as people count them, so an emoji or an accented letter counts once. */
const length = (text: string) => [...text].length;

/**
 * 'Invalid email' with a did-you-mean suggestion: for a malformed address, and for a well-formed
 * one whose domain looks like a typo of a popular one (gmial.com), unless the member said it is right.
 */
export function emailProblem(email: string, { keepTypo = false } = {}): Problem | null {
  const address = normalizeEmail(email);
  // The did-you-mean library throws on what it cannot URI-encode (half an emoji), so it never sees that.
  if (hasUnsafeCharacters(address)) return { field: 'email', code: 'invalid_email' };
  const suggestion = suggestEmail({ email: address })?.full;
  const wellFormed = address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
  if (wellFormed && (keepTypo || !suggestion)) return null;
  return { field: 'email', code: 'invalid_email', ...(suggestion ? { params: { suggestion } } : {}) };
}

export function usernameProblem(name: string, email: string): Problem | null {
  const trimmed = name.trim();
  if (trimmed.startsWith('@')) return { field: 'name', code: 'name_starts_with_at' };
  // Before the length: an e-mail address as name is usually longer than a name may be.
  if (trimmed !== '' && normalizeEmail(trimmed) === normalizeEmail(email)) return { field: 'name', code: 'name_is_email' };
  if (length(trimmed) < USERNAME_LENGTH.min || length(trimmed) > USERNAME_LENGTH.max) {
    return { field: 'name', code: 'name_length', params: { min: USERNAME_LENGTH.min, max: USERNAME_LENGTH.max } };
  }
  return hasUnsafeCharacters(trimmed) ? { field: 'name', code: 'invalid_characters', params: { field: 'name' } } : null;
}

/** Length, and characters a keyboard cannot type; the server also refuses the most common passwords. */
export function passwordProblem(password: string, field: AccountField = 'password'): Problem | null {
  if (length(password) < PASSWORD_LENGTH.min) return { field, code: 'password_too_short', params: { min: PASSWORD_LENGTH.min } };
  if (length(password) > PASSWORD_LENGTH.max) return { field, code: 'password_too_long', params: { max: PASSWORD_LENGTH.max } };
  return hasUnsafeCharacters(password) ? { field, code: 'invalid_characters', params: { field } } : null;
}

export function passwordsDifferProblem(password: string, repeat: string): Problem | null {
  return password === repeat ? null : { field: 'password_repeat', code: 'passwords_differ' };
}

/** A real calendar day in YYYY-MM-DD (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** 'Invalid date of birth.' for a date that cannot be one; 'Enter your date of birth ({min_age}+)' below the age. */
export function birthDateProblem(value: string, today: Date, minAge: number): Problem | null {
  if (!isCalendarDate(value)) return { field: 'date_of_birth', code: 'invalid_birth_date' };
  const age = ageOn(value, today);
  if (age < 0 || age > MAX_AGE) return { field: 'date_of_birth', code: 'invalid_birth_date' };
  if (age < minAge) return { field: 'date_of_birth', code: 'too_young', params: { min_age: minAge } };
  return null;
}

export interface SignupFields {
  email: string;
  name: string;
  password: string;
  date_of_birth: string;
  keep_email?: boolean;
  gender?: string;
  seeking?: string;
  /** Only on signup from a profile, where the first message is part of the form. */
  signup_message?: string;
}

/** Every problem of the signup form, in the order the fields appear. */
export function signupProblems(fields: SignupFields, today: Date, minAge: number): Problem[] {
  const problems: (Problem | null)[] = [
    fields.gender ? null : { field: 'gender', code: 'choose_gender' },
    fields.seeking ? null : { field: 'seeking', code: 'choose_seeking' },
    usernameProblem(fields.name, fields.email),
    birthDateProblem(fields.date_of_birth, today, minAge),
    emailProblem(fields.email, { keepTypo: fields.keep_email }),
    passwordProblem(fields.password),
    signupMessageProblem(fields.signup_message),
  ];
  return problems.filter((problem): problem is Problem => problem !== null);
}

function signupMessageProblem(message: string | undefined): Problem | null {
  if (message === undefined) return null;
  if (message.trim() === '') return { field: 'signup_message', code: 'message_empty' };
  return hasUnsafeCharacters(message, { lines: true }) ? { field: 'signup_message', code: 'invalid_characters', params: { field: 'signup_message' } } : null;
}

/** The signup form asks "I am a … looking for …"; the profile keeps it as a sexuality. */
export function sexualityFor(gender: Gender, seeking: Seeking): Sexuality {
  if (seeking === 'both') return 'bi';
  if (seeking !== gender) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/** The other way round, for the profile editor's "looking for" choice. */
export function seekingOf(gender: Gender, sexuality: Sexuality): Seeking {
  if (sexuality === 'bi') return 'both';
  if (sexuality === 'hetero') return gender === 'male' ? 'female' : 'male';
  return gender;
}
