/**
 * What an accepted manuscript carries into its article (issue 51 item 7), as plain rules: its
 * titles, abstracts and keywords; each author as a contributor (given and family names split as
 * Brazilian and Portuguese names are, particles with the family name), with affiliation, ORCID iD
 * and CRediT roles; the funding as typed. Nothing is typed again.
 */
import type { SubmissionMetadata } from '#app/lib/db/schema.ts';

/** Particles that belong to the family name: "Maria da Silva" is Maria / da Silva. */
const PARTICLES = new Set(['da', 'das', 'de', 'del', 'della', 'di', 'do', 'dos', 'du', 'e', 'van', 'von', 'y']);

export function splitName(full: string): { given: string; family: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { given: words[0] ?? '', family: '' };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1]!.toLowerCase())) start--;
  return { given: words.slice(0, start).join(' '), family: words.slice(start).join(' ') };
}

export interface ArticleRecordInput {
  titlePt: string;
  titleEn: string;
  abstractPt: string;
  abstractEn: string;
  keywordsPt: string[];
  keywordsEn: string[];
  language: string;
  contributors: { given: string; family: string; role: 'author'; orcid?: string; affiliation?: string; credit?: string[] }[];
  funding: { funder: string }[];
}

export function articleRecordOf(metadata: Partial<SubmissionMetadata>, language: string): ArticleRecordInput {
  return {
    titlePt: metadata.titlePt ?? '',
    titleEn: metadata.titleEn ?? '',
    abstractPt: metadata.abstractPt ?? '',
    abstractEn: metadata.abstractEn ?? '',
    keywordsPt: metadata.keywordsPt ?? [],
    keywordsEn: metadata.keywordsEn ?? [],
    language: language || 'pt',
    contributors: (metadata.authors ?? []).map((author) => ({
      ...splitName(author.name),
      role: 'author' as const,
      ...(author.orcid ? { orcid: author.orcid } : {}),
      ...(author.affiliation ? { affiliation: author.affiliation } : {}),
      ...(author.credit?.length ? { credit: author.credit } : {}),
    })),
    funding: metadata.funding?.trim() ? [{ funder: metadata.funding.trim() }] : [],
  };
}
