import { useT } from '#app/i18n/messages.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import { fullName } from '#app/lib/scholarly/contributors.ts';
import { workMessages } from '../work-messages.ts';

const ROLES: Contributor['role'][] = ['author', 'organizer', 'editor', 'translator'];

/** Credits grouped by role, each name with its ORCID link when known. */
export function ContributorList({ contributors }: { contributors: Contributor[] }) {
  const t = useT(workMessages);
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      {ROLES.map((role) => {
        const people = contributors.filter((c) => c.role === role);
        if (!people.length) return null;
        return (
          <div key={role} className="contents">
            <dt className="font-medium text-muted">{t(`role.${role}`)}</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-1">
                {people.map((person, i) => (
                  <li key={i}>
                    {fullName(person)}
                    {person.orcid ? (
                      <a href={`https://orcid.org/${person.orcid}`} className="ml-1 inline-flex items-center rounded-sm px-1 text-sm font-semibold text-brand underline">
                        iD<span className="sr-only"> {t('orcid', { name: fullName(person) })}</span>
                      </a>
                    ) : null}
                    {person.affiliation ? <span className="text-sm text-muted"> ({person.affiliation})</span> : null}
                    {i < people.length - 1 ? <span aria-hidden="true">;</span> : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
