import { atom } from 'jotai';
import type { Settings } from '../../common/api/settings';
import { localeAtom } from './locale';

/** Global settings from GET /api/settings.php; null until the first answer (or when offline on a first visit). */
export const settingsAtom = atom<Settings | null>(null);

/** The fictional icon, label and warning of the settings, in the member's language; null until the settings arrive. */
export const fictionalMarkingAtom = atom((get) => {
  const settings = get(settingsAtom);
  const locale = get(localeAtom);
  if (!settings) return null;
  return {
    icon: settings.fictional_icon,
    label: settings.fictional_singular[locale] ?? '',
    warning: settings.fictional_warning[locale] ?? '',
  };
});
