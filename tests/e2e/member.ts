import type { Page } from '@playwright/test';
import type { User } from '../../common/api/user';
import { changeBootState } from './boot-state';

/** A logged-in member as GET /api/user.php describes one (docs/product/data.md#user). */
export function member(overrides: Partial<User> = {}): User {
  return {
    status: 'active', credits: 0, notifications_disabled: [], paid_user: false, signup_date: '2026-11-01T10:00:00Z',
    language: 'en', fictional_icon: false, email: 'eva@example.test', invisible: false, email_opt_outs: [], push_previews: false, signup_step: 5, time_zone: 'Europe/Amsterdam',
    profile: {
      id: 4242, status: 'active', name: 'Eva', age: 34, gender: 'female', sexuality: 'hetero', date_of_birth: '1992-05-04',
      country: { code: 'NL', name: 'Netherlands' }, region: 'NL-UT', city: 'Utrecht', tattoos: false, hair_color: 'blond',
      eye_color: 'blue', body_type: 'normal', relationship_status: 'single', interests: ['hiking'], about_me: null,
      signup_reason: null, fictional: false, main_image: null,
    },
    ...overrides,
  };
}

/**
 * Answers the calls the poller makes as the server does for a logged-in member with no likes yet: the
 * server itself knows no such member, and would end the session of the first call it answered.
 */
export async function logIn(page: Page, user: User): Promise<void> {
  // As the server does, the member is gone once they log out (the poller asks again after that).
  let current: User | null = user;
  await page.context().route('**/api/logout.php', (route) => {
    current = null;
    return route.continue();
  });
  await page.context().route('**/api/user.php', (route) => route.fulfill({ json: { user: current } }));
  // A page the server serves names its member in the shell's boot state: this one.
  await changeBootState(page.context(), (state) => {
    state.user = current;
  });
  await page.context().route('**/api/likes.php', (route) => route.fulfill({ json: { profiles: [], likes: [], liked_by: [] } }));
  await page.context().route('**/api/chats.php', (route) => route.fulfill({ json: { chats: [] } }));
  // A member who never paid asks for their welcome discount (docs/product/calls.md#discount-codes): none.
  await page.context().route('**/api/discountcode.php?welcome=true', (route) => route.fulfill({ json: { discount: null } }));
  // The live channel of a member the server does not know: open, and quiet.
  await page.context().routeWebSocket('**/api/live.php', () => {});
  // Nor does it keep their page-hidden beacons; and the push-enable prompt counts as dismissed
  // (src/atoms/alerts.ts), so it stands in front of nothing a test does.
  await page.context().route('**/api/page-hidden.php*', (route) => route.fulfill({ status: 204 }));
  await page.context().addInitScript(() => {
    const alerts = JSON.parse(localStorage.getItem('amora.alerts') ?? '{}') as { push?: string };
    if (!alerts.push) localStorage.setItem('amora.alerts', JSON.stringify({ ...alerts, push: new Date().toISOString() }));
  });
}

/**
 * Writes unread messages and new likes into the app's Dexie database from a second page, and answers
 * the chats poll with the same conversation, as the server would.
 */
export async function storeCounts(page: Page, unread: number, newLikes: number): Promise<void> {
  const chat = {
    conversation: 1, profile: { id: 5, name: 'Anna', age: 30, city: null, country: 'NL', fictional: false, photo: null },
    num_unread_messages: unread, last_message: null, updated_at: new Date().toISOString(),
  };
  await page.context().route('**/api/chats.php', (route) => route.fulfill({ json: { chats: [chat] } }));
  const writer = await page.context().newPage();
  // An init script, not a script tag: the page's CSP allows no inline script, rightly.
  await writer.addInitScript({ path: 'node_modules/dexie/dist/dexie.js' });
  await writer.goto('/pages/faq');
  await writer.evaluate(
    async ({ chat, newLikes }) => {
      type Table = { put: (row: object) => Promise<unknown>; bulkPut: (rows: object[]) => Promise<unknown> };
      type Db = { version: (n: number) => { stores: (schema: object) => void }; chats: Table; likes: Table };
      const Dexie = (window as unknown as { Dexie: new (name: string) => Db }).Dexie;
      const db = new Dexie('amora');
      // The app's schema (src/db/database.ts), at its latest version.
      db.version(3).stores({
        chats: 'conversation, profile.id, updated_at', messages: 'id, [conversation+id]',
        likes: '[direction+profileId], direction, isNew', profiles: 'id', searchPages: '[queryKey+pageNumber], queryKey',
        outbox: 'clientId, to, createdAt', keyValue: 'key',
      });
      const now = new Date().toISOString();
      await db.chats.put(chat);
      await db.likes.bulkPut(Array.from({ length: newLikes }, (_, i) => ({ profileId: 100 + i, direction: 'received', isNew: 1, createdAt: now })));
    },
    { chat, newLikes },
  );
  await writer.close();
}
