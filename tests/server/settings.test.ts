import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsResponseSchema } from '../../common/api/settings';
import { COUNTRY_CODES } from '../../common/countries';
import { INTERESTS } from '../../common/enums';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SUPPORT_EMAIL: 'help@example.test' });
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { 'x-request-type': 'client', ...headers } });

describe('GET /api/settings.php', () => {
  it('answers every settings field, valid against the shared schema', async () => {
    const response = await get('/api/settings.php');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const { settings } = settingsResponseSchema.parse(response.json());
    expect(settings.countries.map((c) => c.code)).toEqual([...COUNTRY_CODES]);
    expect(settings.countries.find((c) => c.code === 'NL')).toMatchObject({ name: 'Netherlands', languages: ['nl'], currency: 'EUR' });
    expect(settings.countries.find((c) => c.code === 'CH')?.languages).toEqual(['de', 'it', 'fr', 'en']);
    expect(settings.region_data.PL.term).toBe('voivodeship');
    expect(settings.region_data.CH.term).toBe('canton');
    expect(settings.region_data.US.term).toBe('state');
    expect(settings.minimum_message_costs.GB).toEqual({ costs: expect.any(Number), currency: 'GBP' });
    expect(settings.minimum_message_costs.PL.currency).toBe('PLN');
    expect(settings.interests).toEqual([...INTERESTS]);
    expect(settings.push_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(settings.signups).toBe('all');
    expect(settings.enable_site_entry_popup).toBe('yes');
    expect(settings.site_entry_countries).toEqual(['NL', 'DE']);
    expect(Object.keys(settings.fictional_warning).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl']);
  });

  it('takes its values from the environment through the one configuration module', async () => {
    const { settings } = (await get('/api/settings.php')).json();
    expect(settings.support_email).toBe('help@example.test');
  });

  it('names the domain language of a forced domain, and none for an unknown one', async () => {
    expect((await get('/api/settings.php?domain=amora.example.nl')).json().settings).toMatchObject({ domain: 'amora.example.nl', domain_language: 'nl' });
    expect((await get('/api/settings.php?domain=amora.example.pl')).json().settings.domain_language).toBe('pl');
    expect((await get('/api/settings.php?domain=elsewhere.test')).json().settings.domain_language).toBeNull();
  });

  it('uses the geo-IP header, and a chosen country over it', async () => {
    const geo = (await get('/api/settings.php', { 'cf-ipcountry': 'de' })).json().settings;
    expect(geo).toMatchObject({ geoip_country: 'DE', geoip_selected_country: 'DE' });
    const chosen = (await get('/api/settings.php?country=be', { 'cf-ipcountry': 'DE' })).json().settings;
    expect(chosen).toMatchObject({ geoip_country: 'DE', geoip_selected_country: 'BE' });
    const elsewhere = (await get('/api/settings.php', { 'cf-ipcountry': 'JP' })).json().settings;
    expect(elsewhere).toMatchObject({ geoip_country: null, geoip_selected_country: 'NL' });
  });

  it('refuses bad input with a readable message', async () => {
    const response = await get(`/api/settings.php?domain=${'x'.repeat(300)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_input', message: expect.stringMatching(/^domain: .+/) });
  });
});
