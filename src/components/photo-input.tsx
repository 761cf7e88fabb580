import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** What the server reads (it checks the content, not this list). */
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif';

/**
 * Choose a photo from the device, or (on a phone) take one with the camera. The inputs are hidden
 * behind labels styled as buttons, so they stay keyboard- and screen-reader-usable.
 */
export function PhotoPicker({ label, disabled, onFile }: { label: string; disabled: boolean; onFile: (file: File) => void }) {
  const { t } = useLingui();
  const id = useId();
  const touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  const pick = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="photo-picker">
      <label htmlFor={`${id}-file`} className={`button button-primary${disabled ? ' is-disabled' : ''}`}>{label}</label>
      <input id={`${id}-file`} className="visually-hidden" type="file" accept={PHOTO_ACCEPT} disabled={disabled} onChange={(e) => pick(e.target)} />
      {touch && (
        <>
          <label htmlFor={`${id}-camera`} className={`button${disabled ? ' is-disabled' : ''}`}>{t`Take a photo`}</label>
          <input id={`${id}-camera`} className="visually-hidden" type="file" accept="image/*" capture="user" disabled={disabled} onChange={(e) => pick(e.target)} />
        </>
      )}
    </div>
  );
}
