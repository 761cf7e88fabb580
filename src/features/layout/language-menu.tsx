import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { languagesForCountry } from '../../../common/rules/country-languages';
import { localeAtom, switchLocaleAtom } from '../../atoms/locale';
import { settingsAtom } from '../../atoms/settings';
import { MenuButton } from '../../components/menu-button';
import { nativeName } from './native-name';

/** The languages of the visitor's country (docs/product/limits.md#locales-and-countries), and always the one in use. */
export function LanguageMenu() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const settings = useAtomValue(settingsAtom);
  const switchLocale = useSetAtom(switchLocaleAtom);
  const offered = languagesForCountry(settings?.geoip_selected_country);
  const options = offered.includes(locale) ? offered : [locale, ...offered];

  return (
    <MenuButton label={t`Language:`} buttonContent={<abbr title={nativeName(locale)}>{locale.toUpperCase()}</abbr>}>
      <ul role="list">
        {options.map((code) => (
          <li key={code}>
            <button type="button" lang={code} aria-current={code === locale ? 'true' : undefined} onClick={() => void switchLocale(code)}>
              {nativeName(code)}
            </button>
          </li>
        ))}
      </ul>
    </MenuButton>
  );
}
