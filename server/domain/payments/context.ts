import type { PaymentProvider } from '../../adapters/payments/provider';
import type { Bus } from '../../adapters/bus';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';

/** What the payment use cases need: the database, the settings, the provider, the bus for the live balance, a clock. */
export interface PaymentContext {
  db: Db;
  config: Config;
  payments: PaymentProvider;
  bus: Bus;
  now: () => Date;
  /** Where a payment an operator must look at is told: the request's logger, or the server's. */
  log: { warn: (details: object, message: string) => void };
}
