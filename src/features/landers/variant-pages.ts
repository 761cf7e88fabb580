import type { ComponentType } from 'react';
import type { ProfileCard } from '../../../common/api/profiles';
import type { LANDER_VARIANTS } from '../../../common/route-params';

export type LanderVariant = (typeof LANDER_VARIANTS)[number];
export type VariantPage = ComponentType<{ profiles: ProfileCard[]; slug?: string }>;

/**
 * The landers of /landers/{variant}/{slug?}, each its own chunk: a visitor downloads the one lander
 * they arrived on, not all eight.
 */
export const VARIANT_PAGES: Record<LanderVariant, () => Promise<VariantPage>> = {
  alonetonight: async () => (await import('./alone-tonight')).AloneTonightLander,
  collagelanding: async () => (await import('./collage')).CollageLander,
  gallery: async () => (await import('./gallery')).GalleryLander,
  iconslanding: async () => (await import('./icons')).IconsLander,
  maplanding: async () => (await import('./map')).MapLander,
  socialnetwork: async () => (await import('./social-network')).SocialNetworkLander,
  transitionsvideolanding: async () => (await import('./transitions')).TransitionsLander,
  video: async () => (await import('./video')).VideoLander,
};
