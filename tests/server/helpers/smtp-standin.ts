import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** An SMTP server on loopback in place of the site's: it takes any mail, without login or TLS, and keeps it parsed. */
export interface SmtpStandin {
  port: number;
  /** The address to give the server as SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  received: Email[];
  /** The mail received `index`-th (0 the first), once it has arrived. */
  mail: (index?: number) => Promise<Email>;
  close: () => Promise<void>;
}

/** Starts the stand-in on `port`, 0 for a free one (a test starts it again on the same port to bring mail back). */
export async function startSmtpStandin(port = 0): Promise<SmtpStandin> {
  const received: Email[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          received.push(email);
          for (const wake of waiting) wake();
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  const mail = async (index = 0): Promise<Email> => {
    while (received.length <= index) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiting.delete(wake);
          resolve();
        };
        waiting.add(wake);
      });
    }
    return received[index]!;
  };
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    mail,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
