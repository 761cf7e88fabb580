/**
 * What a production start needs (server/config/production.ts) besides its DATA_DIR, with a site's
 * own values in place of every laptop default: tests take one out to see it refused.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://dating.example',
  PAYMENTS: 'sandbox',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SITE_DOMAIN: 'dating.example',
  MAIL_FROM: 'Dating <no-reply@dating.example>',
  COMPANY_NAME: 'Dating Example Ltd',
  COMPANY_ADDRESS: '1 Example Street',
  COMPANY_CITY: 'EX1 2MP Exampleton',
  COMPANY_COUNTRY: 'United Kingdom',
  COMPANY_KVK: '87654321',
  // A company without a Dutch VAT number.
  COMPANY_VAT_NL: '',
  SUPPORT_EMAIL: 'help@dating.example',
  SUPPORT_PHONE: '+44 20 7946 0000',
};
