import { atom } from 'jotai';

/** True when running as the installed app (display-mode standalone). */
export const standaloneAtom = atom(
  typeof window !== 'undefined' &&
    (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true),
);
