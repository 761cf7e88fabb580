import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import type { ProfileUpdate, Seeking } from '../../../common/api/account';
import { BODY_TYPES, EYE_COLORS, HAIR_COLORS, RELATIONSHIP_STATUSES, type Gender, type Interest } from '../../../common/enums';
import { ABOUT_ME_MAX, SIGNUP_REASON_MAX } from '../../../common/constants';
import { seekingOf, sexualityFor } from '../../../common/rules/account';
import type { Profile } from '../../../common/api/user';
import { updateProfileAtom } from '../../atoms/account';
import { userAtom } from '../../atoms/auth';
import { regionsAtom } from '../../atoms/catalog';
import { geolocationAtom, locateAtom } from '../../atoms/geolocation';
import { settingsAtom } from '../../atoms/settings';
import { EnumSelect } from '../../components/enum-select';
import { LocationFields, type Place } from '../../components/location-fields';
import { useProblemText } from '../../i18n/problem-text';
import { BODY_TYPE_LABELS, EYE_COLOR_LABELS, HAIR_COLOR_LABELS, RELATIONSHIP_LABELS } from '../../i18n/profile-labels';
import { InterestsPicker } from './interests-picker';

type Form = Required<Omit<ProfileUpdate, 'signup_step' | 'sexuality' | 'country' | 'region' | 'city'>> & { seeking: Seeking; place: Place };

function formOf(profile: Profile): Form {
  return {
    gender: profile.gender,
    seeking: seekingOf(profile.gender, profile.sexuality),
    date_of_birth: profile.date_of_birth ?? '',
    place: { country: profile.country.code, region: profile.region ?? '', city: profile.city ?? '' },
    relationship_status: profile.relationship_status,
    body_type: profile.body_type,
    hair_color: profile.hair_color,
    eye_color: profile.eye_color,
    tattoos: profile.tattoos,
    interests: profile.interests,
    about_me: profile.about_me ?? '',
    signup_reason: profile.signup_reason ?? '',
  };
}

/** Every profile field of docs/product/data.md#profile, saved together: the server keeps all of it or none. */
export function ProfileEditor() {
  const profile = useAtomValue(userAtom)?.profile;
  // A form per member: another member's profile starts a fresh form.
  return profile ? <ProfileForm key={profile.id} profile={profile} /> : null;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const updateProfile = useSetAtom(updateProfileAtom);
  const countries = useAtomValue(settingsAtom)?.countries ?? [];
  const regions = useAtomValue(regionsAtom);
  const locating = useAtomValue(geolocationAtom);
  const locate = useSetAtom(locateAtom);
  const id = useId();
  const [form, setForm] = useState(() => formOf(profile));
  const [state, setState] = useState<{ busy: boolean; error: string | null; saved: boolean }>({ busy: false, error: null, saved: false });
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setState((s) => ({ ...s, saved: false }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, error: null, saved: false });
    const { seeking, place, ...fields } = form;
    try {
      await updateProfile({
        ...fields,
        sexuality: sexualityFor(form.gender, seeking),
        country: place.country,
        region: place.region || null,
        city: place.city,
      });
      setState({ busy: false, error: null, saved: true });
    } catch (caught) {
      setState({ busy: false, error: errorText(caught), saved: false });
    }
  };

  const radio = <T extends string>(name: string, value: T, checked: boolean, onPick: (v: T) => void, label: string) => (
    <label><input type="radio" name={`${id}-${name}`} checked={checked} onChange={() => onPick(value)} /> {label}</label>
  );

  return (
    <form className="form profile-editor" onSubmit={(event) => void save(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}><Trans>My details</Trans></h2>
      <fieldset className="choice-row">
        <legend><Trans>I am a</Trans></legend>
        {radio<Gender>('gender', 'female', form.gender === 'female', (v) => set('gender', v), t`woman`)}
        {radio<Gender>('gender', 'male', form.gender === 'male', (v) => set('gender', v), t`man`)}
      </fieldset>
      <fieldset className="choice-row">
        <legend><Trans>looking for</Trans></legend>
        {radio<Seeking>('seeking', 'male', form.seeking === 'male', (v) => set('seeking', v), t`men`)}
        {radio<Seeking>('seeking', 'female', form.seeking === 'female', (v) => set('seeking', v), t`women`)}
        {radio<Seeking>('seeking', 'both', form.seeking === 'both', (v) => set('seeking', v), t`both`)}
      </fieldset>
      <label htmlFor={`${id}-birth`}><Trans>Date of birth</Trans></label>
      <input id={`${id}-birth`} type="date" required value={form.date_of_birth} onChange={(e) => set('date_of_birth', e.target.value)} />

      <LocationFields value={form.place} onChange={(place) => set('place', place)} countries={countries} regions={regions} locating={locating} onLocate={locate} />

      <EnumSelect id={`${id}-relationship`} label={t`Relationship status`} options={RELATIONSHIP_STATUSES} labels={RELATIONSHIP_LABELS}
        value={form.relationship_status ?? ''} onChange={(v) => set('relationship_status', v || null)} />
      <EnumSelect id={`${id}-body`} label={t`Body type`} options={BODY_TYPES} labels={BODY_TYPE_LABELS}
        value={form.body_type ?? ''} onChange={(v) => set('body_type', v || null)} />
      <EnumSelect id={`${id}-hair`} label={t`Hair colour`} options={HAIR_COLORS} labels={HAIR_COLOR_LABELS}
        value={form.hair_color ?? ''} onChange={(v) => set('hair_color', v || null)} />
      <EnumSelect id={`${id}-eyes`} label={t`Eye colour`} options={EYE_COLORS} labels={EYE_COLOR_LABELS}
        value={form.eye_color ?? ''} onChange={(v) => set('eye_color', v || null)} />
      <fieldset className="choice-row">
        <legend><Trans>Tattoos</Trans></legend>
        {radio('tattoos', 'yes', form.tattoos === true, () => set('tattoos', true), t`Yes`)}
        {radio('tattoos', 'no', form.tattoos === false, () => set('tattoos', false), t`No`)}
        {radio('tattoos', 'unsaid', form.tattoos === null, () => set('tattoos', null), t`Rather not say`)}
      </fieldset>

      <InterestsPicker value={form.interests as Interest[]} onChange={(interests) => set('interests', interests)} />

      <label htmlFor={`${id}-about`}><Trans>About me</Trans></label>
      <textarea id={`${id}-about`} rows={6} maxLength={ABOUT_ME_MAX} value={form.about_me ?? ''} onChange={(e) => set('about_me', e.target.value)} />
      <label htmlFor={`${id}-reason`}><Trans>Why I signed up</Trans></label>
      <input id={`${id}-reason`} maxLength={SIGNUP_REASON_MAX} value={form.signup_reason ?? ''} onChange={(e) => set('signup_reason', e.target.value)} />

      {state.error && <p className="form-error" role="alert">{state.error}</p>}
      {state.saved && <p className="notice" role="status"><Trans>Your profile is saved.</Trans></p>}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={state.busy}><Trans>Save profile</Trans></button>
      </div>
    </form>
  );
}
