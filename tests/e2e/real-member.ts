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
 * page's browser context: an active profile others can find.
 */
export async function activeMember(page: Page, fields: { name: string; country?: string; gender?: string; seeking?: string }): Promise<RealMember> {
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
  await page.goto(linkIn(await newestMail(email)));
  await expect(page).toHaveURL('/activate/done');
  return { id: answer.id, name: fields.name, email };
}

/** Calls the API from the page, with its session. */
export function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), `/api/${path}`) as Promise<T>;
}
