import { describe, expect, it } from 'vitest';
import { PROBLEMS, problemMessage } from '../../../common/problems';

describe('problemMessage', () => {
  it('fills the params into the English text', () => {
    expect(problemMessage('name_length', { min: 3, max: 30 })).toBe('Choose a username of 3 to 30 characters.');
    expect(problemMessage('login_blocked', { minutes: 15 })).toBe('Too many incorrect attempts, account blocked for 15 min.');
  });

  it('keeps the placeholder of a param not given, and ignores params the text has no place for', () => {
    expect(problemMessage('photo_limit')).toBe('You have reached your limit of {limit} photos.');
    expect(problemMessage('invalid_email', { field: 'email', suggestion: 'a@gmail.com' })).toBe('Invalid email');
  });
});

describe('the problem codes', () => {
  it('give the server an error status for every code it answers with', () => {
    for (const [code, problem] of Object.entries(PROBLEMS)) {
      if ('status' in problem) expect(problem.status >= 400 && problem.status < 600, code).toBe(true);
    }
    expect(Object.entries(PROBLEMS).filter(([, problem]) => !('status' in problem)).map(([code]) => code)).toEqual(['offline', 'unknown']);
  });
});
