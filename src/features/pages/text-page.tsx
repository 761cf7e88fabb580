import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { Settings } from '../../../common/api/settings';
import { settingsAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';

/** A page of running text (terms, privacy, FAQ …): the page's frame, at a width that reads well. */
export function TextPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame title={title}>
      <div className="text-page">{children}</div>
    </PageFrame>
  );
}

/** A page whose text states facts of the settings (the site's name, prices, days …): drawn once they are on the device. */
export function SettingsTextPage({ title, children }: { title: string; children: (settings: Settings) => ReactNode }) {
  const settings = useAtomValue(settingsAtom);
  return <TextPage title={title}>{settings ? children(settings) : <NeedsConnection />}</TextPage>;
}

export function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** In place of a page whose facts (settings, company details) never reached this device: a first visit offline. */
export function NeedsConnection() {
  return <p className="page-note"><Trans>This page needs an internet connection the first time you open it. Please try again when you are online.</Trans></p>;
}

/** One question of the FAQ: closed until asked for, so the page reads as a list of questions. */
export function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="question">
      <summary>{question}</summary>
      {children}
    </details>
  );
}
