import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devProxy } from './scripts/dev-proxy';
import { buildStamp } from './scripts/vite-build-stamp';
import { linguiMacro } from './scripts/vite-lingui-macro';
import { precompress } from './scripts/vite-precompress';
import { staffConsole } from './scripts/vite-staff-console';

/** What every screen shares (components, texts, API calls, layout, the traffic source): one chunk beside the entry. */
const SHARED_BY_SCREENS = /[\\/](src[\\/](components|i18n|api|features[\\/]layout)[\\/]|common[\\/]|src[\\/]db[\\/]stored-tracking)/;
/** The payment screens' own modules stay with them: their libraries (the IBAN check) are no other page's business. */
const PAYMENTS_ONLY = /[\\/](common[\\/](packages|api[\\/]payments|rules[\\/](direct-debit|discount|payment-[a-z]+|typed-codes))|src[\\/]api[\\/]payments)\./;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page in one lazy chunk: the first load carries neither.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    linguiMacro(),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Locale catalogs are fetched when a language is chosen and cached at runtime (as Excalidraw does).
        // The staff console (dist/staff, vite.staff.config.ts) is no member's business.
        globIgnores: ['**/messages-*.js', 'staff/**'],
      },
    }),
    precompress(),
    staffConsole(),
    // Last: `npm start` builds again when the sources differ from this build's stamp.
    buildStamp(),
  ],
  // `npm run dev` beside `npm start`: PORT is the server's, read as the server reads it (default 8080).
  server: { proxy: devProxy(`http://127.0.0.1:${process.env.PORT ?? 8080}`) },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Vite's manifest tells the server which chunks a route and a locale need, to preload them with the shell.
    manifest: true,
    rolldownOptions: {
      output: {
        // What the first load needs in one chunk beside the entry, not thirty small ones: one request
        // instead of a waterfall of them, and one compression context (about 6 KB less gzip).
        // The shared pieces of the screens (components, texts, API calls, layout, the traffic source) in one more: a page's
        // route then needs 5-14 requests instead of 28, which a phone on HTTP/1.1 (6 connections) pays in round trips.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'ui', test: (id) => SHARED_BY_SCREENS.test(id) && !PAYMENTS_ONLY.test(id), priority: 1 },
            // What several payment screens share, in one chunk rather than a handful of small ones (each also named in the first load's list of chunks).
            { name: 'payments', test: (id) => PAYMENTS_ONLY.test(id) || /[\\/]src[\\/]features[\\/]payments[\\/]/.test(id), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
