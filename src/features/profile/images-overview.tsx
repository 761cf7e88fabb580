import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { OwnPhoto } from '../../../common/api/members';
import { changePhotoAtom, deletePhotoAtom, loadOwnPhotosAtom, ownPhotosAtom, uploadPhotoAtom } from '../../atoms/photos';
import { PhotoPicker } from '../../components/photo-input';
import { useProblemText } from '../../i18n/problem-text';

/** The images overview: upload with progress, choose the main photo, public or private, delete. */
export function ImagesOverview() {
  const { t, i18n } = useLingui();
  const { errorText } = useProblemText();
  const own = useAtomValue(ownPhotosAtom);
  const load = useSetAtom(loadOwnPhotosAtom);
  const upload = useSetAtom(uploadPhotoAtom);
  const change = useSetAtom(changePhotoAtom);
  const remove = useSetAtom(deletePhotoAtom);
  const [progress, setProgress] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    load().catch(setError);
  }, [load]);

  const act = async (id: number | null, action: () => Promise<unknown>) => {
    setBusyId(id);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusyId(null);
    }
  };

  const send = (file: File) => {
    setProgress(0);
    void act(null, () => upload(file, setProgress)).finally(() => setProgress(null));
  };

  const photos = own?.photos ?? [];
  const full = own !== null && photos.length >= own.limit;
  const count = photos.length;
  const limit = own?.limit ?? 0;
  return (
    <section className="images-overview" aria-labelledby="my-photos">
      <h2 id="my-photos"><Trans>My photos</Trans></h2>
      <p className="field-hint">
        <Trans>{count} of <Plural value={limit} one="# photo" other="# photos" />.</Trans>{' '}
        <Trans>Private photos are only shown to premium members. Your main photo is always public.</Trans>
      </p>
      <ul className="photo-list">
        {photos.map((photo) => (
          <PhotoItem key={photo.id} photo={photo} busy={busyId === photo.id}
            onMain={() => void act(photo.id, () => change({ id: photo.id, main: true }))}
            onPrivate={(value) => void act(photo.id, () => change({ id: photo.id, private: value }))}
            onDelete={() => {
              if (window.confirm(t`Delete this photo?`)) void act(photo.id, () => remove(photo.id));
            }} />
        ))}
      </ul>
      {full ? (
        <p className="notice"><Plural value={limit} one="You have reached your limit of # photo." other="You have reached your limit of # photos." /></p>
      ) : (
        <PhotoPicker label={photos.length ? t`Add a photo` : t`Choose a photo`} disabled={progress !== null} onFile={send} />
      )}
      {progress !== null && (
        <p role="status" className="upload-progress">
          <progress max={1} value={progress} aria-label={t`Uploading your photo…`} /> {i18n.number(progress, { style: 'percent' })}
        </p>
      )}
      {error !== null && <p className="form-error" role="alert">{errorText(error)}</p>}
    </section>
  );
}

function PhotoItem({ photo, busy, onMain, onPrivate, onDelete }: {
  photo: OwnPhoto; busy: boolean; onMain: () => void; onPrivate: (value: boolean) => void; onDelete: () => void;
}) {
  const { t } = useLingui();
  return (
    <li className={`photo-item${photo.main ? ' is-main' : ''}`} aria-busy={busy}>
      <img src={photo.card} alt={photo.main ? t`Your main photo` : t`Your photo`} width={240} height={240} />
      <p className="photo-badges">
        {photo.main && <span className="badge-label"><Trans>Main photo</Trans></span>}
        {photo.private && <span className="badge-label"><Trans>Private</Trans></span>}
        {photo.status === 'pending' && <span className="badge-label is-muted"><Trans>Being checked</Trans></span>}
        {photo.status === 'rejected' && <span className="badge-label is-danger"><Trans>Not approved</Trans></span>}
      </p>
      <div className="photo-actions">
        {!photo.main && <button type="button" className="link-button" disabled={busy} onClick={onMain}><Trans>Make main photo</Trans></button>}
        {!photo.main && (
          <button type="button" className="link-button" disabled={busy} onClick={() => onPrivate(!photo.private)}>
            {photo.private ? <Trans>Make public</Trans> : <Trans>Make private</Trans>}
          </button>
        )}
        <button type="button" className="link-button" disabled={busy} onClick={onDelete}><Trans>Delete</Trans></button>
      </div>
    </li>
  );
}
