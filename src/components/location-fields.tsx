import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import type { Region } from '../../common/api/catalog';
import { COUNTRIES, type CountryCode } from '../../common/countries';
import { fetchRegions } from '../api/catalog';
import { geolocationAtom, locateAtom } from '../atoms/geolocation';
import { settingsAtom } from '../atoms/settings';
import { REGION_TERM_LABELS } from '../i18n/profile-labels';
import { countryNames } from '../i18n/country-names';

export interface Place {
  country: CountryCode;
  region: string;
  city: string;
}

/**
 * Country, region (named by the country's own term) and city, chosen by hand or filled in from the
 * device's position with the geolocation button (states active and error, spec §2).
 */
export function LocationFields({ value, onChange }: { value: Place; onChange: (place: Place) => void }) {
  const { t, i18n } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const geo = useAtomValue(geolocationAtom);
  const locate = useSetAtom(locateAtom);
  const id = useId();
  const [regions, setRegions] = useState<Partial<Record<CountryCode, Region[]>>>({});

  useEffect(() => {
    fetchRegions().then(setRegions, () => setRegions({}));
  }, []);

  const locateMe = async () => {
    const found = await locate();
    if (found) onChange({ country: found.country, region: found.region ?? '', city: found.city });
  };

  const names = countryNames(i18n.locale);
  const state = geo.geocode === false ? 'error' : geo.geocode ? 'active' : 'idle';
  return (
    <>
      <div className="geo-row">
        <button type="button" className={`button geo-button is-${state}`} disabled={geo.busy} aria-describedby={`${id}-geo`} onClick={() => void locateMe()}>
          {geo.busy ? t`Finding your location…` : t`Use my location`}
        </button>
        <p id={`${id}-geo`} className={state === 'error' ? 'form-error' : 'field-hint'} role={state === 'error' ? 'alert' : undefined}>
          {state === 'error' && (geo.permission === 'denied'
            ? <Trans>Your browser does not allow us to see your location. Choose your place below.</Trans>
            : <Trans>We could not find your location. Choose your place below.</Trans>)}
          {state === 'active' && <Trans>Location found. Only your town is saved, never your exact position.</Trans>}
        </p>
      </div>
      <label htmlFor={`${id}-country`}><Trans>Country</Trans></label>
      <select id={`${id}-country`} value={value.country} onChange={(e) => onChange({ country: e.target.value as CountryCode, region: '', city: '' })}>
        {(settings?.countries ?? []).map((c) => <option key={c.code} value={c.code}>{names.of(c.code)}</option>)}
      </select>
      <label htmlFor={`${id}-region`}>{i18n._(REGION_TERM_LABELS[COUNTRIES[value.country].regionTerm])}</label>
      <select id={`${id}-region`} value={value.region} onChange={(e) => onChange({ ...value, region: e.target.value })}>
        <option value="">{t`Choose…`}</option>
        {(regions[value.country] ?? []).map((r) => <option key={r.code} value={r.code}>{r.name}</option>)}
      </select>
      <label htmlFor={`${id}-city`}><Trans>City</Trans></label>
      <input id={`${id}-city`} autoComplete="address-level2" maxLength={200} value={value.city} onChange={(e) => onChange({ ...value, city: e.target.value })} />
    </>
  );
}
