import { atom } from 'jotai';
import type { Settings } from '../../common/api/settings';

/** Global settings from GET /api/settings.php; null until the first answer (or when offline on a first visit). */
export const settingsAtom = atom<Settings | null>(null);
