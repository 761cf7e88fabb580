import { useEffect, useState } from 'react';

/** Whole seconds from now until `until` (an ISO time), ticking each second; 0 once it has passed, null without one. */
export function useSecondsLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (until === null) return null;
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}
