import { atom } from 'jotai';

/** Title of the page on screen, without the count prefix; the root adds the prefix and the site name. */
export const pageTitleAtom = atom('');

/** True when running as the installed app (display-mode standalone). */
export const standaloneAtom = atom(
  typeof window !== 'undefined' &&
    (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true),
);
