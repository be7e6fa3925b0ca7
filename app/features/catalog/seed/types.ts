/**
 * The shape of the demo catalog's data modules (books.ts, journals.ts, proceedings.ts). Text people
 * read comes per language; a work may leave one language out. Prices are cents.
 */
import type { Contributor, Funding } from '#app/lib/db/schema.ts';

export interface BilingualText {
  titlePt?: string;
  titleEn?: string;
  abstractPt?: string;
  abstractEn?: string;
  keywordsPt?: string[];
  keywordsEn?: string[];
}

/** A chapter's, paper's or article's texts in its own language, when that is neither Portuguese nor English (decision 0020). */
export interface OriginalText {
  titleOriginal?: string;
  abstractOriginal?: string;
  keywordsOriginal?: string[];
}

export interface SubjectSeed {
  slug: string;
  namePt: string;
  nameEn: string;
  /** Cover background of works outside a collection whose first subject this is. */
  color: string;
}

export interface CollectionSeed extends SubjectSeed {
  descriptionPt: string;
  descriptionEn: string;
}

export interface PrintFormatSeed {
  kind: 'print';
  isbn: string;
  priceBrl: number;
  priceUsd: number;
  stock: number;
  weightGrams: number;
  widthMm: number;
  heightMm: number;
  depthMm: number;
}

export interface EbookFormatSeed {
  kind: 'ebook';
  isbn: string;
  /** 0 when the work is open access. */
  priceBrl: number;
  priceUsd: number;
}

export type FormatSeed = PrintFormatSeed | EbookFormatSeed;

/** A book chapter or a proceedings paper (both are `chapters` rows). */
export interface ChapterSeed extends BilingualText, OriginalText {
  contributors: Contributor[];
  firstPage: number;
  lastPage: number;
  doi?: string;
}

export interface WorkSeed extends BilingualText {
  slug: string;
  subtitlePt?: string;
  subtitleEn?: string;
  contributors: Contributor[];
  language: 'pt' | 'en' | 'es';
  collection?: string;
  subjects: string[];
  publishedOn: string;
  edition: number;
  pages: number;
  doi?: string;
  license: 'CC-BY-4.0' | 'CC-BY-NC-4.0' | null;
  openAccess: boolean;
  chapters: ChapterSeed[];
  formats: FormatSeed[];
}

export interface ArticleSeed extends BilingualText, OriginalText {
  contributors: Contributor[];
  language: 'pt' | 'en' | 'es';
  firstPage: number;
  lastPage: number;
  doi: string;
  /** Its translation's own DOI (the journal's translationDois on), when its text has a translation in app/seed/content. */
  doiTranslation?: string;
  /** Funders (deposited to Crossref), where the article names them; its references are its text's. */
  funding?: Funding[];
}

export interface IssueSeed {
  volume: number;
  number: number;
  year: number;
  publishedOn: string;
  titlePt?: string;
  titleEn?: string;
  articles: ArticleSeed[];
}

export interface JournalSeed extends Omit<WorkSeed, 'chapters' | 'formats' | 'pages' | 'edition' | 'collection'> {
  issn: string;
  eissn: string;
  team: { name: string; role: 'editor' | 'assistant-editor' | 'reviewer'; affiliation?: string; orcid?: string }[];
  guidelinesPt: string;
  guidelinesEn: string;
  callForPapersOpen: boolean;
  /** Translations get their own DOI. */
  translationDois?: boolean;
  submissionUrl: string;
  color: string;
  issues: IssueSeed[];
}

export interface EventSeed {
  slug: string;
  namePt: string;
  nameEn: string;
  startsOn: string;
  endsOn: string;
  place: string;
  aboutPt: string;
  aboutEn: string;
}

export interface ProceedingsSeed extends WorkSeed {
  event: EventSeed;
  volume: number;
  seriesIssn?: string;
}
