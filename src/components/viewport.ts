import { BREAKPOINTS } from '../../common/constants';

/** A phone-sized window: below the md breakpoint of docs/product/limits.md#layout-breakpoints. */
export const isSmartphone = () => window.matchMedia(`(max-width: ${BREAKPOINTS.md - 0.02}px)`).matches;
