import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, withoutUnsafeCharacters } from '../../../common/rules/text';

describe('characters a member may write', () => {
  it('takes every script, emoji and joiner', () => {
    for (const text of ['Zürich', 'Łódź', 'Ἀθῆναι', '東京', '👩‍❤️‍👨 ok', 'a\u200db']) expect(hasUnsafeCharacters(text)).toBe(false);
  });

  it('refuses control characters, bidirectional overrides and half an emoji', () => {
    for (const text of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'a\u202Eb', 'a\u2066b', 'a\ud800b', '\udc00', 'x\u0085']) {
      expect(hasUnsafeCharacters(text)).toBe(true);
    }
  });

  it('allows tabs and line breaks only in text with lines', () => {
    expect(hasUnsafeCharacters('one\ntwo')).toBe(true);
    expect(hasUnsafeCharacters('one\r\ntwo\tthree', { lines: true })).toBe(false);
    expect(hasUnsafeCharacters('one\u0000two', { lines: true })).toBe(true);
  });
});

describe('values we keep but nobody typed', () => {
  it('lose the unsafe characters and keep the rest', () => {
    expect(withoutUnsafeCharacters('news\u0000letter\ud800 ü')).toBe('newsletter ü');
  });
});
