import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { publicGroupsMessages } from '../public-groups-messages.ts';

/** A work's open public groups, on its page, for a reader who may read it. */
export function PublicGroups({ groups }: { groups: { id: number; name: string; description: string }[] }) {
  const t = useT(publicGroupsMessages);
  if (!groups.length) return null;
  return (
    <section aria-labelledby="public-groups" className="mt-4">
      <h3 id="public-groups" className="font-semibold">
        {t('publicGroups')}
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
