import type { Bus } from '../../adapters/bus';
import type { Mailer } from '../../adapters/mail';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';

/** What account actions need: storage, settings, mail, the bus (ending sessions closes their sockets), the time, and the site's address for links. */
export interface AccountContext {
  db: Db;
  bus: Bus;
  config: Config;
  mailer: Mailer;
  now: Date;
  /** e.g. https://amora.example — links in mails start with it. */
  origin: string;
  log: { error: (obj: object, msg: string) => void };
}
