/** The account page's "My publications": each linked work with its type and status. */
import type { ReactNode } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { MyPublication } from '../my-publications.server.ts';
import { myPublicationsMessages } from '../my-publications-messages.ts';

/** `readingReport`: what to show under a published book (the page puts its reading-report link there). */
export function MyPublications({ works, readingReport }: { works: MyPublication[]; readingReport: (work: { id: number; title: string }) => ReactNode }) {
  const t = useT(myPublicationsMessages);
  return (
    <section aria-labelledby="my-publications" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="my-publications" className="text-xl font-semibold">
        {t('myPublications')}
      </h2>
      <p className="mt-1 text-muted">{t('myPublicationsLead')}</p>
      <ul className="mt-4 divide-y divide-line">
        {works.map((work) => {
          const title = work.title || t('untitled');
          return (
            <li key={work.id} className="py-3">
              {work.path ? (
                <Link to={work.path} className="font-medium text-brand underline">
                  {title}
                </Link>
              ) : (
                <span className="font-medium">{title}</span>
              )}
              <span className="block text-sm text-muted">
                {t(`type.${work.type}`)} · {t(`status.${work.status}`)}
              </span>
              {/* Published books can be read online, so they have anonymous reading records. */}
              {work.type === 'book' && work.status === 'published' ? readingReport({ id: work.id, title }) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
