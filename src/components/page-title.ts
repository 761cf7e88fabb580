import { createContext, useContext, useEffect } from 'react';

/** Where a page's title goes: the root route makes it the document title, with the count and the site name. */
export const PageTitleContext = createContext<(title: string) => void>(() => {});

/** Names the page on screen. */
export function usePageTitle(title: string): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => setTitle(title), [title, setTitle]);
}
