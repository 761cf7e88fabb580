import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

/** The frame of every page: its title (also the document title) and its content. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
