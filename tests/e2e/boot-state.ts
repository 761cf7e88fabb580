import type { BrowserContext, Page } from '@playwright/test';
import type { BootState } from '../../common/api/boot';

const BOOT_STATE = /(<script type="application\/json" id="boot-state">)([^<]*)(<\/script>)/;

/**
 * Changes the boot state of every page the server serves here (server/http/shell.ts), as if the
 * server had written it so: a test's stand-in for settings or a member reaches the first paint too,
 * not only the calls made after it.
 */
export async function changeBootState(target: Page | BrowserContext, change: (state: BootState) => void): Promise<void> {
  await target.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(BOOT_STATE, (_match, open: string, json: string, close: string) => {
      const state = JSON.parse(json) as BootState;
      change(state);
      return open + JSON.stringify(state).replace(/</g, '\\u003c') + close;
    });
    // The text was decoded: the page goes back plain, without the server's encoding and length.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
    return route.fulfill({ response, headers, body: html });
  });
}
