import { useId } from 'react';
import { buttonClass } from '#app/ui/button.tsx';
import type { CitationSegment, CitationView } from '#app/features/scholarly/api.ts';

function Reference({ segments }: { segments: CitationSegment[] }) {
  return segments.map((s, i) => (s.strong ? <strong key={i}>{s.text}</strong> : s.em ? <em key={i}>{s.text}</em> : s.text));
}

/**
 * "How to cite": the reference in ABNT and APA, and the BibTeX / RIS downloads. The loader writes
 * it all (citationView): the formatters and their words never reach the browser.
 */
export function HowToCite({ view, headingLevel = 2 }: { view: CitationView; headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const link = buttonClass('secondary');
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-line pt-6">
      <Heading id={headingId} className="font-serif text-2xl font-semibold text-ink">
        {view.text.heading}
      </Heading>
      <dl className="mt-4 space-y-5">
        <div>
          <dt className="text-sm font-semibold text-muted">{view.text.abnt}</dt>
          <dd className="mt-1 leading-relaxed text-ink wrap-anywhere">
            <Reference segments={view.abnt} />
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{view.text.apa}</dt>
          <dd className="mt-1 leading-relaxed text-ink wrap-anywhere">
            <Reference segments={view.apa} />
          </dd>
        </div>
      </dl>
      <p className="mt-5 text-sm text-muted">{view.text.export}</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        <li>
          <a href={view.bibtex} className={link} title={view.text.bibtexTitle} download>
            BibTeX
          </a>
        </li>
        <li>
          <a href={view.ris} className={link} title={view.text.risTitle} download>
            RIS
          </a>
        </li>
      </ul>
    </section>
  );
}
