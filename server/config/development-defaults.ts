import type { Config } from './config';

/**
 * What the start tells a developer: which settings are still the laptop's defaults, each of which a
 * public server refuses (server/config/production.ts), and what that means.
 */
export function developmentDefaults(config: Config): string[] {
  if (config.production) return [];
  const demo = config.laptopSettings.filter((name) => name !== 'DATA_DIR');
  return [
    config.payments.mollie ? null : 'payments: the sandbox checkout, where anyone can mark a payment paid (MOLLIE_API_KEY)',
    config.mail.smtpUrl ? null : 'mail: written to DATA_DIR/mail as .eml files, sent to nobody (SMTP_URL)',
    config.accounts.publicUrl ? null : 'links in mails: the address each request came to (PUBLIC_URL)',
    demo.length > 0 ? `the fictional demo company and addresses at amora.example, on pages and in mails (${demo.join(', ')})` : null,
    config.laptopSettings.includes('DATA_DIR') ? `data: in ${config.dataDir}, the ./data of wherever the start was run (DATA_DIR)` : null,
    'source maps: served beside the scripts (a production server serves none)',
    config.demo ? 'demo members, and demo logins with a published password (DEMO=no)' : null,
    config.host === '127.0.0.1' ? 'listening on this machine only, 127.0.0.1 (HOST=0.0.0.0 lets a phone on your network in)' : null,
  ].filter((line) => line !== null);
}

/**
 * What the start tells an operator of several processes (REDIS_URL set): which files are still kept
 * in this process's own folders, where another process would not find them.
 */
export function localFolders(config: Config): string[] {
  if (!config.redisUrl) return [];
  return [
    config.mail.smtpUrl ? null : `mail: written to ${config.dataDir}/mail, a folder of this process only: several processes send it through SMTP_URL`,
    config.storageUrl ? null : `photos: kept in ${config.photosDir}: processes on several hosts share them through STORAGE_URL (one host: a shared folder)`,
  ].filter((line) => line !== null);
}
