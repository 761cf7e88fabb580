import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Region } from '../../common/api/catalog';
import type { Geocode } from '../../common/api/members';
import { CITY_MAX_LENGTH } from '../../common/constants';
import { COUNTRIES, type CountryCode } from '../../common/countries';
import { REGION_TERM_LABELS } from '../i18n/profile-labels';
import { countryName } from '../../common/country-names';

export interface Place {
  country: CountryCode;
  region: string;
  city: string;
}

/** The device's position: being asked for, the town found (false after a failure), the browser's permission. */
interface Locating {
  busy: boolean;
  geocode: Geocode | false | null;
  permission: string;
}

interface Props {
  value: Place;
  onChange: (place: Place) => void;
  countries: readonly { code: CountryCode }[];
  regions: Partial<Record<CountryCode, Region[]>>;
  locating: Locating;
  /** Asks for the device's position; the town found, or false. */
  onLocate: () => Promise<Geocode | false>;
}

/**
 * Country, region (named by the country's own term) and city, chosen by hand or filled in from the
 * device's position with the geolocation button (states active and error, docs/product/screens.md#location-fields).
 */
export function LocationFields({ value, onChange, countries, regions, locating, onLocate }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();

  const locateMe = async () => {
    const found = await onLocate();
    if (found) onChange({ country: found.country, region: found.region ?? '', city: found.city });
  };

  const state = locating.geocode === false ? 'error' : locating.geocode ? 'active' : 'idle';
  return (
    <>
      <div className="geo-row">
        <button type="button" className={`button geo-button is-${state}`} disabled={locating.busy} aria-describedby={`${id}-geo`} onClick={() => void locateMe()}>
          {locating.busy ? t`Finding your location…` : t`Use my location`}
        </button>
        <p id={`${id}-geo`} className={state === 'error' ? 'form-error' : 'field-hint'} role={state === 'error' ? 'alert' : undefined}>
          {state === 'error' && (locating.permission === 'denied'
            ? <Trans>Your browser does not allow us to see your location. Choose your place below.</Trans>
            : <Trans>We could not find your location. Choose your place below.</Trans>)}
          {state === 'active' && <Trans>Location found. Only your town is saved, never your exact position.</Trans>}
        </p>
      </div>
      <label htmlFor={`${id}-country`}><Trans>Country</Trans></label>
      <select id={`${id}-country`} value={value.country} onChange={(e) => onChange({ country: e.target.value as CountryCode, region: '', city: '' })}>
        {countries.map((c) => <option key={c.code} value={c.code}>{countryName(i18n.locale, c.code)}</option>)}
      </select>
      <label htmlFor={`${id}-region`}>{i18n._(REGION_TERM_LABELS[COUNTRIES[value.country].regionTerm])}</label>
      <select id={`${id}-region`} value={value.region} onChange={(e) => onChange({ ...value, region: e.target.value })}>
        <option value="">{t`Choose…`}</option>
        {(regions[value.country] ?? []).map((r) => <option key={r.code} value={r.code}>{r.name}</option>)}
      </select>
      <label htmlFor={`${id}-city`}><Trans>City</Trans></label>
      <input id={`${id}-city`} autoComplete="address-level2" maxLength={CITY_MAX_LENGTH} value={value.city} onChange={(e) => onChange({ ...value, city: e.target.value })} />
    </>
  );
}
