import type { Route } from './+types/cite';
import { isCitableKind, loadCitable } from '#app/features/catalog/api.server.ts';
import { bibtexKey, toBibtex, toRis } from '#app/features/scholarly/api.ts';
import { isCiteFormat } from '#app/features/scholarly/api.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

const types = {
  bibtex: { type: 'application/x-bibtex; charset=utf-8', extension: 'bib', render: toBibtex },
  ris: { type: 'application/x-research-info-systems; charset=utf-8', extension: 'ris', render: toRis },
};

/** A work's reference as a BibTeX or RIS download: /cite/book/12/bibtex, /cite/article/7/ris?lang=en. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { kind, id, format } = params;
  if (!isCitableKind(kind) || !/^[1-9]\d{0,9}$/.test(id) || !isCiteFormat(format)) throw notFound();
  const locale = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'pt';
  const work = await loadCitable(db(), kind, Number(id), locale, config().appUrl);
  if (!work) throw notFound();
  const { type, extension, render } = types[format];
  return new Response(render(work), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${bibtexKey(work)}.${extension}"`,
      'Cache-Control': 'public, max-age=3600',
      'X-Robots-Tag': 'noindex',
    },
  });
}
