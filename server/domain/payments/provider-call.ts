import { ProviderUnavailableError } from '../../adapters/payments/provider';
import { ProblemError } from '../problems';

/** A provider that is down is a 503 the member can try again later, not a crash. */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new ProblemError('payment_provider_unavailable');
    throw error;
  }
}
