import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, expectHeading } from './fixtures';
import { mailMatching } from './mail';
import { activeMember } from './real-member';
import { addStaffByCommand, setUpInBrowser } from './staff-account';

/**
 * A moderator's photo queue in a browser (issue 35 point 3): a member's new photos, decided in one
 * keystroke each (A approves, 3 rejects as nudity), the member told the reason in their language,
 * the approved photo then shown to other members. The queue is opened for this member only, as the
 * run's other tests upload photos of their own meanwhile.
 */
test.use({ viewport: { width: 1280, height: 800 } });

test('a moderator approves one photo and rejects another by keyboard; the member is told why in German', async ({ page, browser }) => {
  test.slow();
  const member = await activeMember(page, { name: 'Fotografin' });
  await page.request.put('/api/user.php', { data: { language: 'de' } });
  const photo = (colour: string) => sharp({ create: { width: 600, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();
  const uploaded: number[] = [];
  for (const colour of ['#7a9', '#a79']) {
    const answer = await page.request.post('/api/photos.php', { data: await photo(colour), headers: { 'content-type': 'image/jpeg' } });
    expect(answer.status()).toBe(201);
    uploaded.push(((await answer.json()) as { photos: { id: number }[] }).photos.at(-1)!.id);
  }

  // The moderator, in a browser of their own, set up through the link the command printed.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await setUpInBrowser(staff, addStaffByCommand(`e2e-photo-moderator-${Date.now()}@example.org`, 'moderator'));
  await expect(staff.getByRole('link', { name: /photos waiting/ })).toBeVisible();

  await staff.goto(`/staff/photos?member=${member.id}`);
  await expectHeading(staff, `Photos of member ${member.id} waiting`);
  await expect(staff.getByText(/^2 waiting; the oldest for/)).toBeVisible();
  const first = staff.getByRole('heading', { name: new RegExp(`^Photo ${uploaded[0]} of Fotografin, \\d+, female, NL`) });
  await expect(first).toBeVisible();
  await expect(staff.getByRole('img', { name: `Photo ${uploaded[0]}, waiting` })).toBeVisible();
  // Beside it, the member's other photo.
  await expect(staff.getByRole('img', { name: `Photo ${uploaded[1]}, pending` })).toBeVisible();
  await expectAccessible(staff);

  await staff.keyboard.press('a');
  await expect(staff.getByRole('status')).toHaveText(`Photo ${uploaded[0]} approved.`);
  await expect(staff.getByRole('heading', { name: new RegExp(`^Photo ${uploaded[1]} of Fotografin`) })).toBeVisible();
  await staff.keyboard.press('3');
  await expect(staff.getByRole('status')).toHaveText(`Photo ${uploaded[1]} rejected: Nudity or sexual content.`);
  await expect(staff.getByText('No photos are waiting.')).toBeVisible();
  await staffContext.close();

  const mail = await mailMatching(member.email, (sent) => sent.subject === 'Dein Foto wurde nicht freigegeben');
  expect(mail.text).toContain('es zeigt Nacktheit oder sexuelle Inhalte');

  // Another member sees the approved photo, not the rejected one.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await activeMember(other, { name: 'Betrachter', gender: 'male', seeking: 'female' });
  const profile = await (await other.request.get(`/api/profile.php?id=${member.id}`)).json() as { profile: { photos: { id: number }[] } };
  expect(profile.profile.photos.map((shown) => shown.id)).toEqual([uploaded[0]]);
  await otherContext.close();
});

test('a profile text the word list flags waits in the same queue; rejected by keyboard, it leaves the profile and the member is told why', async ({ page, browser }) => {
  test.slow();
  const member = await activeMember(page, { name: 'Schreiberin' });
  await page.request.put('/api/user.php', { data: { language: 'de' } });
  expect((await page.request.put('/api/profile.php', { data: { about_me: 'Schreib mir lieber auf WhatsApp: 0151 2345 6789' } })).status()).toBe(200);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await setUpInBrowser(staff, addStaffByCommand(`e2e-text-moderator-${Date.now()}@example.org`, 'moderator'));
  await staff.goto(`/staff/photos?member=${member.id}`);
  await staff.getByRole('group', { name: 'Queue' }).getByRole('button', { name: 'Profile texts (1)' }).click();
  await expectHeading(staff, `Profile texts of member ${member.id} waiting`);
  await expect(staff.getByRole('heading', { name: new RegExp(`^About me of Schreiberin, \\d+, female, NL \\(member ${member.id}\\)`) })).toBeVisible();
  await expect(staff.getByText('Here because the word list found a phone number')).toBeVisible();
  await expect(staff.locator('blockquote')).toHaveText('Schreib mir lieber auf WhatsApp: 0151 2345 6789');
  await expectAccessible(staff);
  await staff.keyboard.press('1');
  await expect(staff.getByRole('status')).toHaveText(`The about-me of member ${member.id} rejected: Contact details or links.`);
  await expect(staff.getByText('No profile texts are waiting.')).toBeVisible();
  await staffContext.close();

  const mail = await mailMatching(member.email, (sent) => sent.subject === 'Dein Profiltext wurde nicht freigegeben');
  expect(mail.text).toContain('er enthält Kontaktdaten oder Links');
  const own = await (await page.request.get(`/api/profile.php?id=${member.id}`)).json() as { profile: { about_me: string | null } };
  expect(own.profile.about_me ?? null).toBeNull();
});
