import type { SettingsResponse } from '../../common/api/settings';
import { apiUrl } from '../../common/api/url';
import { request } from './client';

/** The page address's query, which names a forced domain or a chosen country for the settings. */
export const pageSettingsQuery = (): Record<string, string> => Object.fromEntries(new URLSearchParams(window.location.search));

/** GET /api/settings.php with the forced domain and the route's query parameters. */
export async function fetchSettings(query: Record<string, string | undefined> = {}) {
  return (await request<SettingsResponse>('settings.php', { query })).settings;
}

/** Where the boot of this page asks for its settings when the shell holds none. */
export const pageSettingsUrl = () => new URL(apiUrl('settings.php', pageSettingsQuery()), window.location.href).href;
