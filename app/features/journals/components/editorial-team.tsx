import { useT } from '#app/i18n/messages.ts';
import { orcidId, orcidUrl } from '#app/features/scholarly/api.ts';
import { journalPageMessages } from '../page-messages.ts';

type Member = { name: string; role: 'editor' | 'assistant-editor' | 'reviewer'; affiliation?: string; orcid?: string };

const roles = [
  { role: 'editor', key: 'roleEditor' },
  { role: 'assistant-editor', key: 'roleAssistantEditor' },
  { role: 'reviewer', key: 'roleReviewer' },
] as const;

/** The team grouped by role, in the order the journal lists them. */
export function EditorialTeam({ team }: { team: Member[] }) {
  const t = useT(journalPageMessages);
  if (!team.length) return <p className="mt-3 text-muted">{t('teamEmpty')}</p>;
  return (
    <div className="mt-4 space-y-6">
      {roles.map(({ role, key }) => {
        const members = team.filter((m) => m.role === role);
        if (!members.length) return null;
        return (
          <section key={role} aria-labelledby={`team-${role}`}>
            <h3 id={`team-${role}`} className="text-sm font-semibold tracking-wide text-muted uppercase">
              {t(key)}
            </h3>
            <ul className="mt-2 grid gap-3 sm:grid-cols-2">
              {members.map((m) => (
                <li key={m.name}>
                  <span className="font-semibold">{m.name}</span>
                  {m.affiliation ? <span className="block text-muted">{m.affiliation}</span> : null}
                  {m.orcid ? (
                    <a href={orcidUrl(m.orcid)} className="text-sm text-brand underline" rel="noopener">
                      <span className="sr-only">{t('orcidOf', { name: m.name })}: </span>
                      {orcidUrl(orcidId(m.orcid))}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
