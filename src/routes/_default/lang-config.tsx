import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { LOCALES } from '../../../common/constants';
import { localeAtom, switchLocaleAtom } from '../../atoms/locale';
import { PageFrame } from '../../components/page-frame';

export const Route = createFileRoute('/_default/lang-config')({ component: LangConfigPage });

/** Every language, whatever the country: for members who want one the switcher does not offer. */
function LangConfigPage() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const switchLocale = useSetAtom(switchLocaleAtom);
  return (
    <PageFrame title={t`Language`}>
      <ul className="choice-list" role="list">
        {LOCALES.map((code) => (
          <li key={code}>
            <button type="button" lang={code} aria-pressed={code === locale} onClick={() => void switchLocale(code)}>
              {new Intl.DisplayNames([code], { type: 'language' }).of(code)}
            </button>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
