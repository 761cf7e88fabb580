import type { ReactNode } from 'react';

/** A count or status badge beside a navigation item; `children` tell screen readers what it counts. */
export function Badge({ text, tone = 'accent', children }: { text: string | null; tone?: 'accent' | 'warning' | 'danger'; children: ReactNode }) {
  if (text === null) return null;
  return (
    <span className={`badge badge-${tone}`}>
      {text}
      <span className="visually-hidden"> {children}</span>
    </span>
  );
}
