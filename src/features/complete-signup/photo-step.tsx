import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadPhoto } from '../../api/account';
import { userAtom } from '../../atoms/auth';
import { useProblemText } from '../../i18n/problem-text';
import { StepForm, type StepNav } from './step-form';

/** Step 0: a photo, from the files or the camera of the device. */
export function PhotoStep({ nav }: { nav: StepNav }) {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const [user, setUser] = useAtom(userAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const image = user?.profile.main_image;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setUser(await uploadPhoto(file));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepForm nav={nav} title={t`Add a photo`} values={() => ({})}>
      <p><Trans>Members with a photo get many more replies.</Trans></p>
      {image && <img className="step-photo" src={image.filename} alt={t`Your main photo`} width={240} height={240} />}
      {image?.status === 'pending' && <p className="field-hint"><Trans>Your photo is being checked. Only you can see it until then.</Trans></p>}
      <label htmlFor={`${id}-photo`} className="button">{image ? t`Choose another photo` : t`Choose a photo`}</label>
      <input id={`${id}-photo`} className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/avif" disabled={busy} onChange={(e) => void upload(e)} />
      {busy && <p role="status"><Trans>Uploading your photo…</Trans></p>}
      {error && <p className="form-error" role="alert">{error}</p>}
    </StepForm>
  );
}
