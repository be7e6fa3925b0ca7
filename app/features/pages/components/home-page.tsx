import type { ReactNode } from 'react';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { shellMessages } from '#app/i18n/shell-messages.ts';
import { pick } from '#app/lib/localized.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { RichText } from '#app/ui/rich-text.tsx';
import type { homePage } from '../content/home.server.ts';
import { pagesMessages } from '../messages.ts';

interface HomePageProps {
  page: (typeof homePage)['pt'];
  calls: { slug: string; titlePt: string | null; titleEn: string | null }[];
  /** The latest releases, drawn by the catalog (null when there are none). */
  releases: ReactNode;
  newsletter: ReactNode;
}

/** The home page: who we are, the latest releases, the open calls, the newsletter. */
export function HomePage({ page, calls, releases, newsletter }: HomePageProps) {
  const t = useT(pagesMessages);
  const locale = useLocale();
  const shell = useT(shellMessages);
  return (
    <>
      <section className="border-b border-line bg-brand-soft">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{shell('tagline')}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold tracking-tight sm:text-6xl">{page.title}</h1>
          <p className="mt-6 max-w-2xl text-xl">
            <RichText text={page.lead} />
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/about-us" className={buttonClass('primary')}>
              {t('homeAboutLink')}
            </Link>
            <Link to="/contact" className={buttonClass('secondary')}>
              {t('homeContactLink')}
            </Link>
          </div>
        </div>
      </section>

      {releases ? (
        <section aria-labelledby="releases-title" className="mx-auto max-w-6xl px-4 pt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="releases-title" className="font-serif text-3xl font-semibold">
              {t('homeReleases')}
            </h2>
            <Link to="/catalog" className="inline-flex min-h-11 items-center font-medium text-brand underline">
              {t('homeCatalogLink')}
            </Link>
          </div>
          <div className="mt-6">{releases}</div>
        </section>
      ) : null}

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-2">
        {page.sections.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-title`} className="rounded-lg border border-line bg-surface p-6">
            <h2 id={`${section.id}-title`} className="font-serif text-2xl font-semibold">
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 [&_a]:text-brand [&_a]:underline">
              {section.blocks.map((block, i) =>
                block.type === 'p' ? (
                  <p key={i}>
                    <RichText text={block.text} />
                  </p>
                ) : null,
              )}
            </div>
          </section>
        ))}
      </div>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-12 md:grid-cols-2">
        <section aria-labelledby="highlight-title" className="rounded-lg bg-ink p-8 text-page">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-80">{t('homeHighlights')}</p>
          <h2 id="highlight-title" className="mt-2 font-serif text-3xl font-semibold">
            {t('homeOpenCallTitle')}
          </h2>
          <p className="mt-3">{t('homeOpenCallText')}</p>
          <Link to="/fundamentals" className="mt-6 inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
            {t('homeOpenCallLink')}
          </Link>
          {calls.length ? (
            <>
              <h3 className="mt-6 font-semibold">{t('homeJournalCalls')}</h3>
              <ul className="mt-2 space-y-1">
                {calls.map((call) => (
                  <li key={call.slug}>
                    <Link to={`/journal/${call.slug}/submission`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                      {pick(call, 'title', locale)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <section className="rounded-lg border border-line bg-surface p-8">
          <p className="mb-3 text-muted">{t('homeNewsletterText')}</p>
          {newsletter}
        </section>
      </div>
    </>
  );
}
