import type { StaffRole } from '../../../common/staff/roles';
import type { OutgoingMail } from '../../adapters/mail';
import type { Config } from '../../config';
import { serverI18n } from '../notifications/catalog';
import { renderMail } from '../notifications/layout';

/** The mail with a staff member's setup link, in English: staff work in English (docs/staff.md). */
export function staffSetupMail(config: Config, to: string, role: StaffRole, link: string): OutgoingMail {
  const site = config.site.name;
  const texts = {
    subject: `Your ${site} staff account`,
    body: `A staff account with the role ${role} was set up for you in the ${site} console. Choose your password and pair your authenticator app with the button below. The link is valid for 24 hours and can be used once.`,
    button: 'Set up my staff account',
    reason: `If you did not expect this e-mail, tell the ${site} administrators and do not use the link.`,
  };
  return { kind: 'staff_setup', to, ...renderMail(serverI18n('en'), config, texts, link, { name: to }) };
}
