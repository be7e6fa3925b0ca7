/**
 * The columns every query about works starts from, declared once: a work's identity and names
 * (with its summary and keywords when a page describes it). Queries spread them and add their own.
 */
import { publications } from '#app/lib/db/schema.ts';

/** Which work, and its title and subtitle in both languages. */
export const workTitleColumns = {
  id: publications.id,
  slug: publications.slug,
  titlePt: publications.titlePt,
  titleEn: publications.titleEn,
  subtitlePt: publications.subtitlePt,
  subtitleEn: publications.subtitleEn,
};

/** The above with its kind and its people: enough to name and credit a work anywhere. */
export const workNameColumns = { ...workTitleColumns, type: publications.type, contributors: publications.contributors };

/** What a page describing the work adds: its summary and keywords in both languages. */
export const workDescriptionColumns = {
  abstractPt: publications.abstractPt,
  abstractEn: publications.abstractEn,
  keywordsPt: publications.keywordsPt,
  keywordsEn: publications.keywordsEn,
};
