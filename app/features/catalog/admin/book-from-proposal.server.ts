/**
 * An accepted book proposal becomes a book project in the catalog (issue 51 item 7): a draft book
 * with the proposal's title, description, keywords, language and authors (with affiliations and
 * ORCID iDs, never e-mails), for the staff to go on with on its admin page. The catalog owns its
 * works, so it writes the row; editorial hands over the record.
 */
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { slugify } from '#app/lib/identifiers.ts';
import { publications } from '#app/lib/db/schema.ts';
import { refreshPublicationIndex } from '../search-index.server.ts';
import { audit } from './changes.server.ts';
import type { ManuscriptRecord } from './article-from-manuscript.server.ts';

/** Makes the draft book in the caller's transaction; its slug is the title's, numbered when taken. */
export async function bookFromProposal(
  tx: Db,
  input: { actorId: string; record: Omit<ManuscriptRecord, 'funding'> },
): Promise<{ workId: number; slug: string }> {
  const { record } = input;
  const base = slugify(record.titlePt || record.titleEn) || 'livro';
  const taken = new Set(
    (
      await tx
        .select({ slug: publications.slug })
        .from(publications)
        .where(and(eq(publications.type, 'book'), like(publications.slug, `${base}%`)))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  const [created] = await tx
    .insert(publications)
    .values({
      type: 'book',
      status: 'draft',
      slug,
      titlePt: record.titlePt || null,
      titleEn: record.titleEn || null,
      abstractPt: record.abstractPt || null,
      abstractEn: record.abstractEn || null,
      keywordsPt: record.keywordsPt,
      keywordsEn: record.keywordsEn,
      language: record.language || 'pt',
      contributors: record.contributors,
    })
    .returning({ id: publications.id });
  await refreshPublicationIndex(tx, created!.id);
  await audit(tx, input.actorId, 'work.create', 'publication', created!.id, { from: 'proposal', status: 'draft' });
  return { workId: created!.id, slug };
}
