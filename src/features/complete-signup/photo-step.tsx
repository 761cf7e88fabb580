import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { userAtom } from '../../atoms/auth';
import { uploadPhotoAtom } from '../../atoms/photos';
import { PhotoPicker } from '../../components/photo-input';
import { useProblemText } from '../../i18n/problem-text';
import { StepForm, type StepNav } from './step-form';

/** Step 0: a photo, from the files or the camera of the device. */
export function PhotoStep({ nav }: { nav: StepNav }) {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const user = useAtomValue(userAtom);
  const upload = useSetAtom(uploadPhotoAtom);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const image = user?.profile.main_image;

  const send = async (file: File) => {
    setProgress(0);
    setError(null);
    try {
      await upload(file, setProgress);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setProgress(null);
    }
  };

  return (
    <StepForm nav={nav} title={t`Add a photo`} values={() => ({})}>
      <p><Trans>Members with a photo get many more replies.</Trans></p>
      {image && <img className="step-photo" src={image.filename} alt={t`Your main photo`} width={240} height={240} />}
      {image?.status === 'pending' && <p className="field-hint"><Trans>Your photo is being checked. Only you can see it until then.</Trans></p>}
      <PhotoPicker label={image ? t`Choose another photo` : t`Choose a photo`} disabled={progress !== null} onFile={(file) => void send(file)} />
      {progress !== null && <progress max={1} value={progress} aria-label={t`Uploading your photo…`} />}
      {error && <p className="form-error" role="alert">{error}</p>}
    </StepForm>
  );
}
