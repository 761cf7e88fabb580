/**
 * Characters no text a member writes may hold: control characters (a NUL, a bell; tab and line
 * breaks only where the text has lines), the bidirectional overrides that make text read backwards
 * (a name that shows as another), and halves of an emoji cut apart (lone surrogates), which no
 * encoding can store.
 */
const UNSAFE_IN_LINE = /\p{Cc}|[\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
const UNSAFE_IN_LINES = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

export function hasUnsafeCharacters(text: string, { lines = false } = {}): boolean {
  return (lines ? UNSAFE_IN_LINES : UNSAFE_IN_LINE).test(text);
}

/** The text without those characters, for values we keep but nobody typed (tracking parameters of a link). */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(new RegExp(UNSAFE_IN_LINE.source, 'gu'), '');
}
