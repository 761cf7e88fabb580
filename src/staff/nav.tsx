import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';

/**
 * The console's few pages, by path under /staff. A router of its own rather than the members':
 * the members' router registers its route types for the whole program, and the console needs four paths.
 */

export const BASE = '/staff';
const listeners = new Set<() => void>();

export function navigate(path: string): void {
  window.history.pushState(null, '', `${BASE}${path}`);
  for (const listener of listeners) listener();
}

/** The path under /staff ('/', '/team' …) and the query of the page on screen. */
export function useLocation(): { path: string; search: URLSearchParams } {
  const read = () => ({ path: window.location.pathname.slice(BASE.length).replace(/\/$/, '') || '/', search: new URLSearchParams(window.location.search) });
  const [location, setLocation] = useState(read);
  useEffect(() => {
    const update = () => setLocation(read());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return location;
}

export function Link({ to, children }: { to: string; children: ReactNode }) {
  const { path } = useLocation();
  const open = (event: MouseEvent) => {
    // A new tab or window opens as the browser does it.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={`${BASE}${to}`} aria-current={path === to ? 'page' : undefined} onClick={open}>{children}</a>;
}
