import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { BODY_TYPES, EYE_COLORS, HAIR_COLORS, RELATIONSHIP_STATUSES } from '../../../common/enums';
import { userAtom } from '../../atoms/auth';
import { BODY_TYPE_LABELS, EYE_COLOR_LABELS, HAIR_COLOR_LABELS, RELATIONSHIP_LABELS } from '../../i18n/profile-labels';
import { EnumSelect } from '../../components/enum-select';
import { StepForm, type StepNav } from './step-form';

type Choice<T extends string> = { value: T | ''; set: (value: T | '') => void };

function useChoice<T extends string>(initial: T | null | undefined): Choice<T> {
  const [value, set] = useState<T | ''>(initial ?? '');
  return { value, set };
}

/** Step 2: relationship status, body type, hair and eye colour, tattoos. */
export function PersonalStep({ nav }: { nav: StepNav }) {
  const { t } = useLingui();
  const profile = useAtomValue(userAtom)?.profile;
  const id = useId();
  const relationship = useChoice(profile?.relationship_status);
  const body = useChoice(profile?.body_type);
  const hair = useChoice(profile?.hair_color);
  const eyes = useChoice(profile?.eye_color);
  const tattoos = useChoice<'yes' | 'no'>(profile?.tattoos == null ? null : profile.tattoos ? 'yes' : 'no');

  const values = () => ({
    relationship_status: relationship.value || null,
    body_type: body.value || null,
    hair_color: hair.value || null,
    eye_color: eyes.value || null,
    tattoos: tattoos.value === '' ? null : tattoos.value === 'yes',
  });

  return (
    <StepForm nav={nav} title={t`About you`} values={values}>
      <EnumSelect id={`${id}-relationship`} label={t`Relationship status`} options={RELATIONSHIP_STATUSES} labels={RELATIONSHIP_LABELS} value={relationship.value} onChange={relationship.set} />
      <EnumSelect id={`${id}-body`} label={t`Body type`} options={BODY_TYPES} labels={BODY_TYPE_LABELS} value={body.value} onChange={body.set} />
      <EnumSelect id={`${id}-hair`} label={t`Hair colour`} options={HAIR_COLORS} labels={HAIR_COLOR_LABELS} value={hair.value} onChange={hair.set} />
      <EnumSelect id={`${id}-eyes`} label={t`Eye colour`} options={EYE_COLORS} labels={EYE_COLOR_LABELS} value={eyes.value} onChange={eyes.set} />
      <fieldset className="choice-row">
        <legend><Trans>Tattoos</Trans></legend>
        <label><input type="radio" name="tattoos" checked={tattoos.value === 'yes'} onChange={() => tattoos.set('yes')} /> <Trans>Yes</Trans></label>
        <label><input type="radio" name="tattoos" checked={tattoos.value === 'no'} onChange={() => tattoos.set('no')} /> <Trans>No</Trans></label>
      </fieldset>
    </StepForm>
  );
}
