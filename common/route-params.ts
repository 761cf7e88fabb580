import { PAYMENT_METHODS } from './payment-method-codes';

/**
 * What the route parameters of docs/product/screens.md#route-parameters may hold. Apart from the route table (routes.ts), because
 * every route's params check needs these at first load, and the table only the server and the layouts.
 */

export const LIKE_TYPES = ['received', 'sent', 'matches'] as const;
export type LikeType = (typeof LIKE_TYPES)[number];
export const LANDER_VARIANTS = [
  'alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video',
] as const;

/** What a valid value of each route parameter looks like. */
export const PARAM_PATTERNS = {
  id: /^[1-9][0-9]{0,9}$/,
  type: new RegExp(`^(?:${LIKE_TYPES.join('|')})$`),
  paymentmethod: new RegExp(`^(?:${PAYMENT_METHODS.join('|')})$`),
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  variant: new RegExp(`^(?:${LANDER_VARIANTS.join('|')})$`),
  /** Invitation links for invite-only signup: 32 lowercase hex characters. */
  token: /^[0-9a-f]{32}$/,
} as const;
export type ParamName = keyof typeof PARAM_PATTERNS;
