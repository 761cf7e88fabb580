import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { userAtom } from '../../atoms/auth';
import { sendMessageAtom, sendTypingAtom, type NewMessage, type SendRefusal } from '../../atoms/chats';
import { settingsAtom } from '../../atoms/settings';
import { useProblemText } from '../../i18n/problem-text';
import { CameraIcon, GiftIcon, IdeaIcon } from './icons';
import { GiftPicker, IcebreakerModal, PhotoPicker } from './pickers';

/** Typing is told to the partner at most this often. */
const TYPING_EVERY_MS = 2_000;

interface Props {
  profileId: number;
  conversation: number | null;
  partnerName: string;
  /** No message yet between the two: the icebreakers are offered. */
  empty: boolean;
  freeLeft: number;
}

/** Where a refusal can be put right: buying credits, or premium for more conversations. */
function RefusalHelp({ code }: { code: string | null }) {
  if (code === 'message_not_enough_credits') return <Link to="/credits" className="button button-primary"><Trans>Buy credits</Trans></Link>;
  if (code === 'conversation_limit') return <Link to="/premium" className="button button-primary"><Trans>Become premium</Trans></Link>;
  return null;
}

/**
 * The composer: text with its length count, photo, gift and icebreakers, and what a message costs
 * (free messages left, or the price and the member's credits). A refused send (no credits, the free
 * limit) puts the text back, says why and where to put it right; nothing written is lost.
 */
export function Composer({ profileId, conversation, partnerName, empty, freeLeft }: Props) {
  const { t } = useLingui();
  const { text: problemText } = useProblemText();
  const user = useAtomValue(userAtom);
  const settings = useAtomValue(settingsAtom);
  const send = useSetAtom(sendMessageAtom);
  const sendTyping = useSetAtom(sendTypingAtom);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);
  const [picker, setPicker] = useState<'gift' | 'photo' | 'icebreakers' | null>(null);
  const typedAt = useRef(0);

  const max = settings?.message_length ?? 2000;
  const price = settings?.message_credits ?? 0;
  const credits = user?.credits ?? 0;
  const free = !user?.paid_user && freeLeft > 0;

  const submit = async (message: Omit<NewMessage, 'to'>): Promise<boolean> => {
    setRefusal(null);
    const refused = await send({ ...message, to: profileId });
    setRefusal(refused);
    return refused === null;
  };

  const sendText = async () => {
    const body = text.trim();
    if (!body) return;
    setText('');
    // Refused: the words come back, before anything typed meanwhile.
    if (!(await submit({ kind: 'text', body }))) setText((typed) => (typed ? `${body}\n${typed}` : body));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void sendText();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line; not while an input method is composing a word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendText();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (conversation !== null && value && now - typedAt.current > TYPING_EVERY_MS) {
      typedAt.current = now;
      sendTyping(conversation);
    }
  };

  return (
    <div className="composer">
      {refusal && (
        <div className="composer-refusal" role="alert">
          <p>{problemText(refusal.code ?? 'unknown', refusal.params)}</p>
          <RefusalHelp code={refusal.code} />
        </div>
      )}
      <p className="composer-cost">
        {free ? (
          <Plural value={freeLeft} one="# free message left" other="# free messages left" />
        ) : (
          <>
            <Plural value={price} one="A message costs # credit." other="A message costs # credits." />{' '}
            <Plural value={credits} one="You have # credit." other="You have # credits." />
            {credits < price && <> <Link to="/credits"><Trans>Buy credits</Trans></Link></>}
          </>
        )}
      </p>
      <form className="composer-form" onSubmit={onSubmit}>
        <div className="composer-tools">
          <button type="button" className="composer-tool" aria-label={t`Send a photo`} title={t`Send a photo`} onClick={() => setPicker('photo')}><CameraIcon /></button>
          <button type="button" className="composer-tool" aria-label={t`Send a gift`} title={t`Send a gift`} onClick={() => setPicker('gift')}><GiftIcon /></button>
          {empty && <button type="button" className="composer-tool" aria-label={t`Suggested opening lines`} title={t`Suggested opening lines`} onClick={() => setPicker('icebreakers')}><IdeaIcon /></button>}
        </div>
        <label className="composer-text">
          <span className="visually-hidden"><Trans>Message to {partnerName}</Trans></span>
          <textarea
            value={text}
            maxLength={max}
            rows={2}
            placeholder={t`Write a message…`}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <span className="composer-count" aria-live="off">{text.length} / {max}</span>
        </label>
        <button type="submit" className="button button-primary composer-send" disabled={text.trim() === ''}><Trans>Send</Trans></button>
      </form>
      <GiftPicker open={picker === 'gift'} onClose={() => setPicker(null)} send={submit} giftCredits={settings?.gift_credits ?? 0} partnerName={partnerName} />
      <PhotoPicker open={picker === 'photo'} onClose={() => setPicker(null)} send={submit} photoCredits={settings?.photo_credits ?? 0} />
      <IcebreakerModal
        open={picker === 'icebreakers'} onClose={() => setPicker(null)} send={submit} partnerName={partnerName} free={free} messageCredits={price}
      />
    </div>
  );
}
