import type { ReactNode } from 'react';

/** The frame of the sign-in, sign-up and recovery pages. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{title}</h1>
      {lead ? <p className="mt-3 text-muted">{lead}</p> : null}
      <div className="mt-8 rounded-lg border border-line bg-surface p-6">{children}</div>
      {footer ? <div className="mt-6 text-center">{footer}</div> : null}
    </div>
  );
}
