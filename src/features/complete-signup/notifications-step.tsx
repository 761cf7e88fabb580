import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { EMAIL_PREFERENCE_KEYS } from '../../../common/enums';
import { saveAccountSettingsAtom } from '../../atoms/account';
import { userAtom } from '../../atoms/auth';
import { EMAIL_PREFERENCE_LABELS } from '../../i18n/profile-labels';
import { StepForm, type StepNav } from './step-form';

type Key = (typeof EMAIL_PREFERENCE_KEYS)[number];

/** Step 4: which e-mails the member wants. */
export function NotificationsStep({ nav }: { nav: StepNav }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const saveAccountSettings = useSetAtom(saveAccountSettingsAtom);
  const [off, setOff] = useState<Set<Key>>(new Set(user?.email_opt_outs ?? []));
  const toggle = (key: Key) => {
    const next = new Set(off);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setOff(next);
  };
  const saveChoices = () => saveAccountSettings({ email_opt_outs: [...off] });
  return (
    <StepForm nav={nav} title={t`E-mail notifications`} values={() => ({})} saveOther={saveChoices}>
      <fieldset className="check-list">
        <legend><Trans>Send me an e-mail about:</Trans></legend>
        {EMAIL_PREFERENCE_KEYS.map((key) => (
          <label key={key}>
            <input type="checkbox" checked={!off.has(key)} onChange={() => toggle(key)} /> {i18n._(EMAIL_PREFERENCE_LABELS[key])}
          </label>
        ))}
      </fieldset>
    </StepForm>
  );
}
