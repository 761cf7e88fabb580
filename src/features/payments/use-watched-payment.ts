import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { paymentAtom, watchPaymentAtom } from '../../atoms/payments';

/** A payment read, and read again while it waits at the provider, for as long as the screen shows it. */
export function useWatchedPayment(id: number) {
  const payment = useAtomValue(paymentAtom);
  const watch = useSetAtom(watchPaymentAtom);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const stop = new AbortController();
    watch(id, stop.signal).catch(setError);
    return () => stop.abort();
  }, [watch, id, attempt]);

  return { payment: payment?.id === id ? payment : null, error, retry: () => {
    setError(null);
    setAttempt((n) => n + 1);
  } };
}
