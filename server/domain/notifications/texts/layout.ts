import type { I18n } from '@lingui/core';
import type { Config } from '../../../config/config';

/** What a mail with one button says: message ids of the server catalogue. */
export interface ButtonMailTexts {
  subject: string;
  body: string;
  button: string;
  /** Why the member got this mail, and what to do if it was not them. */
  reason: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** A notification mail's unsubscribe links: the page to choose on, and the one-click address (RFC 8058). */
export interface Unsubscribe {
  page: string;
  oneClick: string;
}

/** Where links in mails lead when no request tells the address (jobs): PUBLIC_URL, or the address the server listens on. */
export const siteOrigin = (config: Config) => config.accounts.origin;

const GREETING = /*i18n*/ 'Hi {name},';
const UNSUBSCRIBE = /*i18n*/ 'Unsubscribe from these e-mails:';
const FALLBACK = /*i18n*/ 'If the button does not work, copy this address into your browser:';
const SUPPORT = /*i18n*/ 'Questions? Write to us at {support}.';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/**
 * A mail with one button in the language of `i18n`, as plain text and HTML. `values` fill the
 * texts' placeholders; {site} and {support} come from the configuration. A notification mail names
 * its unsubscribe links, in the footer and in the List-Unsubscribe headers.
 */
export function buttonMail(
  i18n: I18n, config: Config, texts: ButtonMailTexts, link: string, values: Record<string, string | number>, unsubscribe?: Unsubscribe,
): ComposedMail {
  const all = { ...values, site: config.site.name, support: config.company.supportEmail };
  const t = (id: string) => i18n._(id, all);
  return renderMail(i18n, config, { subject: t(texts.subject), body: t(texts.body), button: t(texts.button), reason: t(texts.reason) }, link, values, unsubscribe);
}

/** The same mail from texts already in the member's language (an operator's mailing). */
export function renderMail(
  i18n: I18n, config: Config, texts: ButtonMailTexts, link: string, values: Record<string, string | number>, unsubscribe?: Unsubscribe,
): ComposedMail {
  const all = { ...values, site: config.site.name, support: config.company.supportEmail };
  const t = (id: string) => i18n._(id, all);
  const { company: c } = config;
  const company = `${c.name} · ${c.address} · ${c.city}`;

  // Plain text has no button: its label heads the bare link, and the fallback sentence is left out.
  const footer = [company, t(SUPPORT), ...(unsubscribe ? [`${t(UNSUBSCRIBE)} ${unsubscribe.page}`] : [])].join('\n');
  const text = [t(GREETING), texts.body, `${texts.button}\n${link}`, texts.reason, footer].join('\n\n') + '\n';

  const e = escapeHtml;
  const small = 'font-size:13px;color:#555';
  const unsubscribeHtml = unsubscribe ? `<br><a href="${e(unsubscribe.page)}" style="color:#888">${e(t(UNSUBSCRIBE).replace(/:$/, ''))}</a>` : '';
  const html = `<!doctype html>
<html lang="${i18n.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(texts.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">
<div style="max-width:520px;margin:0 auto;padding:24px;background:#fff;border-radius:8px">
<p>${e(t(GREETING))}</p>
<p>${e(texts.body)}</p>
<p style="margin:28px 0"><a href="${e(link)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#d6336c;color:#fff;font-weight:bold;text-decoration:none">${e(texts.button)}</a></p>
<p style="${small}">${e(t(FALLBACK))}<br><a href="${e(link)}" style="color:#555;word-break:break-all">${e(link)}</a></p>
<p style="${small}">${e(texts.reason)}</p>
</div>
<p style="max-width:520px;margin:16px auto 0;font-size:12px;color:#888;text-align:center">${e(company)}<br>${e(t(SUPPORT))}${unsubscribeHtml}</p>
</body>
</html>
`;
  const headers: Record<string, string> = { 'Content-Language': i18n.locale };
  if (unsubscribe) {
    // RFC 8058: the mail program offers "unsubscribe" and posts to this address itself, without a browser.
    headers['List-Unsubscribe'] = `<${unsubscribe.oneClick}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { subject: texts.subject, text, html, headers };
}
