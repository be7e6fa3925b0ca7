import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { journalMessages } from '../messages.ts';

/** Whether the journal takes articles now: open (with the way to submit) or closed. */
export function CfpBanner({ slug, open, withLink = true }: { slug: string; open: boolean; withLink?: boolean }) {
  const t = useT(journalMessages);
  return (
    <section aria-labelledby="cfp-title" className={`rounded-md border-l-4 p-5 ${open ? 'border-success bg-success-soft' : 'border-accent bg-surface'}`}>
      <h2 id="cfp-title" className="text-lg font-semibold">
        {open ? t('cfpOpenTitle') : t('cfpClosedTitle')}
      </h2>
      <p className="mt-1">{open ? t('cfpOpenText') : t('cfpClosedText')}</p>
      {open && withLink ? (
        <p className="mt-2">
          <Link to={`/journal/${slug}/submission`} className="font-medium text-brand underline">
            {t('cfpOpenLink')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
