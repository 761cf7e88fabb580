import type { BootState } from '../../common/api/boot';
import { BOOT_STATE_ELEMENT_ID } from '../../common/constants';
import type { RouteName } from '../../common/routes';
import { shellPreloads } from './shell-preloads';

/**
 * The built index.html as the server sends it to a first visit: with the boot state as data (no
 * round trip for settings, the member and the locale before the first paint), the page's language,
 * and modulepreload links for the chunks the page needs. Data, not script: the CSP stays as strict,
 * and `<` is escaped so no text of a member can close the element.
 */

const escapeJson = (state: BootState) => JSON.stringify(state).replace(/</g, '\\u003c');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export type ShellRenderer = (state: BootState, route: RouteName | null, leadingPhoto?: string | null) => string;

export function shellRenderer(html: string, staticDir: string): ShellRenderer {
  const entryFiles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  const preloadsFor = shellPreloads(staticDir, entryFiles);
  const [head, rest] = html.split('</head>') as [string, string];
  return (state, route, leadingPhoto) => {
    const { scripts, styles } = preloadsFor(state.locale, route);
    const links = [
      // The largest photo of the page (its LCP) loads with the styles, not after the scripts have run.
      ...(leadingPhoto ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(leadingPhoto)}">`] : []),
      ...styles.map((href) => `<link rel="stylesheet" href="${href}">`),
      ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      `<script type="application/json" id="${BOOT_STATE_ELEMENT_ID}">${escapeJson(state)}</script>`,
    ];
    return `${head.replace(/<html lang="[^"]*">/, `<html lang="${state.locale}">`)}${links.join('')}</head>${rest}`;
  };
}
