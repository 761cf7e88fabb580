/**
 * The word list of profile texts (docs/staff.md, Profile texts): what, in a name or an about-me, asks
 * a moderator to look. Contact details and links first (the way scammers and advertisers take members
 * off the site, and what the terms forbid in a profile), then money transfers, paid sex and the
 * messaging apps they move to. A match is no verdict: the text stays, and a moderator decides.
 */

const PATTERNS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['e-mail address', /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+\s*(?:\.|\(dot\)|\[dot\])\s*\p{L}{2,}/iu],
  ['link', /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|me|ly|link|site|xyz|ru)\b/iu],
  ['phone number', /(?:\+|\b)\d(?:[\s./-]?\d){7,}/u],
  ['messaging app', /\b(?:whats\s?app|telegram|snap\s?chat|kik|signal|viber|skype|wechat|line\s?id|insta(?:gram)?|tiktok|onlyfans)\b/iu],
  ['money transfer', /\b(?:western\s?union|money\s?gram|bitcoin|btc|crypto|paypal|gift\s?cards?|iban|cash\s?app|venmo)\b/iu],
  ['paid sex', /\b(?:escorts?|sugar\s?(?:daddy|baby)|cam\s?shows?)\b/iu],
];

/** What in the text the word list names ("phone number", "link" …), or null when nothing. */
export function flaggedBy(text: string): string | null {
  for (const [name, pattern] of PATTERNS) if (pattern.test(text)) return name;
  return null;
}
