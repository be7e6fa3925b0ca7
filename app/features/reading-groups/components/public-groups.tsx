import { Link } from '#app/ui/link.tsx';

/** A work's open public groups, on its page, for a reader who may read it (`publicGroupsOnWorkPage` writes the heading). */
export function PublicGroups({ title, groups }: { title: string; groups: { id: number; name: string }[] }) {
  return (
    <section aria-labelledby="public-groups" className="mt-4">
      <h3 id="public-groups" className="font-semibold">
        {title}
      </h3>
      <ul className="mt-1 flex flex-col gap-1">
        {groups.map((group) => (
          <li key={group.id}>
            <Link to={`/groups/${group.id}`} className="inline-flex min-h-11 items-center text-brand underline">
              {group.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
