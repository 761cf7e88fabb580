import { execFileSync } from 'node:child_process';

/**
 * A self-signed P-256 certificate for 127.0.0.1, valid for a day, for the HTTPS stand-ins of outside
 * services (Mollie, a push service): their clients speak HTTPS only. The test turns certificate
 * checks off (NODE_TLS_REJECT_UNAUTHORIZED=0) while the stand-in runs.
 */
export function throwawayCertificate(): { key: string; cert: string } {
  const pem = execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-subj', '/CN=127.0.0.1', '-days', '1', '-keyout', '-', '-out', '-',
  ], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const block = (label: string) => new RegExp(`-----BEGIN ${label}-----[^-]+-----END ${label}-----`).exec(pem)![0];
  return { key: block('PRIVATE KEY'), cert: block('CERTIFICATE') };
}
