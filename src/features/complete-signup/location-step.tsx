import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { userAtom } from '../../atoms/auth';
import { LocationFields, type Place } from '../../components/location-fields';
import { StepForm, type StepNav } from './step-form';

/** Step 1: country, its region (named by the country's own term) and city, or the device's location. */
export function LocationStep({ nav }: { nav: StepNav }) {
  const { t } = useLingui();
  const profile = useAtomValue(userAtom)?.profile;
  const [place, setPlace] = useState<Place>({
    country: profile?.country.code ?? 'NL', region: profile?.region ?? '', city: profile?.city ?? '',
  });
  return (
    <StepForm nav={nav} title={t`Where do you live?`} values={() => ({ ...place, region: place.region || null })}>
      <LocationFields value={place} onChange={setPlace} />
    </StepForm>
  );
}
