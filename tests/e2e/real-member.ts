import { expect, type Page } from '@playwright/test';
import { linkIn, newestMail } from './mail';

export const PASSWORD = 'a quiet house by the sea';
export const unique = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

export interface RealMember {
  id: number;
  name: string;
  email: string;
}

/**
 * A member signed up through the API and confirmed through the mailed link, logged in in this
 * page's browser context: an active profile others can find. A new member is offered the welcome and
 * time bonus in modals (docs/product/screens.md#modals-and-overlays, docs/product/states.md#discounts), and to turn on notifications (`prompts`); unless a test is
 * about them, they count as closed in this browser, so they stand in front of nothing else a test does.
 * The layout's prompts come one at a time (common/rules/prompt-queue.ts): for a test about the push
 * prompt, the add-photos prompt before it counts as closed.
 */
export async function activeMember(
  page: Page, fields: { name: string; country?: string; gender?: string; seeking?: string; offers?: boolean; prompts?: boolean },
): Promise<RealMember> {
  const email = `${fields.name.toLowerCase()}-${unique()}@example.org`;
  await page.goto('/pages/faq');
  const answer = await page.evaluate(async (body) => {
    const response = await fetch('/api/signup.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, id: (await response.json()).user?.profile?.id as number };
  }, {
    email, password: PASSWORD, name: fields.name, date_of_birth: '1990-05-04', gender: fields.gender ?? 'female',
    seeking: fields.seeking ?? 'male', language: 'en', country: fields.country ?? 'NL',
  });
  expect(answer.status).toBe(201);
  if (!fields.offers) {
    // The key and shape of src/atoms/offer-prompts.ts.
    await page.evaluate((id) => localStorage.setItem(`amora.offer-prompts.${id}`, JSON.stringify({ welcome: ['TIMEBONUS25'], timeBonus: new Date().toISOString() })), answer.id);
  }
  await dismissAlert(page, fields.prompts ? 'addPhotos' : 'push');
  await page.goto(linkIn(await newestMail(email)));
  await expect(page).toHaveURL('/activate/done');
  return { id: answer.id, name: fields.name, email };
}

/** Calls the API from the page, with its session. */
export function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), `/api/${path}`) as Promise<T>;
}

/** A prompt counts as dismissed in this browser (the key and shape of src/atoms/alerts.ts). */
async function dismissAlert(page: Page, name: 'push' | 'addPhotos'): Promise<void> {
  await page.evaluate((alert) => {
    const alerts = JSON.parse(localStorage.getItem('amora.alerts') ?? '{}') as object;
    localStorage.setItem('amora.alerts', JSON.stringify({ ...alerts, [alert]: new Date().toISOString() }));
  }, name);
}
