import type { AccessibilitySummaryView } from '../accessibility-summary.server.ts';

/** A book's accessibility, as the loader put it in words (accessibility-summary.server.ts). */
export function AccessibilitySummary({ summary }: { summary: AccessibilitySummaryView }) {
  return (
    <section aria-labelledby="accessibility-title" className="rounded-md border border-line bg-surface p-5">
      <h2 id="accessibility-title" className="font-semibold">
        {summary.title}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {summary.rows.map((row) => (
          <div key={row.term}>
            <dt className="font-semibold">{row.term}</dt>
            <dd lang={row.lang}>{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
