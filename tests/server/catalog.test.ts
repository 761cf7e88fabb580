import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInfoResponseSchema, interestsResponseSchema, regionsResponseSchema } from '../../common/api/catalog';
import { COUNTRY_CODES } from '../../common/countries';
import { INTERESTS } from '../../common/enums';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ COMPANY_ADDED: '2025-03-01T09:00:00Z' });
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('catalogues', () => {
  it('GET /api/interests.php lists the 51 interests of docs/product/data.md#interests', async () => {
    const response = await get('/api/interests.php');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(interestsResponseSchema.parse(response.json()).interests).toEqual([...INTERESTS]);
  });

  it('GET /api/regions.php has the real first-level regions of every country', async () => {
    const { regions } = regionsResponseSchema.parse((await get('/api/regions.php')).json());
    expect(Object.keys(regions).sort()).toEqual([...COUNTRY_CODES].sort());
    const names = (code: keyof typeof regions) => regions[code].map((r) => r.name);
    expect(regions.NL).toHaveLength(12);
    expect(names('NL')).toContain('Drenthe');
    expect(regions.DE).toHaveLength(16);
    expect(regions.AT).toHaveLength(9);
    expect(regions.PL).toHaveLength(16);
    expect(regions.CH).toHaveLength(26);
    expect(regions.FR).toHaveLength(13);
    expect(regions.IT).toHaveLength(20);
    expect(regions.CA).toHaveLength(13);
    expect(names('BE')).toEqual(expect.arrayContaining(['Flanders', 'Wallonia']));
    expect(regions.US.find((r) => r.code === 'US-CA')?.name).toBe('California');
    for (const code of COUNTRY_CODES) expect(regions[code].every((r) => r.code.startsWith(`${code}-`))).toBe(true);
  });

  it('GET /api/companyinfo.php gives the company details with the later terms date', async () => {
    const { company } = companyInfoResponseSchema.parse((await get('/api/companyinfo.php')).json());
    expect(company).toMatchObject({ name: 'Amora Online B.V.', kvk: '12345678', support_phone: '+31 20-123 4567' });
    expect(company.terms_date).toBe('2025-03-01T09:00:00.000Z');
  });
});

describe('terms date', () => {
  it('defaults to 2023-12-01T12:00:00Z when the company-added date is earlier', async () => {
    const earlier = await (await import('./helpers/test-server')).startTestServer({ COMPANY_ADDED: '2020-01-01' });
    const { company } = (await earlier.app.inject({ method: 'GET', url: '/api/companyinfo.php' })).json();
    expect(company.terms_date).toBe('2023-12-01T12:00:00Z');
    await earlier.close();
  });
});
