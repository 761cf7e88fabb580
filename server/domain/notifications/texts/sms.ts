import type { Locale } from '../../../../common/constants';
import type { OutgoingSms } from '../../../adapters/sms';
import type { Config } from '../../../config/config';
import { serverI18n } from './catalog';

/** The texts sent by SMS, in the member's language. */

export interface DirectDebitCodeSms {
  to: string;
  language: Locale;
  code: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

/** Placeholders: {code}, {site}, {amount} (written as the member's language writes money). The code first, where phones look for it. */
const DIRECT_DEBIT_CODE = /*i18n*/ '{code} is your {site} code to confirm your direct debit of {amount}. It works for 10 minutes. Never share it.';

export function composeDirectDebitCodeSms(sms: DirectDebitCodeSms, config: Config): OutgoingSms {
  const i18n = serverI18n(sms.language);
  const amount = i18n.number(sms.amount / 100, { style: 'currency', currency: sms.currency });
  return { kind: 'direct_debit_code', to: sms.to, text: i18n._(DIRECT_DEBIT_CODE, { code: sms.code, site: config.site.name, amount }) };
}
