import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
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

/** The one line that says what a page will hold while its feature is still being built. */
export function PageNote({ children }: { children: ReactNode }) {
  return <p className="page-note">{children}</p>;
}

/** A page whose feature comes with a later issue: its real frame and one line on what it will hold. */
export function PendingPage({ title, note }: { title: MessageDescriptor; note: MessageDescriptor }) {
  const { _ } = useLingui();
  return (
    <PageFrame title={_(title)}>
      <PageNote>{_(note)}</PageNote>
    </PageFrame>
  );
}
