import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { userAtom } from '../../atoms/auth';
import { regionsAtom } from '../../atoms/catalog';
import { geolocationAtom, locateAtom } from '../../atoms/geolocation';
import { settingsAtom } from '../../atoms/settings';
import { LocationFields, type Place } from '../../components/location-fields';
import { StepForm, type StepNav } from './step-form';

/** Step 1: country, its region (named by the country's own term) and city, or the device's location. */
export function LocationStep({ nav }: { nav: StepNav }) {
  const { t } = useLingui();
  const profile = useAtomValue(userAtom)?.profile;
  const countries = useAtomValue(settingsAtom)?.countries ?? [];
  const regions = useAtomValue(regionsAtom);
  const locating = useAtomValue(geolocationAtom);
  const locate = useSetAtom(locateAtom);
  const [place, setPlace] = useState<Place>({
    country: profile?.country.code ?? 'NL', region: profile?.region ?? '', city: profile?.city ?? '',
  });
  return (
    <StepForm nav={nav} title={t`Where do you live?`} values={() => ({ ...place, region: place.region || null })}>
      <LocationFields value={place} onChange={setPlace} countries={countries} regions={regions} locating={locating} onLocate={locate} />
    </StepForm>
  );
}
