import { useId } from 'react';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { citationMessages } from '../citation-messages.ts';
import type { CitableWork } from '../citation-types.ts';
import { formatAbnt, formatApa, type CitationSegment } from '../citation.ts';
import { citeExportPath } from '../cite-links.ts';

export type HowToCiteWork = CitableWork & { exportKind: 'book' | 'chapter' | 'article' | 'paper'; exportId: number };

function Reference({ segments }: { segments: CitationSegment[] }) {
  return segments.map((s, i) => (s.strong ? <strong key={i}>{s.text}</strong> : s.em ? <em key={i}>{s.text}</em> : s.text));
}

/**
 * "How to cite": the reference in ABNT and APA, and the BibTeX / RIS downloads. Plain server-rendered
 * markup (no client library): the references are small pure functions.
 */
export function HowToCite({ work, headingLevel = 2 }: { work: HowToCiteWork; headingLevel?: 2 | 3 }) {
  const t = useT(citationMessages);
  const locale = useLocale();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const link = buttonClass('secondary');
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-line pt-6">
      <Heading id={headingId} className="font-serif text-2xl font-semibold text-ink">
        {t('heading')}
      </Heading>
      <dl className="mt-4 space-y-5">
        <div>
          <dt className="text-sm font-semibold text-muted">{t('abnt')}</dt>
          {/* "Acesso em" is today's date: the server's and the browser's day may differ at midnight. */}
          <dd className="mt-1 leading-relaxed text-ink wrap-anywhere" suppressHydrationWarning>
            <Reference segments={formatAbnt(work, locale)} />
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t('apa')}</dt>
          <dd className="mt-1 leading-relaxed text-ink wrap-anywhere">
            <Reference segments={formatApa(work)} />
          </dd>
        </div>
      </dl>
      <p className="mt-5 text-sm text-muted">{t('export')}</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        <li>
          <a href={citeExportPath(work.exportKind, work.exportId, 'bibtex', locale)} className={link} title={t('bibtexTitle')} download>
            BibTeX
          </a>
        </li>
        <li>
          <a href={citeExportPath(work.exportKind, work.exportId, 'ris', locale)} className={link} title={t('risTitle')} download>
            RIS
          </a>
        </li>
      </ul>
    </section>
  );
}
