import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_LENGTH } from '../../../common/constants';

/**
 * The most common passwords (zxcvbn-ts's list, from real breaches, most frequent first) that are long
 * enough to pass the length rule: those are the ones an attacker tries first, so they are refused.
 */
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_LENGTH.min));
  return common.has(password.toLowerCase());
}
