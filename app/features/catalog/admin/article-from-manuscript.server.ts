/**
 * An accepted manuscript becomes an article of one of its journal's issues (issue 51 item 7):
 * editorial hands over its record (titles, abstracts, keywords, authors with affiliations, ORCID
 * iDs and CRediT roles, funding) and nothing is typed again. The catalog owns its articles, so it
 * writes the row; the article goes last in the issue's contents.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { articles, journalIssues, type Contributor, type Funding } from '#app/lib/db/schema.ts';
import { audit, workPartsChanged } from './changes.server.ts';

export interface ManuscriptRecord {
  titlePt: string;
  titleEn: string;
  abstractPt: string;
  abstractEn: string;
  keywordsPt: string[];
  keywordsEn: string[];
  language: string;
  contributors: Contributor[];
  funding: Funding[];
}

export type ArticleFromManuscript = { ok: true; articleId: number; issueId: number } | { ok: false; reason: 'issueNotFound' };

/** Adds the article to the issue, which must be one of this journal's. */
export async function articleFromManuscript(
  db: Db,
  input: { actorId: string; journalId: number; issueId: number; record: ManuscriptRecord },
): Promise<ArticleFromManuscript> {
  const { record } = input;
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .select({ id: journalIssues.id })
      .from(journalIssues)
      .where(and(eq(journalIssues.id, input.issueId), eq(journalIssues.journalId, input.journalId)))
      .for('update');
    if (!issue) return { ok: false, reason: 'issueNotFound' } as const;
    const [created] = await tx
      .insert(articles)
      .values({
        issueId: issue.id,
        position: sql`(select coalesce(max(position), 0) + 1 from articles where issue_id = ${issue.id})`,
        titlePt: record.titlePt || null,
        titleEn: record.titleEn || null,
        abstractPt: record.abstractPt || null,
        abstractEn: record.abstractEn || null,
        keywordsPt: record.keywordsPt,
        keywordsEn: record.keywordsEn,
        language: record.language || 'pt',
        contributors: record.contributors,
        funding: record.funding,
      })
      .returning({ id: articles.id });
    await workPartsChanged(tx, input.journalId);
    await audit(tx, input.actorId, 'article.create', 'publication', input.journalId, { issueId: issue.id, articleId: created!.id, from: 'manuscript' });
    return { ok: true, articleId: created!.id, issueId: issue.id } as const;
  });
}
