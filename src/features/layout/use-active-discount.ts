import { useAtomValue } from 'jotai';
import type { Discount } from '../../../common/api/payments';
import { timeBonusAtom, welcomeDiscountAtom } from '../../atoms/discounts';
import { useSecondsLeft } from '../../components/use-seconds-left';

export interface ActiveDiscount {
  discount: Discount;
  /** Ticking each second; null for an offer without an end. */
  secondsLeft: number | null;
}

/**
 * The active discount (docs/product/states.md#discounts): the time bonus while its countdown runs, otherwise the welcome code;
 * null when neither runs. It ticks each second, and when the countdown reaches 0 the offer is gone.
 */
export function useActiveDiscount(): ActiveDiscount | null {
  const timeBonus = useAtomValue(timeBonusAtom);
  const welcome = useAtomValue(welcomeDiscountAtom);
  const bonusLeft = useSecondsLeft(timeBonus?.expires_at ?? null);
  const welcomeLeft = useSecondsLeft(welcome?.expires_at ?? null);
  if (timeBonus && bonusLeft !== null && bonusLeft > 0) return { discount: timeBonus, secondsLeft: bonusLeft };
  if (welcome && welcomeLeft !== 0) return { discount: welcome, secondsLeft: welcomeLeft };
  return null;
}
