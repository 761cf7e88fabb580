import { useRouter } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';

/**
 * In place of what a page could not fetch and this device never had (offline): what will show once
 * the device is back online, when the page's loaders run again by themselves.
 */
export function OfflineNotice({ children }: { children: ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    const loadAgain = () => void router.invalidate();
    window.addEventListener('online', loadAgain);
    return () => window.removeEventListener('online', loadAgain);
  }, [router]);
  return <p className="notice" role="status">{children}</p>;
}
