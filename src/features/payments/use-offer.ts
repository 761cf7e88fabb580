import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { userAtom } from '../../atoms/auth';
import { loadOfferAtom, offerAtom } from '../../atoms/payments';
import { settingsAtom } from '../../atoms/settings';

/** The offer for whoever looks (a member's country, or the visitor's chosen one), loaded as the screen opens. */
export function useOffer() {
  const offer = useAtomValue(offerAtom);
  const load = useSetAtom(loadOfferAtom);
  const member = useAtomValue(userAtom) !== null;
  const country = useAtomValue(settingsAtom)?.geoip_selected_country;
  const [error, setError] = useState<unknown>(null);

  const fetchOffer = useCallback(() => load(member ? undefined : country).catch(setError), [load, member, country]);
  useEffect(() => void fetchOffer(), [fetchOffer]);
  const reload = () => {
    setError(null);
    void fetchOffer();
  };

  return { offer, error, reload };
}
