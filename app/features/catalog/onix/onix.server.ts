/** The products of the ONIX feed, from the catalog: every format of a published book or proceedings volume. */
import { sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import { ipxUrl } from '#app/ui/ipx-url.ts';
import type { OnixProduct } from './onix.ts';
import { normalizeAccessibility, pdfAccessibilityMetadata, type PdfAccessibilityFacts } from '#app/features/scholarly/api.ts';
import { rowsOf } from '#app/lib/db/rows.ts';

/** At most this many products in one message (the whole demo is a few dozen; a feed of a big list is paged by work). */
export const MAX_ONIX_PRODUCTS = 20_000;

/** A PDF-only ebook's accessibility: what its PDF stated when uploaded (the work page's words), null when nothing read it. */
function pdfAccessibility(r: Record<string, unknown>) {
  const facts = r.file_kind === 'pdf' ? (r.pdf_accessibility as PdfAccessibilityFacts | null) : null;
  return facts ? pdfAccessibilityMetadata(facts) : null;
}

export async function onixProducts(db: Db, appUrl: string, workSlug?: string): Promise<OnixProduct[]> {
  const result = await db.execute(sql`
    select f.slug as format_slug, f.kind, f.isbn, f.price_brl, f.price_usd, f.stock, f.pdf_accessibility, case when f.epub_file is not null then 'epub' when f.pdf_file is not null then 'pdf' end as file_kind, f.height_mm, f.width_mm, f.depth_mm, f.weight_grams,
      p.slug as work_slug, p.type, p.title_pt, p.title_en, p.subtitle_pt, p.subtitle_en, p.abstract_pt, p.abstract_en,
      p.keywords_pt, p.keywords_en, p.contributors, p.language, p.edition, p.pages, p.cover, p.published_on, p.license, p.open_access,
      c.name_pt as collection,
      coalesce((select array_agg(s.name_pt order by s.id) from publication_subjects ps join subjects s on s.id = ps.subject_id where ps.publication_id = p.id), '{}') as subjects,
      (select e.metadata -> 'accessibility' from reader_editions e where e.publication_id = p.id and e.current) as accessibility
    from formats f join publications p on p.id = f.publication_id
      left join collections c on c.id = p.collection_id
    where p.status = 'published' and p.type in ('book', 'proceedings') ${workSlug ? sql`and p.slug = ${workSlug}` : sql``}
    order by p.published_on desc nulls last, p.id, f.kind desc, f.id
    limit ${MAX_ONIX_PRODUCTS}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => {
    // The title in the work's own language; the other language's when that one is missing.
    const english = r.language === 'en' ? r.title_en || !r.title_pt : !r.title_pt;
    return {
      formatSlug: r.format_slug as string,
      kind: r.kind as 'print' | 'ebook',
      isbn: (r.isbn as string | null) ?? null,
      workSlug: r.work_slug as string,
      workType: r.type === 'proceedings' ? 'proceedings' : 'book',
      title: ((english ? r.title_en : r.title_pt) as string | null) ?? '',
      subtitle: ((english ? r.subtitle_en : r.subtitle_pt) as string | null) ?? null,
      contributors: r.contributors as Contributor[],
      language: r.language as string,
      edition: r.edition as number,
      pages: (r.pages as number | null) ?? null,
      keywords: (english ? r.keywords_en : r.keywords_pt) as string[],
      subjects: r.subjects as string[],
      description: ((english ? r.abstract_en : r.abstract_pt) as string | null) || ((english ? r.abstract_pt : r.abstract_en) as string | null) || null,
      coverUrl: r.cover ? appUrl + ipxUrl(`/${r.cover as string}`, { w: 1200, f: 'jpeg' }) : null,
      publishedOn: (r.published_on as string | null) ?? null,
      license: (r.license as string | null) ?? null,
      openAccess: Boolean(r.open_access),
      priceBrl: (r.price_brl as number | null) ?? null,
      priceUsd: (r.price_usd as number | null) ?? null,
      stock: (r.stock as number | null) ?? null,
      fileKind: (r.file_kind as 'epub' | 'pdf' | null) ?? null,
      size: {
        heightMm: (r.height_mm as number | null) ?? null,
        widthMm: (r.width_mm as number | null) ?? null,
        depthMm: (r.depth_mm as number | null) ?? null,
        weightGrams: (r.weight_grams as number | null) ?? null,
      },
      collection: (r.collection as string | null) ?? null,
      accessibility: r.kind !== 'ebook' ? null : r.file_kind === 'epub' ? normalizeAccessibility(r.accessibility) : pdfAccessibility(r),
    };
  });
}
