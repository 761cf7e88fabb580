import { describe, expect, it } from 'vitest';
import { PROBLEMS, problemMessage } from '../../../common/problems';

describe('problemMessage', () => {
  it('fills the params into the English text', () => {
    expect(problemMessage('name_length', { min: 3, max: 30 })).toBe('Choose a username of 3 to 30 characters.');
    expect(problemMessage('login_blocked', { minutes: 15 })).toBe('Too many incorrect attempts, account blocked for 15 min.');
    expect(problemMessage('blocked_member', { name: 'Anna' })).toBe('You have blocked Anna.');
  });

  it('words a count in its English plural, with # as the number', () => {
    expect(problemMessage('mail_wait', { seconds: 1 })).toBe('Please wait 1 second before asking for another e-mail.');
    expect(problemMessage('mail_wait', { seconds: 60 })).toBe('Please wait 60 seconds before asking for another e-mail.');
    expect(problemMessage('rate_limited', { seconds: 3119 })).toBe('Too many requests. Please try again in 52 minutes.');
    expect(problemMessage('photo_limit', { limit: 1 })).toBe('You have reached your limit of 1 photo.');
    expect(problemMessage('photo_limit', { limit: 3 })).toBe('You have reached your limit of 3 photos.');
    expect(problemMessage('password_too_short', { min: 8 })).toBe('Use at least 8 characters for your password.');
    expect(problemMessage('message_too_long', { max: 2000 })).toBe('Your message is too long (2,000 characters at most).');
    expect(problemMessage('name_length', { min: 1, max: 1 })).toBe('Choose a username of 1 to 1 character.');
  });

  it('takes a count sent as a string, and words a string that is no number with the other text', () => {
    expect(problemMessage('mail_wait', { seconds: '1' })).toBe('Please wait 1 second before asking for another e-mail.');
    expect(problemMessage('mail_wait', { seconds: 'a few' })).toBe('Please wait a few seconds before asking for another e-mail.');
  });

  it('keeps the placeholder of a param not given, and ignores params the text has no place for', () => {
    expect(problemMessage('photo_limit')).toBe('You have reached your limit of {limit} photos.');
    expect(problemMessage('name_length', { min: 3 })).toBe('Choose a username of 3 to {max} characters.');
    expect(problemMessage('invalid_email', { field: 'email', suggestion: 'a@gmail.com' })).toBe('Invalid email');
  });

  it('leaves no plural syntax in any text once its params are given', () => {
    for (const [code, { message }] of Object.entries(PROBLEMS)) {
      const params = Object.fromEntries([...message.matchAll(/\{(\w+)/g)].map((m) => [m[1]!, 7]));
      const text = problemMessage(code as keyof typeof PROBLEMS, params);
      expect(text, code).not.toMatch(/[{}#]/);
    }
  });
});

describe('the problem codes', () => {
  it('give the server an error status for every code it answers with', () => {
    for (const [code, problem] of Object.entries(PROBLEMS)) {
      if ('status' in problem) expect(problem.status >= 400 && problem.status < 600, code).toBe(true);
    }
    expect(Object.entries(PROBLEMS).filter(([, problem]) => !('status' in problem)).map(([code]) => code)).toEqual(['offline', 'timeout', 'unknown']);
  });
});
