import { describe, expect, it } from 'vitest';
import {
  birthDateProblem, emailProblem, isCalendarDate, passwordProblem, passwordsDifferProblem, sexualityFor, signupProblems, usernameProblem,
} from '../../../common/rules/account';
import { mailWaitSeconds } from '../../../common/rules/mail-rate';

const TODAY = new Date('2026-11-22T12:00:00Z');

describe('account rules', () => {
  it('e-mail: malformed or a likely typo is invalid, with a suggestion where one exists', () => {
    expect(emailProblem('anna@example.org')).toBeNull();
    expect(emailProblem('anna@@example.org')?.code).toBe('invalid_email');
    expect(emailProblem('anna @example.org')?.code).toBe('invalid_email');
    expect(emailProblem('anna@localhost')?.code).toBe('invalid_email');
    expect(emailProblem('Anna@Hotmial.com')).toEqual({ field: 'email', code: 'invalid_email', params: { suggestion: 'anna@hotmail.com' } });
    expect(emailProblem('anna@hotmial.com', { keepTypo: true })).toBeNull();
    expect(emailProblem(`${'a'.repeat(250)}@x.nl`)?.code).toBe('invalid_email');
  });

  it('e-mail: half an emoji or a control character is invalid, not a crash of the did-you-mean check', () => {
    expect(emailProblem('a\ud800b@example.com')).toEqual({ field: 'email', code: 'invalid_email' });
    expect(emailProblem('a\u0000b@example.com')).toEqual({ field: 'email', code: 'invalid_email' });
  });

  it('username: not the e-mail, no leading @, 2 to 30 characters counted as people count them', () => {
    expect(usernameProblem(' Anna@Example.org ', 'anna@example.org')?.code).toBe('name_is_email');
    expect(usernameProblem('@anna', 'anna@example.org')?.code).toBe('name_starts_with_at');
    expect(usernameProblem('A', 'x@y.nl')).toMatchObject({ code: 'name_length', params: { min: 2, max: 30 } });
    expect(usernameProblem('Bo', 'x@y.nl')).toBeNull();
    expect(usernameProblem('', '')?.code).toBe('name_length');
    expect(usernameProblem('Zoë 🌸', 'x@y.nl')).toBeNull();
    expect(usernameProblem('a'.repeat(31), 'x@y.nl')?.code).toBe('name_length');
    expect(usernameProblem('An\u0007na', 'x@y.nl')).toEqual({ field: 'name', code: 'invalid_characters', params: { field: 'name' } });
    expect(usernameProblem('\u202Eanna', 'x@y.nl')?.code).toBe('invalid_characters');
  });

  it('passwords: 8 to 128 characters, nothing else required; the repeat must match', () => {
    expect(passwordProblem('1234567')?.code).toBe('password_too_short');
    expect(passwordProblem('abcdefgh')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))?.code).toBe('password_too_long');
    expect(passwordProblem('long enough\u0000')?.code).toBe('invalid_characters');
    expect(passwordProblem('long enough 🔑 ü')).toBeNull();
    expect(passwordsDifferProblem('a', 'b')).toEqual({ field: 'password_repeat', code: 'passwords_differ' });
    expect(passwordsDifferProblem('a', 'a')).toBeNull();
  });

  it('date of birth: a real day, not in the future, at least the minimum age', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(birthDateProblem('2008-11-22', TODAY, 18)).toBeNull();
    expect(birthDateProblem('2008-11-23', TODAY, 18)).toEqual({ field: 'date_of_birth', code: 'too_young', params: { min_age: 18 } });
    expect(birthDateProblem('2030-01-01', TODAY, 18)?.code).toBe('invalid_birth_date');
    expect(birthDateProblem('1890-01-01', TODAY, 18)?.code).toBe('invalid_birth_date');
    expect(birthDateProblem('22-11-1990', TODAY, 18)?.code).toBe('invalid_birth_date');
  });

  it('lists every problem of the form in field order', () => {
    const problems = signupProblems({ email: 'bad', name: '@x', password: 'short', date_of_birth: '', signup_message: ' ' }, TODAY, 18);
    expect(problems.map((p) => p.field)).toEqual(['gender', 'seeking', 'name', 'date_of_birth', 'email', 'password', 'signup_message']);
    const fine = { email: 'a@example.org', name: 'Anna', password: 'long enough', date_of_birth: '1990-01-01', gender: 'female', seeking: 'male' };
    expect(signupProblems(fine, TODAY, 18)).toEqual([]);
  });

  it('"I am … looking for …" gives the sexuality', () => {
    expect(sexualityFor('male', 'female')).toBe('hetero');
    expect(sexualityFor('female', 'male')).toBe('hetero');
    expect(sexualityFor('male', 'male')).toBe('gay');
    expect(sexualityFor('female', 'female')).toBe('lesbian');
    expect(sexualityFor('female', 'both')).toBe('bi');
  });
});

describe('mail rate', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('one a minute', () => {
    expect(mailWaitSeconds([], now)).toBe(0);
    expect(mailWaitSeconds([now - 20_000], now)).toBe(40);
    expect(mailWaitSeconds([now - 60_000], now)).toBe(0);
  });
  it('five a day: the sixth waits until the oldest of the five is a day old', () => {
    const five = [1, 2, 3, 4, 5].map((h) => now - h * 3600_000);
    expect(mailWaitSeconds(five, now)).toBe(19 * 3600);
    expect(mailWaitSeconds(five.slice(0, 4), now)).toBe(0);
  });
});
