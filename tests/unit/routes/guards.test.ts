import type { AnyRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../atoms/fake-server';

/** A boot's modules afresh: the store, the member's atoms and the guards. */
async function boot() {
  vi.resetModules();
  const [auth, { store }, guards, { guardAgain }] = await Promise.all([
    import('../../../src/atoms/auth'), import('../../../src/atoms/store'), import('../../../src/routes/-lib/guards'), import('../../../src/routes/-lib/guard-again'),
  ]);
  return { ...auth, ...guards, guardAgain, store };
}
let app: Awaited<ReturnType<typeof boot>>;
beforeEach(async () => {
  app = await boot();
});

/** Where a guard sends whoever opens its page now: the redirect's address, or null. */
function destination(guard: () => void): string | null {
  try {
    guard();
    return null;
  } catch (thrown) {
    return (thrown as { options: { to: string } }).options.to;
  }
}

/** A router showing one page, guarded by `guard`. */
const routerOn = (guard: () => void) =>
  ({ state: { status: 'idle', matches: [{ routeId: 'page' }] }, routesById: { page: { options: { beforeLoad: guard } } }, navigate: vi.fn(async () => {}) }) as unknown as AnyRouter & { navigate: ReturnType<typeof vi.fn> };

describe('the guards, at a boot that painted the member kept on the device', () => {
  it('leave the login on its form until the server confirms the member, then send them to members', async () => {
    app.store.set(app.receiveStoredUserAtom, member());
    expect(destination(app.membersIfLoggedIn)).toBeNull();
    const router = routerOn(app.membersIfLoggedIn);
    app.store.set(app.receiveUserAtom, member(), Date.now());
    await app.guardAgain(router);
    expect(router.navigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/members', replace: true }));
  });

  it('keep the login on its form when the server says nobody is logged in', async () => {
    app.store.set(app.receiveStoredUserAtom, member());
    const router = routerOn(app.membersIfLoggedIn);
    app.store.set(app.receiveUserAtom, null, Date.now());
    await app.guardAgain(router);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('let the member into their own pages, and send them to the login once the server says the session ended', async () => {
    app.store.set(app.receiveStoredUserAtom, member());
    expect(destination(app.loginIfLoggedOut)).toBeNull();
    const router = routerOn(app.loginIfLoggedOut);
    app.store.set(app.receiveUserAtom, null, Date.now());
    await app.guardAgain(router);
    expect(router.navigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/login', replace: true }));
  });

  it('leave the 404 page on screen, though its path half matched a guarded page (/nope: /$token)', async () => {
    app.store.set(app.receiveStoredUserAtom, member());
    const router = {
      state: { status: 'idle', matches: [{ routeId: '__root__', _notFound: true }, { routeId: 'page', status: 'notFound' }] },
      routesById: { __root__: { options: {} }, page: { options: { beforeLoad: app.membersIfLoggedIn } } },
      navigate: vi.fn(async () => {}),
    } as unknown as AnyRouter & { navigate: ReturnType<typeof vi.fn> };
    app.store.set(app.receiveUserAtom, member(), Date.now());
    await app.guardAgain(router);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('act on the device\'s member when the server cannot be asked (offline)', () => {
    app.store.set(app.receiveStoredUserAtom, member());
    app.store.set(app.markServerUnreachableAtom);
    expect(destination(app.membersIfLoggedIn)).toBe('/members');
  });
});
