import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AUTH_COOKIE, DEVICE_COOKIE, LOCALE_COOKIE } from '../../../common/constants';
import { ALERT_QUIET_DAYS } from '../../../common/rules/alerts';
import { SettingsTextPage, TextSection } from './text-page';

/**
 * The cookies the product sets and what it keeps on the device. The names are the code's own
 * (docs/pages.md names the file of each), so a new cookie or storage key belongs on this page too.
 */
export function CookiesPage() {
  const { t } = useLingui();
  return <SettingsTextPage title={t`Cookie statement`}>{(settings) => <Cookies site={settings.name} />}</SettingsTextPage>;
}

function Cookies({ site }: { site: string }) {
  const { t } = useLingui();
  const session = AUTH_COOKIE.maxAgeDays;
  const languageDays = LOCALE_COOKIE.maxAgeDays;
  const deviceDays = DEVICE_COOKIE.maxAgeDays;
  const pushDays = ALERT_QUIET_DAYS.push;
  const mailDays = ALERT_QUIET_DAYS.mailDisabled;
  const photoDays = ALERT_QUIET_DAYS.addPhotos;
  return (
    <>
      <p className="page-note"><Trans>{site} sets only three cookies, and all three are needed for the site to work. It uses no cookies for advertising or tracking, and none from other companies.</Trans></p>

      <TextSection title={t`Our cookies`}>
        <StorageTable caption={t`The cookies we set`}>
          {/* The session cookie's name: server/http/session-cookie.ts. */}
          <Row name={`${AUTH_COOKIE.prefix}session`} kind={t`cookie`} until={<Trans><Plural value={session} one="# day" other="# days" /> after you log in, or until you log out</Trans>}>
            <Trans>Keeps you logged in. Only our server can read it.</Trans>
          </Row>
          <Row name={LOCALE_COOKIE.name} kind={t`cookie`} until={<Plural value={languageDays} one="# day" other="# days" />}>
            <Trans>Remembers the language you chose.</Trans>
          </Row>
          {/* The signup's count of a browser: server/http/device-cookie.ts. */}
          <Row name={DEVICE_COOKIE.name} kind={t`cookie`} until={<Plural value={deviceDays} one="# day" other="# days" />}>
            <Trans>Counts the signups made in this browser, so that nobody can open accounts in bulk. It is only sent when you sign up.</Trans>
          </Row>
        </StorageTable>
        <p><Trans>They give you what you ask for: staying logged in, your language, and a signup that cannot be abused in bulk. That is why we do not ask for your consent to them.</Trans></p>
        <p><Trans>Some payments take you to the page of our payment provider. That page is the provider's own website, with its own cookies, which its cookie statement explains.</Trans></p>
      </TextSection>

      <TextSection title={t`What the app keeps on your device`}>
        <p><Trans>So that it opens quickly and also works without a connection, the app keeps some data in your browser's own storage. Unlike cookies, this data is not sent along with every visit.</Trans></p>
        <StorageTable caption={t`Data kept in your browser`}>
          <Row name="amora" kind="IndexedDB" until={<Trans>Until you log out</Trans>}>
            <Trans>Your member details, conversations and messages, likes, the profiles and search results you saw, and messages waiting to be sent.</Trans>
          </Row>
          <Row name="keyval-store" kind="IndexedDB" until={<Trans>Until you sign up</Trans>}>
            <Trans>What you typed into the signup form (never your password), and an invitation code if you came with one.</Trans>
          </Row>
          <Row name="amora.search-filters" kind={t`local storage`} until={<Trans>Until you log out</Trans>}>
            <Trans>Your last search filters.</Trans>
          </Row>
          <Row name="amora.tracking" kind={t`local storage`} until={<KeptUntilCleared />}>
            <Trans>The partner link you came through, if any: its network and reference codes, and when you arrived.</Trans>
          </Row>
          <Row name="amora.alerts" kind={t`local storage`} until={<KeptUntilCleared />}>
            <Trans>When you closed the prompt to turn on notifications, the prompt to add photos or the alert that our e-mails cannot reach you, so that they stay away for <Plural value={pushDays} one="# day" other="# days" />, <Plural value={photoDays} one="# day" other="# days" /> and <Plural value={mailDays} one="# day" other="# days" />, and the warning shown when you enter the site, so that it does not come back.</Trans>
          </Row>
          <Row name="amora.offer-prompts.…" kind={t`local storage`} until={<KeptUntilCleared />}>
            <Trans>Whether you closed the window with the welcome bonus or the time bonus, per member.</Trans>
          </Row>
          <Row name="chunk-reload-at" kind={t`local storage`} until={<KeptUntilCleared />}>
            <Trans>When the app last reloaded itself to load an update, so that it does so at most once a minute.</Trans>
          </Row>
          <Row name="members-scroll" kind={t`session storage`} until={<Trans>Until you close the tab</Trans>}>
            <Trans>Where you were in the search results.</Trans>
          </Row>
          <Row name="workbox-precache-…, locales-…" kind={t`cache storage`} until={<Trans>Replaced with each update of the app</Trans>}>
            <Trans>The app's own files and texts, so that it starts without a connection.</Trans>
          </Row>
          <Row name="api-…" kind={t`cache storage`} until={<Trans>Refreshed on every visit, deleted when you log out</Trans>}>
            <Trans>The site's settings and lists, and the newest members, so that pages show at once.</Trans>
          </Row>
          <Row name="images-…" kind={t`cache storage`} until={<Trans>Up to 30 days; members' photos are deleted when you log out</Trans>}>
            <Trans>Pictures you saw, members' photos among them, at most 600. Private photos are never kept.</Trans>
          </Row>
        </StorageTable>
      </TextSection>

      <TextSection title={t`Deleting cookies and stored data`}>
        <p><Trans>You can delete cookies and stored site data in your browser's settings at any time. Without the login cookie you are logged out; without the language cookie, {site} picks a language from your browser's settings.</Trans></p>
      </TextSection>
    </>
  );
}

function StorageTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table className="page-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col"><Trans>Name</Trans></th>
          <th scope="col"><Trans>What it is for</Trans></th>
          <th scope="col"><Trans>How long</Trans></th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Row({ name, kind, until, children }: { name: string; kind: string; until: ReactNode; children: ReactNode }) {
  return (
    <tr>
      <th scope="row"><code>{name}</code><br /><span className="field-hint">{kind}</span></th>
      <td>{children}</td>
      <td>{until}</td>
    </tr>
  );
}

function KeptUntilCleared() {
  return <Trans>Until you clear your browser's data</Trans>;
}
