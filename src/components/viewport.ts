import { BREAKPOINTS } from '../../common/constants';

/** A phone-sized window: below the md breakpoint of spec §9. */
export const isSmartphone = () => window.matchMedia(`(max-width: ${BREAKPOINTS.md - 0.02}px)`).matches;
