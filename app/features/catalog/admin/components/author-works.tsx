/** The user page's list of the works linked to the account (each links to its catalog page). */
import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { authorsMessages } from '../authors-messages.ts';
import type { AuthorWork } from '../authors.server.ts';
import { adminCatalogMessages } from '../messages.ts';

export function AuthorWorks({ works }: { works: AuthorWork[] }) {
  const t = useT(authorsMessages);
  const tc = useT(adminCatalogMessages);
  return (
    <section aria-labelledby="linked-works" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="linked-works" className="text-xl font-semibold">
        {t('linkedWorks')}
      </h2>
      <p className="mt-1 text-muted">{t('linkedWorksLead')}</p>
      {works.length === 0 ? (
        <p className="mt-3 text-muted">{t('noLinkedWorks')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {works.map((work) => (
            <li key={work.id} className="py-2">
              <Link to={`/admin/catalog/${work.id}`} className="font-medium text-brand underline">
                {work.title || tc('untitled')}
              </Link>
              <span className="block text-sm text-muted">
                {tc(`type.${work.type}`)} · {tc(`status.${work.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
