import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import type { Region } from '../../../common/api/catalog';
import { COUNTRIES, type CountryCode } from '../../../common/countries';
import { fetchRegions } from '../../api/catalog';
import { userAtom } from '../../atoms/auth';
import { settingsAtom } from '../../atoms/settings';
import { REGION_TERM_LABELS } from '../../i18n/profile-labels';
import { StepForm, type StepNav } from './step-form';

/** Step 1: country, its region (named by the country's own term) and city. */
export function LocationStep({ nav }: { nav: StepNav }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const settings = useAtomValue(settingsAtom);
  const id = useId();
  const [country, setCountry] = useState<CountryCode>(user?.profile.country.code ?? 'NL');
  const [region, setRegion] = useState(user?.profile.region ?? '');
  const [city, setCity] = useState(user?.profile.city ?? '');
  const [regions, setRegions] = useState<Partial<Record<CountryCode, Region[]>>>({});

  useEffect(() => {
    fetchRegions().then(setRegions, () => setRegions({}));
  }, []);

  const countryNames = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  const choices = regions[country] ?? [];

  return (
    <StepForm nav={nav} title={t`Where do you live?`} values={() => ({ country, region: region || null, city })}>
      <label htmlFor={`${id}-country`}><Trans>Country</Trans></label>
      <select id={`${id}-country`} value={country} onChange={(e) => { setCountry(e.target.value as CountryCode); setRegion(''); }}>
        {(settings?.countries ?? []).map((c) => <option key={c.code} value={c.code}>{countryNames.of(c.code)}</option>)}
      </select>
      <label htmlFor={`${id}-region`}>{i18n._(REGION_TERM_LABELS[COUNTRIES[country].regionTerm])}</label>
      <select id={`${id}-region`} value={region} onChange={(e) => setRegion(e.target.value)}>
        <option value="">{t`Choose…`}</option>
        {choices.map((r) => <option key={r.code} value={r.code}>{r.name}</option>)}
      </select>
      <label htmlFor={`${id}-city`}><Trans>City</Trans></label>
      <input id={`${id}-city`} autoComplete="address-level2" maxLength={200} value={city} onChange={(e) => setCity(e.target.value)} />
    </StepForm>
  );
}
