import { atom } from 'jotai';
import type { Discount } from '../../common/api/payments';
import { TIME_BONUS } from '../../common/constants';
import { userAtom } from './auth';

/**
 * The discounts a member who never paid is offered (docs/product/states.md#discounts). The time bonus follows from the member
 * alone, so the layout shows it in its first paint; the welcome code comes from the server later
 * (payments.ts loads it). Both go with the first purchase and at logout, with the member.
 */

/** The time bonus: for a member who never paid, until 14,400 s after signup; null otherwise (its end may have passed). */
export const timeBonusAtom = atom<Discount | null>((get) => {
  const user = get(userAtom);
  if (!user || user.paid_user) return null;
  const end = new Date(Date.parse(user.signup_date) + TIME_BONUS.validSeconds * 1000).toISOString();
  return { code: TIME_BONUS.code, percentage: TIME_BONUS.percentage, source: 'time_bonus', expires_at: end, minimum_order: null, payment_methods: null };
});

/** The member's welcome code as the server last told it (GET /api/discountcode.php?welcome=true). */
export const welcomeCodeAtom = atom<Discount | null>(null);

/** The welcome code while the member has not paid. */
export const welcomeDiscountAtom = atom((get) => (get(userAtom)?.paid_user === false ? get(welcomeCodeAtom) : null));

/**
 * When the member entered the members area (Date.now()), null outside it; written by the layout, in
 * the first load. The time-bonus modal counts its 40 s (docs/product/states.md#time-bonus-modal) from here, not from when its own code
 * has loaded, which a busy phone may take seconds for.
 */
export const membersAreaSinceAtom = atom<number | null>(null);
