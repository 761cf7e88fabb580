import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { LOCALES, type Locale } from '../../../common/constants';
import { COUNTRY_CODES, isCountryCode } from '../../../common/countries';
import { countryName } from '../../../common/country-names';
import { languagesForCountry } from '../../../common/rules/country-languages';
import { loggedInAtom } from '../../atoms/auth';
import { localeAtom, switchLocaleAtom } from '../../atoms/locale';
import { settingsAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';
import { nativeName } from './native-name';

/**
 * /lang-config: the language by country (the switcher table of docs/product/limits.md#locales-and-countries), starting from the visitor's
 * country; the other languages below, for those who want one their country does not speak. The
 * choice is saved in the locale cookie and, for a member, on the account (switchLocaleAtom).
 */
export function LanguagePage() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const selected = useAtomValue(settingsAtom)?.geoip_selected_country;
  const [country, setCountry] = useState(selected && isCountryCode(selected) ? selected : '');
  const offered = languagesForCountry(country || null);
  const others = LOCALES.filter((code) => !offered.includes(code));
  const name = country ? countryName(locale, country) : null;
  const countries = [...COUNTRY_CODES].sort((a, b) => countryName(locale, a).localeCompare(countryName(locale, b), locale));

  return (
    <PageFrame title={t`Language`}>
      <p>
        <label htmlFor="lang-country"><Trans>Country</Trans></label>{' '}
        <select id="lang-country" value={country} onChange={(event) => setCountry(event.target.value)}>
          <option value="">{t`All countries`}</option>
          {countries.map((code) => <option key={code} value={code}>{countryName(locale, code)}</option>)}
        </select>
      </p>
      <h2 id="lang-offered">{name ? <Trans>Languages of {name}</Trans> : <Trans>Languages</Trans>}</h2>
      <LanguageChoices codes={offered} labelledBy="lang-offered" />
      {others.length > 0 && (
        <>
          <h2 id="lang-others"><Trans>Other languages</Trans></h2>
          <LanguageChoices codes={others} labelledBy="lang-others" />
        </>
      )}
      <p className="form-hint">
        {loggedIn
          ? <Trans>Your choice is saved on this device and in your account.</Trans>
          : <Trans>Your choice is saved on this device.</Trans>}
      </p>
    </PageFrame>
  );
}

function LanguageChoices({ codes, labelledBy }: { codes: readonly Locale[]; labelledBy: string }) {
  const locale = useAtomValue(localeAtom);
  const switchLocale = useSetAtom(switchLocaleAtom);
  return (
    <ul className="choice-list" role="list" aria-labelledby={labelledBy}>
      {codes.map((code) => (
        <li key={code}>
          <button type="button" lang={code} aria-pressed={code === locale} onClick={() => void switchLocale(code)}>
            {nativeName(code)}
          </button>
        </li>
      ))}
    </ul>
  );
}
