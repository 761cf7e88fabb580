import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from '../countries';

/**
 * The direct-debit form's checks (/directdebit), the same in the browser and on the server: an IBAN
 * from the SEPA area, a phone number the code can be texted to, and both as shown once stored.
 */

export function checkIban(text: string): { iban: string } | { problem: 'invalid_iban' | 'iban_country' } {
  // Spaces and dashes as people write an IBAN, any case: the electronic format is what banks take.
  const iban = electronicFormatIBAN(text) ?? '';
  if (!isValidIBAN(iban)) return { problem: 'invalid_iban' };
  return isSEPACountry(iban.slice(0, 2)) ? { iban } : { problem: 'iban_country' };
}

/** What people type in a phone number; the library alone would pick a number out of any text around it. */
const PHONE_CHARACTERS = /^\+?[\d ()./-]+$/;

/** A number of the member's country, or of another with its own +code; the number in E.164 (+31612345678). */
export function checkPhone(text: string, country: CountryCode): { phone: string } | { problem: 'invalid_phone' } {
  const typed = text.trim();
  const number = PHONE_CHARACTERS.test(typed) ? parsePhoneNumberFromString(typed, country) : undefined;
  return number?.isValid() ? { phone: number.number } : { problem: 'invalid_phone' };
}

/** "+31 6•••••678": enough for the member to recognise their number, too little for anyone else to use it. */
export function maskPhone(phone: string): string {
  const number = parsePhoneNumberFromString(phone);
  // Not a number the library knows: every digit but the last three.
  if (!number) return phone.replace(/\d(?=\d{3})/g, '•');
  const national = number.nationalNumber;
  return `+${number.countryCallingCode} ${national.slice(0, 1)}${'•'.repeat(Math.max(national.length - 4, 0))}${national.slice(-3)}`;
}

/** "NL•• 1234", as the provider labels a direct-debit mandate. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/[\s-]/g, '').toUpperCase();
  return `${compact.slice(0, 2)}•• ${compact.slice(-4)}`;
}
