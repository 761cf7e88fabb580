import { LAPTOP_DEFAULTS, type Env, type LaptopSetting } from './env';

/**
 * What a public server may not run with. The defaults that make `npm start` pleasant on a laptop
 * (anyone may mark a sandbox payment paid, mail only lands in a folder, links follow the request's
 * Host, a fictional company signs the terms) are refused when NODE_ENV=production, each with one
 * line that says what to set.
 */

const PREFIX = 'Production (NODE_ENV=production):';

/** What to set in place of each laptop default (LAPTOP_DEFAULTS), and why its built-in value will not do. */
const OWN_VALUES: Record<LaptopSetting, string> = {
  DATA_DIR: "the folder of the site's files, e.g. DATA_DIR=/var/lib/amora (the SQLite database without DATABASE_URL, photos without STORAGE_URL): the built-in ./data is wherever the process was started",
  SITE_DOMAIN: "the site's own domain, as in PUBLIC_URL, which ends the Message-ID of every mail: the built-in amora.example is the demo's",
  MAIL_FROM: 'the sender of mails, an address at your domain such as MAIL_FROM="Name <no-reply@your.domain>": the built-in one, at amora.example, is the demo\'s',
  COMPANY_NAME: "the registered name of the company that runs the site, which the footer, the terms and mails show: the built-in one is the demo's, a fictional company",
  COMPANY_ADDRESS: "the company's street and number: the built-in one is the demo company's",
  COMPANY_CITY: "the company's postcode and city: the built-in one is the demo company's",
  COMPANY_COUNTRY: "the company's country: the built-in one is the demo company's",
  COMPANY_KVK: "the company's Chamber of Commerce number: the built-in one is the demo company's",
  COMPANY_VAT_NL: "the company's Dutch VAT number, or COMPANY_VAT_NL= (empty) when it has none: the built-in one is the demo company's",
  SUPPORT_EMAIL: "the address of customer service, which pages and mails show and complaint notices go to: the built-in one is the demo's, which nobody reads",
  SUPPORT_PHONE: "the phone number of customer service: the built-in one is the demo's",
};

/** The provider the settings choose: PAYMENTS when given, else Mollie with a key, else the sandbox. */
export function paymentProvider(env: Pick<Env, 'PAYMENTS' | 'MOLLIE_API_KEY'>): 'mollie' | 'sandbox' {
  return env.PAYMENTS ?? (env.MOLLIE_API_KEY ? 'mollie' : 'sandbox');
}

/** One line for each dangerous default a production start still has; empty when it may start. */
export function productionRefusals(env: Env): string[] {
  const refusals: string[] = [];
  if (env.PUBLIC_URL === undefined) {
    refusals.push(`${PREFIX} PUBLIC_URL is not set; set the site's address, e.g. PUBLIC_URL=https://amora.example (links in mails and payments start with it).`);
  } else if (!env.PUBLIC_URL.startsWith('https://')) {
    refusals.push(`${PREFIX} PUBLIC_URL must start with https://, as session cookies and payments need.`);
  }
  if (env.PAYMENTS === undefined && env.MOLLIE_API_KEY === undefined) {
    refusals.push(`${PREFIX} no payment provider; set MOLLIE_API_KEY, or PAYMENTS=sandbox for a test site (every page then says it is one).`);
  }
  if (env.SMTP_URL === undefined) {
    refusals.push(`${PREFIX} SMTP_URL is not set; without it mail is only written to DATA_DIR/mail and reaches nobody.`);
  }
  for (const name of Object.keys(LAPTOP_DEFAULTS) as LaptopSetting[]) {
    if (env[name] === undefined) refusals.push(`${PREFIX} ${name} is not set; set ${OWN_VALUES[name]}.`);
  }
  return refusals;
}
