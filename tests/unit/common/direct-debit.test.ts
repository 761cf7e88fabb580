import { describe, expect, it } from 'vitest';
import { directDebitConfirmSchema, directDebitRequestSchema } from '../../../common/api/payments';
import { checkIban, checkPhone, maskIban, maskPhone } from '../../../common/rules/direct-debit';

describe('an IBAN', () => {
  it('is taken as people write it: spaces, dashes, any case', () => {
    for (const typed of ['NL91 ABNA 0417 1643 00', 'nl91abna0417164300', 'NL91-ABNA-0417-1643-00', '  NL91ABNA0417164300 ']) {
      expect(checkIban(typed), typed).toEqual({ iban: 'NL91ABNA0417164300' });
    }
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toEqual({ iban: 'DE89370400440532013000' });
  });

  it('from the SEPA area only, outside the euro too', () => {
    expect(checkIban('GB33BUKB20201555555555')).toEqual({ iban: 'GB33BUKB20201555555555' });
    expect(checkIban('CH9300762011623852957')).toEqual({ iban: 'CH9300762011623852957' });
    expect(checkIban('TR330006100519786457841326')).toEqual({ problem: 'iban_country' });
  });

  it('is refused with a wrong check digit, a wrong length, or no IBAN at all', () => {
    for (const typed of ['NL92ABNA0417164300', 'NL91ABNA041716430', '', 'US12345', 'NL91ABNA0417164300<script>', '💥'.repeat(30)]) {
      expect(checkIban(typed), typed).toEqual({ problem: 'invalid_iban' });
    }
  });
});

describe('a phone number', () => {
  it('of the member’s country, as people write it, is kept in E.164', () => {
    for (const typed of ['06 12345678', '06-1234 5678', '+31 6 12345678', '0031612345678', '(06) 123 456 78']) {
      expect(checkPhone(typed, 'NL'), typed).toEqual({ phone: '+31612345678' });
    }
    expect(checkPhone('0151 23456789', 'DE')).toEqual({ phone: '+4915123456789' });
  });

  it('of another country needs its own +code', () => {
    expect(checkPhone('+49 151 23456789', 'NL')).toEqual({ phone: '+4915123456789' });
    expect(checkPhone('0151 23456789', 'NL')).toEqual({ problem: 'invalid_phone' });
  });

  it('is refused when too short, or with other text around it', () => {
    for (const typed of ['0612', '', '+31', 'call me', '+31 6 12345678 thanks', '06 12\u0000345678', '06 1234 5678 💥']) {
      expect(checkPhone(typed, 'NL'), typed).toEqual({ problem: 'invalid_phone' });
    }
  });
});

describe('masked', () => {
  it('a phone shows its country code, first digit and last three', () => {
    expect(maskPhone('+31612345678')).toBe('+31 6•••••678');
    expect(maskPhone('+4915123456789')).toBe('+49 1•••••••789');
  });

  it('an IBAN shows its country and last four, as the provider labels it', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL•• 4300');
    expect(maskIban('de89 3704 0044 0532 0130 00')).toBe('DE•• 3000');
  });
});

describe('the direct-debit calls', () => {
  const form = { package: 'p0', holder: 'Eva Jansen', iban: 'NL91ABNA0417164300', phone: '0612345678' };

  it('take a holder of 2 to 70 characters, trimmed', () => {
    expect(directDebitRequestSchema.parse({ ...form, holder: '  Eva Jansen ' }).holder).toBe('Eva Jansen');
    for (const holder of ['E', ' E ', 'x'.repeat(71)]) expect(directDebitRequestSchema.safeParse({ ...form, holder }).success, holder).toBe(false);
  });

  it('take a code of six digits only', () => {
    expect(directDebitConfirmSchema.parse({ verification: 1, code: ' 012345 ' }).code).toBe('012345');
    for (const code of ['12345', '1234567', '12345a', '١٢٣٤٥٦']) expect(directDebitConfirmSchema.safeParse({ verification: 1, code }).success, code).toBe(false);
  });
});
