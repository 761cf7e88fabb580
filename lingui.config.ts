import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './common/constants';

/**
 * Features (or parts of one) whose texts are a catalogue of their own, loaded with their code
 * (src/i18n/activate.ts): their folder under src/features, the catalogue named as its last part.
 */
const FEATURE_CATALOGS = ['chat', 'payments', 'notifications', 'pages', 'complaints', 'landers', 'search/resell'];

/** LINGUI_CATALOGS lets the catalogue test extract into a copy instead of the real files. */
const dir = process.env.LINGUI_CATALOGS ?? '<rootDir>/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  catalogs: [
    // The first load carries the app's catalogue; a feature's own texts come with its routes (src/i18n/activate.ts).
    { path: `${dir}/{locale}/messages`, include: ['<rootDir>/src'], exclude: FEATURE_CATALOGS.map((name) => `<rootDir>/src/features/${name}/**`) },
    ...FEATURE_CATALOGS.map((folder) => ({ path: `${dir}/{locale}/${folder.split('/').pop()}`, include: [`<rootDir>/src/features/${folder}`] })),
    // Mails (later pushes) and the sandbox's checkout page have a catalogue of their own, so server texts never enter the client's bundles.
    { path: `${dir}/{locale}/server`, include: ['<rootDir>/server/domain/notifications', '<rootDir>/server/http/sandbox-checkout.ts'] },
  ],
  format: formatter({ lineNumbers: false }),
});
