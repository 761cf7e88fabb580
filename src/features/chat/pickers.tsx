import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { GIFTS, giftImageUrl, giftPrice } from '../../../common/gifts';
import { uploadChatPhotoAtom, type NewMessage } from '../../atoms/chats';
import { loadOwnPhotosAtom, ownPhotosAtom } from '../../atoms/photos';
import { Modal } from '../../components/modal';
import { PhotoPicker as PhotoFileInput } from '../../components/photo-input';
import { useProblemText } from '../../i18n/problem-text';
import { GIFT_NAMES, ICEBREAKERS } from './chat-texts';

/** What a picker sends: the message without its recipient. Answers whether it went. */
type Send = (message: Omit<NewMessage, 'to'>) => Promise<boolean>;

interface PickerProps {
  open: boolean;
  onClose: () => void;
  send: Send;
}

function Credits({ value }: { value: number }) {
  return <Plural value={value} one="# credit" other="# credits" />;
}

/** The gifts with their pictures and prices (docs/product/screens.md#other-modals-in-chat; issue 14: a catalogue with prices). */
export function GiftPicker({ open, onClose, send, giftCredits, partnerName }: PickerProps & { giftCredits: number; partnerName: string }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const choose = async (gift: (typeof GIFTS)[number]['id']) => {
    setBusy(true);
    const sent = await send({ kind: 'gift', gift, body: '' });
    setBusy(false);
    if (sent) onClose();
  };
  return (
    <Modal id="gift-picker" open={open} title={t`Send ${partnerName} a gift`} onClose={onClose}>
      <ul className="gift-grid">
        {GIFTS.map(({ id }) => (
          <li key={id}>
            <button type="button" className="gift-choice" disabled={busy} onClick={() => void choose(id)}>
              <img src={giftImageUrl(id)} alt="" width="72" height="72" />
              <span className="gift-name">{i18n._(GIFT_NAMES[id])}</span>
              <span className="gift-price"><Credits value={giftPrice(id, giftCredits)} /></span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** A photo for the conversation: one of the member's own, or a new one uploaded with progress. */
export function PhotoPicker({ open, onClose, send, photoCredits }: PickerProps & { photoCredits: number }) {
  const { t } = useLingui();
  const { errorText } = useProblemText();
  const own = useAtomValue(ownPhotosAtom);
  const loadOwn = useSetAtom(loadOwnPhotosAtom);
  const upload = useSetAtom(uploadChatPhotoAtom);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (open) loadOwn().catch(setError);
  }, [open, loadOwn]);

  const sendAndClose = async (message: Omit<NewMessage, 'to'>) => {
    if (await send(message)) onClose();
  };

  const uploadFile = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const { upload: key, photo } = await upload(file, setProgress);
      await sendAndClose({ kind: 'image', body: '', photo: { upload: key }, photoUrl: photo.card });
    } catch (caught) {
      setError(caught);
    } finally {
      setProgress(null);
    }
  };

  const photos = own?.photos.filter((photo) => photo.status !== 'rejected') ?? [];
  return (
    <Modal id="photo-picker" open={open} title={t`Send a photo`} onClose={onClose}>
      <p><Trans>A photo costs <Credits value={photoCredits} />.</Trans></p>
      <PhotoFileInput label={t`Upload a new photo`} disabled={progress !== null} onFile={(file) => void uploadFile(file)} />
      {progress !== null && (
        <p role="status">
          <progress value={progress} max={1} /> <Trans>Uploading…</Trans>
        </p>
      )}
      {error !== null && <p className="form-error" role="alert">{errorText(error)}</p>}
      {photos.length > 0 && (
        <>
          <h3><Trans>Or one of your photos</Trans></h3>
          <ul className="photo-choices">
            {photos.map((photo) => (
              <li key={photo.id}>
                <button type="button" disabled={progress !== null} onClick={() => void sendAndClose({ kind: 'image', body: '', photo: { own: photo.id }, photoUrl: photo.card })}>
                  <img src={photo.thumb} alt={t`Your photo`} width="96" height="96" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

/** docs/product/screens.md#icebreaker-modal: opening lines in the member's language, with what sending one costs. */
export function IcebreakerModal({ open, onClose, send, partnerName, free, messageCredits }: PickerProps & { partnerName: string; free: boolean; messageCredits: number }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const choose = async (body: string) => {
    setBusy(true);
    const sent = await send({ kind: 'text', body });
    setBusy(false);
    if (sent) onClose();
  };
  return (
    <Modal id="icebreakers" open={open} title={t`Break the ice`} onClose={onClose}>
      <p>{free ? <Trans>Sending one of these is free.</Trans> : <Trans>Sending one of these costs <Credits value={messageCredits} />.</Trans>}</p>
      <ul className="icebreakers">
        {ICEBREAKERS.map((line) => {
          const text = i18n._(line.id, { name: partnerName }, { message: line.message });
          return (
            <li key={line.id}>
              <button type="button" className="icebreaker" disabled={busy} onClick={() => void choose(text)}>{text}</button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
