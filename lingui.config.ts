import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './common/constants';

/** LINGUI_CATALOGS lets the catalogue test extract into a copy instead of the real files. */
const dir = process.env.LINGUI_CATALOGS ?? '<rootDir>/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  catalogs: [
    // The first load carries the app's catalogue; a feature's own texts come with its routes (src/i18n/activate.ts).
    { path: `${dir}/{locale}/messages`, include: ['<rootDir>/src'], exclude: ['<rootDir>/src/features/chat/**', '<rootDir>/src/features/payments/**', '<rootDir>/src/features/notifications/**'] },
    { path: `${dir}/{locale}/chat`, include: ['<rootDir>/src/features/chat'] },
    { path: `${dir}/{locale}/payments`, include: ['<rootDir>/src/features/payments'] },
    { path: `${dir}/{locale}/notifications`, include: ['<rootDir>/src/features/notifications'] },
    // Mails (later pushes) and the sandbox's checkout page have a catalogue of their own, so server texts never enter the client's bundles.
    { path: `${dir}/{locale}/server`, include: ['<rootDir>/server/domain/notifications', '<rootDir>/server/http/sandbox-checkout.ts'] },
  ],
  format: formatter({ lineNumbers: false }),
});
