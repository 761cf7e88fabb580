import { useRouterState } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { use, useEffect, useState } from 'react';
import { TIME_BONUS_MODAL_DELAY_MS } from '../../../common/constants';
import { matchRoute } from '../../../common/routes';
import { userAtom } from '../../atoms/auth';
import { membersAreaSinceAtom } from '../../atoms/discounts';
import { dismissTimeBonusAtom, dismissWelcomeAtom, offerDismissalsAtom } from '../../atoms/offer-prompts';
import { loadWelcomeDiscountAtom } from '../../atoms/payments';
import { TimeBonusModal } from './time-bonus-modal';
import type { Discount } from '../../../common/api/payments';
import { WelcomeModal } from './welcome-modal';
import { paymentTextsReady } from './payment-texts-ready';
import './payments.css';

/**
 * The offer modals of a member who never paid (docs/product/screens.md#modals-and-overlays, docs/product/states.md#time-bonus-modal): the welcome-bonus modal when the account
 * is activated (the welcome moment; once per discount), and the time-bonus modal 40 s after entering
 * the members area while credits are 0. The two never come in the same visit: the second would only
 * repeat the first.
 */
export function OfferSlot({ active }: { active: { discount: Discount; secondsLeft: number | null } | null }) {
  use(paymentTextsReady);
  const user = useAtomValue(userAtom);
  const route = useRouterState({ select: (s) => matchRoute(s.location.pathname) });
  const membersAreaSince = useAtomValue(membersAreaSinceAtom);
  const dismissals = useAtomValue(offerDismissalsAtom);
  const loadWelcome = useSetAtom(loadWelcomeDiscountAtom);
  const dismissWelcome = useSetAtom(dismissWelcomeAtom);
  const dismissTimeBonus = useSetAtom(dismissTimeBonusAtom);
  const [bonusDue, setBonusDue] = useState(false);
  // Closed in this visit (this page load): the time-bonus modal waits for a later one, a reload or another day.
  const [welcomeClosed, setWelcomeClosed] = useState(false);

  useEffect(() => {
    void loadWelcome();
  }, [loadWelcome]);

  // The 40 s run from entering the members area, also when this code came later.
  useEffect(() => {
    if (membersAreaSince === null || bonusDue) return;
    const timer = setTimeout(() => setBonusDue(true), Math.max(0, membersAreaSince + TIME_BONUS_MODAL_DELAY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [membersAreaSince, bonusDue]);

  if (!user || user.paid_user || !active) return null;
  const { discount, secondsLeft } = active;
  const welcomeOpen = route === 'activate-done' && !dismissals.welcome.includes(discount.code);
  const timeBonusOpen = !welcomeOpen && !welcomeClosed && bonusDue && user.credits === 0 && dismissals.timeBonus === null
    && discount.source === 'time_bonus' && secondsLeft !== null;

  return (
    <>
      {welcomeOpen && <WelcomeModal discount={discount} secondsLeft={secondsLeft} onClose={() => {
        setWelcomeClosed(true);
        dismissWelcome(discount.code);
      }} />}
      {timeBonusOpen && <TimeBonusModal discount={discount} secondsLeft={secondsLeft} onClose={() => dismissTimeBonus()} />}
    </>
  );
}
