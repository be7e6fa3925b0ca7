import { Link } from '#app/ui/link.tsx';
import type { MarcLinksWords } from '../marc-links.server.ts';

/** A work's page, for librarians: its MARC records, and the page with every file libraries load (words from `marcLinksWords`). */
export function MarcLinks({ base, words }: { base: string; words: MarcLinksWords }) {
  return (
    <section aria-labelledby="for-librarians" className="mt-12">
      <h2 id="for-librarians" className="font-serif text-2xl font-semibold">
        {words.title}
      </h2>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        <span>{words.workRecords}:</span>
        <a href={`${base}/marc.xml`} download className="text-brand underline">
          {words.marcXml}
        </a>
        <a href={`${base}/marc.mrc`} download className="text-brand underline">
          {words.marcIso}
        </a>
        <Link to="/librarians" className="text-brand underline">
          {words.allFiles}
        </Link>
      </p>
    </section>
  );
}
