import { atom } from 'jotai';
import { attachPushSubscription, detachPushSubscription } from '../api/notifications';
import { loggedInAtom } from './auth';
import { settingsAtom } from './settings';

/**
 * Push state (docs/product/data.md#push-state, docs/product/states.md#push): unknown, then capable or not; then subscribed (the subscription),
 * not subscribed (false) or 'denied'. While subscribed, polling slows to 300 s (app/background-work.ts).
 */
export interface PushState {
  /** null while unknown. */
  isCapable: boolean | null;
  isSubscribed: false | PushSubscriptionJSON | 'denied';
}

export const pushStateAtom = atom<PushState>({ isCapable: null, isSubscribed: false });

const publicKeyAtom = atom((get) => get(settingsAtom)?.push_public_key ?? null);

/** The push option is offered only to a logged-in member who is capable, not yet subscribed, with a key configured. */
export const pushOfferedAtom = atom((get) => {
  const { isCapable, isSubscribed } = get(pushStateAtom);
  return get(loggedInAtom) && isCapable === true && isSubscribed === false && get(publicKeyAtom) !== null;
});

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const registration = () => navigator.serviceWorker.ready;

/**
 * The device's subscription, read from the registration as it is now: a first visit's worker may
 * still be installing (it takes control only once it holds the page's loads, src/sw/sw.ts), and
 * reading needs no active worker; without a registration there is none.
 */
async function deviceSubscription(): Promise<PushSubscription | null> {
  const current = await navigator.serviceWorker.getRegistration();
  return current ? current.pushManager.getSubscription() : null;
}

/**
 * Finds out the device's state (at start and after a login): a subscription it has is attached to
 * the member now logged in, as each login may be someone else's on this device.
 */
export const syncPushAtom = atom(null, async (get, set) => {
  const save = (state: PushState) => set(pushStateAtom, state);
  if (!supported()) return save({ isCapable: false, isSubscribed: false });
  if (Notification.permission === 'denied') return save({ isCapable: true, isSubscribed: 'denied' });
  const subscription = await deviceSubscription();
  if (!subscription || !get(loggedInAtom)) return save({ isCapable: true, isSubscribed: false });
  const json = subscription.toJSON();
  await attachPushSubscription(json);
  save({ isCapable: true, isSubscribed: json });
});

/** Asks for permission and subscribes this device; a refusal sets denied. Throws for other failures (shown by the caller). */
export const enablePushAtom = atom(null, async (get, set) => {
  const key = get(publicKeyAtom);
  if (!key) return;
  const save = (state: PushState) => set(pushStateAtom, state);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return save({ isCapable: true, isSubscribed: permission === 'denied' ? 'denied' : false });
  try {
    const pushManager = (await registration()).pushManager;
    const subscription = (await pushManager.getSubscription()) ?? (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
    const json = subscription.toJSON();
    await attachPushSubscription(json);
    save({ isCapable: true, isSubscribed: json });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') return save({ isCapable: true, isSubscribed: 'denied' });
    throw error;
  }
});

/** Turns push off on this device: the browser forgets the subscription, the server too. */
export const disablePushAtom = atom(null, async (_get, set) => {
  const subscription = supported() ? await deviceSubscription() : null;
  if (subscription) {
    await detachPushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  set(pushStateAtom, { isCapable: supported(), isSubscribed: false });
});
