import type { BookView } from '../book-view.server.ts';

/** Credits grouped by role, each name with its ORCID link when known. */
export function ContributorList({ groups }: { groups: BookView['contributors'] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      {groups.map(({ role, people }) => (
        <div key={role} className="contents">
          <dt className="font-medium text-muted">{role}</dt>
          <dd>
            <ul className="flex flex-wrap gap-x-1">
              {people.map((person, i) => (
                <li key={i}>
                  {person.name}
                  {person.orcid ? (
                    <a href={person.orcid.href} className="ml-1 inline-flex items-center rounded-sm px-1 text-sm font-semibold text-brand underline">
                      iD<span className="sr-only"> {person.orcid.label}</span>
                    </a>
                  ) : null}
                  {person.affiliation ? <span className="text-sm text-muted"> ({person.affiliation})</span> : null}
                  {i < people.length - 1 ? <span aria-hidden="true">;</span> : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
