import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { LOCALES } from '../../../common/constants';
import { localeAtom, switchLocaleAtom } from '../../atoms/locale';
import { PageFrame } from '../../components/page-frame';
import { nativeName } from './native-name';

/** Every language, whatever the country: for members who want one the switcher does not offer. */
export function LanguagePage() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const switchLocale = useSetAtom(switchLocaleAtom);
  return (
    <PageFrame title={t`Language`}>
      <ul className="choice-list" role="list">
        {LOCALES.map((code) => (
          <li key={code}>
            <button type="button" lang={code} aria-pressed={code === locale} onClick={() => void switchLocale(code)}>
              {nativeName(code)}
            </button>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
