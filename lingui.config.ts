import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './common/constants';

/** LINGUI_CATALOGS lets the catalogue test extract into a copy instead of the real files. */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  catalogs: [{ path: `${process.env.LINGUI_CATALOGS ?? '<rootDir>/locales'}/{locale}/messages`, include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});
