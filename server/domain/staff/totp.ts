import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * The staff login's second factor: time-based codes (RFC 6238: 6 digits, 30 s, SHA-1, as every
 * authenticator app reads them) through otplib. A code is taken once: `codeStep` gives the 30-second
 * step it belongs to, and the account keeps the newest step taken (server/db/staff.ts).
 */

const PERIOD_S = 30;

export const newTotpSecret = (): string => generateSecret();

export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret });
}

export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/**
 * The time step of a code that is right at `now`, allowing one step either side for a phone's clock;
 * undefined when it is not right.
 */
export async function codeStep(secret: string, code: string, now: Date): Promise<number | undefined> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code.replace(/\s/g, ''), epoch, epochTolerance: PERIOD_S, period: PERIOD_S });
  return result.valid ? Math.floor(epoch / PERIOD_S) + result.delta : undefined;
}
