import { describe, expect, it } from 'vitest';
import { flaggedBy } from '../../../common/rules/flagged-text';

describe('the word list of profile texts', () => {
  it.each([
    ['Write me at anna.k@example.org', 'e-mail address'],
    ['anna (at) gmail (dot) com', 'e-mail address'],
    ['See www.my-site.example too', 'link'],
    ['my page annas-pics.com', 'link'],
    ['Call +49 151 2345 6789', 'phone number'],
    ['0612345678 after six', 'phone number'],
    ['Add me on WhatsApp', 'messaging app'],
    ['snap chat: anna_x', 'messaging app'],
    ['Send a Western Union first', 'money transfer'],
    ['Looking for a sugar daddy', 'paid sex'],
  ])('flags %j as %s', (text, name) => {
    expect(flaggedBy(text)).toBe(name);
  });

  it.each([
    'I love hiking, cooking and long walks with my dog.',
    'Ich wandere gern und koche für Freunde.',
    'Born in 1985, two kids, 3 cats.',
    'Mi piace viaggiare. ¿Y a ti?',
    'Marathon in 3:45, next year faster',
  ])('leaves %j alone', (text) => {
    expect(flaggedBy(text)).toBeNull();
  });
});
