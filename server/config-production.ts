import type { Env } from './config-env';

/**
 * What a public server may not run with. The defaults that make `npm start` pleasant on a laptop
 * (anyone may mark a sandbox payment paid, mail only lands in a folder, links follow the request's
 * Host) are refused when NODE_ENV=production, each with one line that says what to set.
 */

const PREFIX = 'Production (NODE_ENV=production):';

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
  return refusals;
}
