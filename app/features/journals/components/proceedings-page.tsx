import type { ReactNode } from 'react';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { fullName, joinNames } from '#app/features/scholarly/api.ts';
import { langAttr, paragraphs, pickWithLang } from '#app/features/scholarly/api.ts';
import { doiUrl, formatDateRange } from '#app/features/scholarly/api.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Image } from '#app/ui/image.tsx';
import { proceedingsEditors } from '../citable.ts';
import { journalMessages } from '../messages.ts';
import { journalPageMessages } from '../page-messages.ts';
import type { proceedingsPage } from '../pages.server.ts';
import { IssueToc } from './issue.tsx';

type ProceedingsPageData = Awaited<ReturnType<typeof proceedingsPage>>;

/**
 * A proceedings volume: its event, editors and papers, and the whole volume to read online or
 * download. The route composes `readOnline` (the reader's way in, when the volume has an edition),
 * `accessibility` (what its files say of themselves), `accessibleVersion` (the way to ask for
 * one, beside its formats) and `librarians` (its MARC records).
 */
export function ProceedingsPage({
  proceedings: p,
  papers,
  pdfPath,
  epubPath,
  readOnline = null,
  accessibility = null,
  accessibleVersion = null,
  librarians = null,
}: ProceedingsPageData & { readOnline?: ReactNode; accessibility?: ReactNode; accessibleVersion?: ReactNode; librarians?: ReactNode }) {
  const t = useT(journalMessages);
  const tp = useT(journalPageMessages);
  const locale = useLocale();
  const title = pickWithLang(p, 'title', locale);
  const subtitle = pickWithLang(p, 'subtitle', locale);
  const about = pickWithLang(p, 'abstract', locale);
  const event = p.event;
  const eventName = event ? pickWithLang({ namePt: event.namePt, nameEn: event.nameEn }, 'name', locale) : null;
  const eventAbout = event ? pickWithLang({ aboutPt: event.aboutPt, aboutEn: event.aboutEn }, 'about', locale) : null;
  const editors = proceedingsEditors(p.contributors);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-col gap-8 sm:flex-row sm:items-start">
        {p.cover && p.coverWidth && p.coverHeight ? (
          <Image
            src={`/${p.cover}`}
            alt=""
            width={p.coverWidth}
            height={p.coverHeight}
            sizes="12rem"
            priority
            className="h-auto w-48 shrink-0 rounded-sm border border-line shadow-sm"
          />
        ) : null}
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">
            {tp('proceedingsKind')}
            {p.volume ? ` · ${tp('volumeLabel', { volume: p.volume })}` : ''}
          </p>
          <h1 lang={langAttr(title.lang, locale)} className="mt-2 font-serif text-4xl font-semibold tracking-tight">
            {title.text}
          </h1>
          {subtitle.text ? (
            <p lang={langAttr(subtitle.lang, locale)} className="mt-2 text-xl text-muted">
              {subtitle.text}
            </p>
          ) : null}
          {editors.length ? (
            <p className="mt-4">
              <span className="font-semibold">{tp('editors')}:</span> {joinNames(editors.map(fullName), locale)}
            </p>
          ) : null}
          {p.publishedOn ? <p className="mt-1 text-muted">{t('publishedOn', { date: formatDate(p.publishedOn, locale) })}</p> : null}
        </div>
      </div>

      {readOnline || epubPath || pdfPath ? (
        <section aria-labelledby="whole-volume-title" className="mt-8 flex max-w-3xl flex-col gap-4 rounded-lg border-2 border-brand bg-brand-soft p-5">
          <div>
            <h2 id="whole-volume-title" className="font-semibold">
              {tp('wholeVolume')}
            </h2>
            <p className="mt-1">{tp('wholeVolumeText')}</p>
          </div>
          {readOnline}
          {epubPath || pdfPath ? (
            <div className="flex flex-wrap gap-3">
              {epubPath ? (
                <a href={epubPath} className={buttonClass('primary')} download>
                  {tp('downloadVolumeEpub')}
                </a>
              ) : null}
              {pdfPath ? (
                <a href={pdfPath} className={buttonClass('primary')} download>
                  {tp('downloadVolumePdf')}
                </a>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}
      {accessibleVersion ? <div className="mt-4 max-w-3xl">{accessibleVersion}</div> : null}

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          {about.text ? (
            <section aria-labelledby="volume-title">
              <h2 id="volume-title" className="font-serif text-2xl font-semibold">
                {tp('aboutVolume')}
              </h2>
              <div lang={langAttr(about.lang, locale)} className="mt-3 max-w-3xl space-y-3 text-lg leading-relaxed">
                {paragraphs(about.text).map((para, i) => (
                  <p key={i}>{para}</p>
                ))}
              </div>
            </section>
          ) : null}
          <section aria-labelledby="papers-title">
            <h2 id="papers-title" className="font-serif text-2xl font-semibold">
              {tp('papers')}
            </h2>
            <div className="mt-4">
              <IssueToc basePath={`/proceedings/${p.slug}/paper`} entries={papers} empty={tp('noPapers')} language={p.language} />
            </div>
          </section>
        </div>
        <div className="space-y-8">
          {event && eventName ? (
            <section aria-labelledby="event-title" className="rounded-md border border-line bg-surface p-5">
              <h2 id="event-title" className="font-semibold">
                {tp('aboutEvent')}
              </h2>
              <p lang={langAttr(eventName.lang, locale)} className="mt-2 font-serif text-lg font-semibold">
                {eventName.text}
              </p>
              <dl className="mt-3 space-y-2 text-sm">
                <div>
                  <dt className="font-semibold">{tp('eventDates')}</dt>
                  <dd>{formatDateRange(event.startsOn, event.endsOn, locale)}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{tp('eventPlace')}</dt>
                  <dd>{event.place}</dd>
                </div>
              </dl>
              {eventAbout?.text ? (
                <div lang={langAttr(eventAbout.lang, locale)} className="mt-3 space-y-2">
                  {paragraphs(eventAbout.text).map((para, i) => (
                    <p key={i}>{para}</p>
                  ))}
                </div>
              ) : null}
            </section>
          ) : null}
          {p.isbn || p.seriesIssn || p.doi || p.license ? (
            <section aria-labelledby="identifiers-title" className="rounded-md border border-line bg-surface p-5">
              <h2 id="identifiers-title" className="font-semibold">
                {tp('identifiers')}
              </h2>
              <dl className="mt-3 space-y-2 text-sm">
                {p.isbn ? (
                  <div>
                    <dt className="font-semibold">ISBN</dt>
                    <dd>{p.isbn}</dd>
                  </div>
                ) : null}
                {p.seriesIssn ? (
                  <div>
                    <dt className="font-semibold">{tp('seriesIssn')}</dt>
                    <dd>{p.seriesIssn}</dd>
                  </div>
                ) : null}
                {p.doi ? (
                  <div>
                    <dt className="font-semibold">{tp('doi')}</dt>
                    <dd>
                      <a href={doiUrl(p.doi)} className="break-all text-brand underline">
                        {doiUrl(p.doi)}
                      </a>
                    </dd>
                  </div>
                ) : null}
                {p.license ? (
                  <div>
                    <dt className="font-semibold">{tp('license')}</dt>
                    <dd>
                      <a href={licenseUrl(p.license)} className="text-brand underline" rel="license">
                        {p.license.replace(/-/g, ' ')}
                      </a>
                      {p.openAccess ? ` · ${tp('openAccess')}` : ''}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </section>
          ) : null}
          {accessibility}
        </div>
      </div>
      {librarians}
    </div>
  );
}
