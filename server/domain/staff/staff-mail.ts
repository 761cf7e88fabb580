import type { StaffRole } from '../../../common/staff/roles';
import type { OutgoingMail } from '../../adapters/mail';
import type { Config } from '../../config/config';
import { serverI18n } from '../notifications/texts/catalog';
import { renderMail, type ButtonMailTexts } from '../notifications/texts/layout';

/** Mails to staff, in English: staff work in English (docs/staff.md). The greeting names their address. */
export function staffMail(config: Config, kind: string, to: string, texts: ButtonMailTexts, link: string): OutgoingMail {
  return { kind, to, ...renderMail(serverI18n('en'), config, texts, link, { name: to }) };
}

/** A staff member's setup link. */
export function staffSetupMail(config: Config, to: string, role: StaffRole, link: string): OutgoingMail {
  const site = config.site.name;
  return staffMail(config, 'staff_setup', to, {
    subject: `Your ${site} staff account`,
    body: `A staff account with the role ${role} was set up for you in the ${site} console. Choose your password and pair your authenticator app with the button below. The link is valid for 24 hours and can be used once.`,
    button: 'Set up my staff account',
    reason: `If you did not expect this e-mail, tell the ${site} administrators and do not use the link.`,
  }, link);
}
