import type { SettingsResponse } from '../../common/api/settings';
import { request } from './client';

/** GET /api/settings.php with the forced domain and the route's query parameters. */
export async function fetchSettings(query: Record<string, string | undefined> = {}) {
  return (await request<SettingsResponse>('settings.php', { query })).settings;
}
