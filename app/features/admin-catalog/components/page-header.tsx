import type { ReactNode } from 'react';
import { Link } from '#app/ui/link.tsx';

/** A catalog page's heading: a way back up, the h1, and a line about what is edited. */
export function PageHeader({ back, title, children }: { back?: { to: string; label: string }; title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      {back ? (
        <p className="mb-2">
          <Link to={back.to} className="text-brand underline">
            ← {back.label}
          </Link>
        </p>
      ) : null}
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      {children ? <div className="mt-1 text-muted">{children}</div> : null}
    </header>
  );
}
