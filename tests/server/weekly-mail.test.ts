import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../common/constants';
import type { CountryCode } from '../../common/countries';
import { loadConfig } from '../../server/config/config';
import { composeWeeklyMail } from '../../server/domain/notifications/texts/activity';

/** The weekly update's words: where the new members joined, said as each language says it. */

const LINKS = {
  link: 'https://amora.example/members', settings: 'https://amora.example/notifications',
  unsubscribe: { page: 'https://amora.example/unsubscribe?t=x', oneClick: 'https://amora.example/api/unsubscribe.php?t=x' },
};
const config = loadConfig({});
const weekly = (language: Locale, country: CountryCode, newMembers = 3) =>
  composeWeeklyMail({ to: 'eva@example.test', language, name: 'Eva' }, { likes: 2, newMembers, country }, LINKS, config);

describe('the weekly update', () => {
  it('names the country with its article and preposition in each language', () => {
    const said = Object.fromEntries(LOCALES.map((language) => [language, weekly(language, 'NL').text]));
    expect(said.en).toContain('3 new members joined in the Netherlands.');
    expect(said.de).toContain('3 neue Mitglieder sind in den Niederlanden dazugekommen.');
    expect(said.fr).toContain('3 nouveaux membres se sont inscrits aux Pays-Bas.');
    expect(said.es).toContain('3 miembros nuevos se han registrado en los Países Bajos.');
    expect(said.it).toContain('3 nuovi membri si sono iscritti nei Paesi Bassi.');
    expect(said.nl).toContain('3 nieuwe leden hebben zich in Nederland aangemeld.');
    expect(said.pl).toContain('Liczba nowych osób, które zarejestrowały się w Holandii: 3.');
    for (const text of Object.values(said)) expect(text).not.toMatch(/\{|\}/);
  });

  it('says one new member in the singular, and nothing of new members when there were none', () => {
    expect(weekly('en', 'GB', 1).text).toContain('1 new member joined in the United Kingdom.');
    expect(weekly('pl', 'DE', 1).text).toContain('1 nowa osoba zarejestrowała się w Niemczech.');
    expect(weekly('en', 'US', 0).text).toContain('2 members liked you this week. See who is new');
  });
});
