/**
 * The demo texts read against the catalog as a careful editor would (issue 53): each source's
 * findings by the rules of content-audit.ts, with what only the catalog knows (the work's date,
 * its blurb, its citation style, its people). The content test fails on any finding;
 * `node scripts/content-audit.ts` lists them all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentDir } from '#app/seed/texts.server.ts';
import { bookSeeds } from './books.ts';
import {
  captionNumbers,
  countWords,
  FICTION,
  firstUnsorted,
  fold,
  matchCitations,
  parseReference,
  proseBlocks,
  proseWords,
  referencesAfter,
  sourceParts,
  wrongAnnouncements,
  yearsAfter,
} from './content-audit.ts';
import { journalSeeds } from './journals.ts';
import { FICTIONAL_INSTITUTIONS, people } from './people.ts';
import { proceedingsSeeds } from './proceedings.ts';

export type CitationStyle = 'abnt' | 'apa';

/** The least running prose (content-audit.ts proseWords) of each kind of text. */
export const PROSE_MINIMUM = { chapter: 1000, article: 2500, paper: 1500 } as const;
export const ABSTRACT_WORDS: [number, number] = [150, 250];
export const REFERENCES_MINIMUM = { chapter: 3, article: 10, paper: 8 } as const;

export interface SourceAudit {
  file: string;
  findings: string[];
}

interface TextRules {
  kind: 'chapter' | 'article' | 'paper';
  year: number;
  style: CitationStyle;
  /** The catalog's short description of this text, which its opening must not repeat. */
  blurbs: string[];
  /** A book chapter's number, which its tables' and figures' captions carry ("Tabela 2.1"). */
  chapterNumber?: number;
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => countWords(s) >= 8);

/** The findings of one source by the rules of its kind. */
export function auditText(markdown: string, rules: TextRules): string[] {
  const findings: string[] = [];
  const { body, notes, references, abstracts } = sourceParts(markdown);
  const prose = proseWords(body);
  if (prose < PROSE_MINIMUM[rules.kind]) findings.push(`${prose} words of running prose (at least ${PROSE_MINIMUM[rules.kind]})`);
  if (references.length < REFERENCES_MINIMUM[rules.kind]) findings.push(`${references.length} references (at least ${REFERENCES_MINIMUM[rules.kind]})`);
  const cited = matchCitations(`${body}\n${notes.join('\n')}`, references);
  for (const reference of cited.uncited) findings.push(`never cited (author and year): ${reference}`);
  for (const citation of cited.unreferenced) findings.push(`cited without a reference: ${citation}`);
  const unsorted = firstUnsorted(references);
  if (unsorted) findings.push(`references out of order: "${unsorted[0].slice(0, 50)}…" before "${unsorted[1].slice(0, 50)}…"`);
  for (const reference of references) {
    const { author, year } = parseReference(reference);
    if (rules.style === 'abnt' && author !== author.toUpperCase()) findings.push(`not ABNT (the author in capitals): ${reference.slice(0, 70)}`);
    if (rules.style === 'apa' && !/\((?:(?:1[5-9]\d\d|20\d\d)[a-z]?|n\.d\.)\)/.test(reference))
      findings.push(`not APA (the year in parentheses after the authors): ${reference.slice(0, 70)}`);
    if (rules.style === 'apa' && author.length > 3 && author === author.toUpperCase() && /[A-Z]{4}/.test(author) && / /.test(author))
      findings.push(`not APA (an author in capitals): ${reference.slice(0, 70)}`);
    if (!year && !/n\.d\.|s\.d\./.test(reference)) findings.push(`no year: ${reference.slice(0, 70)}`);
  }
  for (const reference of referencesAfter(references, rules.year)) findings.push(`cites a work later than itself (${rules.year}): ${reference.slice(0, 80)}`);
  for (const later of yearsAfter(body, rules.year)) findings.push(`a year later than the work (${rules.year}): ${later}`);
  for (const wrong of wrongAnnouncements(body)) findings.push(`announces parts it does not have: ${wrong}`);
  // The fiction is said once: in the colophon of a book, in one note of an article or paper; never in an abstract.
  for (const [language, abstract] of Object.entries(abstracts))
    if (FICTION.test(abstract)) findings.push(`the abstract (${language}) says the work is fictional`);
  const fictionInBody = proseBlocks(body).filter((block) => FICTION.test(block)).length + captionLines(body).filter((line) => FICTION.test(line)).length;
  if (fictionInBody)
    findings.push(`says it is fictional ${fictionInBody} time(s) in the text (the ${rules.kind === 'chapter' ? "book's colophon" : 'one note'} says it)`);
  const fictionNotes = notes.filter((note) => FICTION.test(note)).length;
  if (rules.kind === 'chapter' && fictionNotes) findings.push(`a note says the book is fictional (the colophon says it)`);
  if (rules.kind !== 'chapter' && fictionNotes !== 1) findings.push(`${fictionNotes} notes say the work is fictional (exactly one should)`);
  if (rules.kind !== 'chapter')
    for (const [language, abstract] of Object.entries(abstracts)) {
      const n = countWords(abstract);
      if (n < ABSTRACT_WORDS[0] || n > ABSTRACT_WORDS[1]) findings.push(`abstract (${language}) of ${n} words (${ABSTRACT_WORDS[0]}–${ABSTRACT_WORDS[1]})`);
    }
  if (rules.kind === 'chapter') {
    const opening = proseBlocks(body)[0] ?? '';
    if (/^(este|neste|nesse|this|in this)\s+(capítulo|chapter)\b/i.test(opening)) findings.push(`opens with "${opening.split(/\s+/).slice(0, 2).join(' ')}…"`);
    const repeated = rules.blurbs.flatMap(sentences).find((sentence) => fold(body).includes(fold(sentence).replace(/\.$/, '')));
    if (repeated) findings.push(`repeats the catalog's description: "${repeated.slice(0, 70)}…"`);
    const series = new Map<string, number[]>();
    for (const caption of captionNumbers(body)) {
      const kind = caption.kind
        .replace(/^(tabela|table|tabla)$/, 'table')
        .replace(/^(quadro|chart|cuadro)$/, 'chart')
        .replace(/^(figura|figure)$/, 'figure');
      if (caption.numbers.length !== 2 || caption.numbers[0] !== rules.chapterNumber)
        findings.push(`a ${caption.kind} numbered ${caption.numbers.join('.')} (per chapter: ${rules.chapterNumber}.n)`);
      else series.set(kind, [...(series.get(kind) ?? []), caption.numbers[1]!]);
    }
    for (const [kind, numbers] of series) if (numbers.some((n, i) => n !== i + 1)) findings.push(`${kind}s numbered ${numbers.join(', ')}`);
  }
  return findings;
}

const captionLines = (body: string) => body.split('\n').filter((line) => /^(?:!\[|(?:tabela|quadro|table|chart|tabla|cuadro)\s+[\d.]+[.:])/i.test(line.trim()));

const bookFile = (slug: string, position: number) => path.join(contentDir(), 'books', slug, `${String(position).padStart(2, '0')}.md`);
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/** Numbers in a blurb that count something the text can be held to: "sessenta entrevistas", "mais de 150 imagens", "seis capítulos", "cerca de 60 páginas". */
const SPELLED: Record<string, number> = {
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  dez: 10,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  ten: 10,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};
export function blurbCounts(blurb: string): { what: 'interviews' | 'images' | 'chapters' | 'pages'; n: number; said: string }[] {
  const found: ReturnType<typeof blurbCounts> = [];
  const pattern =
    /(\d[\d.,]*|[\p{L}]+)\s+(entrevistas|interviews|imagens|images|ilustrações|illustrations|figuras|figures|reproduções|reproductions|capítulos|chapters|páginas|pages)\b/giu;
  for (const match of blurb.matchAll(pattern)) {
    const raw = fold(match[1]!);
    const n = /^\d/.test(raw) ? Number(raw.replace(/[.,]/g, '')) : SPELLED[raw];
    if (!n) continue;
    const noun = fold(match[2]!);
    const what = /entrevista|interview/.test(noun) ? 'interviews' : /capitulo|chapter/.test(noun) ? 'chapters' : /pagina|page/.test(noun) ? 'pages' : 'images';
    found.push({ what, n, said: match[0] });
  }
  return found;
}

/** How far a blurb's "about 60 pages" may be from the book's extent, which moves as its texts change. */
export const BLURB_PAGES_SLACK = 5;

/** A book's own facts its sources state in front matter (`books/<slug>/facts.json`: {"interviews": 30}). */
const bookFacts = (slug: string): { interviews?: number } => JSON.parse(read(path.join(contentDir(), 'books', slug, 'facts.json')) ?? '{}');

/** Every demo source with its findings, books first, then articles, then papers. */
export function auditSources(): SourceAudit[] {
  const audits: SourceAudit[] = [];
  for (const book of bookSeeds) {
    const files = book.chapters.map((_, i) => bookFile(book.slug, i + 1)).filter((file) => fs.existsSync(file));
    if (!files.length) continue;
    const year = Number(book.publishedOn.slice(0, 4));
    const style: CitationStyle = book.language === 'pt' ? 'abnt' : 'apa';
    const tableCounts: number[] = [];
    let figures = 0;
    files.forEach((file, i) => {
      const chapter = book.chapters[i]!;
      const markdown = read(file)!;
      const captions = captionNumbers(markdown);
      tableCounts.push(captions.filter((c) => /tabela|table|tabla|quadro|chart|cuadro/.test(c.kind)).length);
      figures += captions.filter((c) => /figura|figure/.test(c.kind)).length;
      const blurbs = [chapter.abstractPt, chapter.abstractEn].filter((b): b is string => Boolean(b));
      audits.push({ file, findings: auditText(markdown, { kind: 'chapter', year, style, blurbs, chapterNumber: i + 1 }) });
    });
    const bookFindings: string[] = [];
    if (tableCounts.length >= 3 && new Set(tableCounts).size === 1)
      bookFindings.push(`every chapter has ${tableCounts[0]} table(s): vary them as the text needs`);
    const facts = bookFacts(book.slug);
    for (const blurb of [book.abstractPt, book.abstractEn].filter((b): b is string => Boolean(b)))
      for (const count of blurbCounts(blurb)) {
        const actual =
          count.what === 'images' ? figures : count.what === 'chapters' ? book.chapters.length : count.what === 'pages' ? book.pages : facts.interviews;
        const wrong =
          count.what === 'images' ? actual! < count.n : count.what === 'pages' ? Math.abs(actual! - count.n) > BLURB_PAGES_SLACK : actual !== count.n;
        if (actual === undefined) bookFindings.push(`the blurb says "${count.said}" and facts.json does not state it`);
        else if (wrong) bookFindings.push(`the blurb says "${count.said}"; the ${count.what === 'pages' ? 'book has' : 'text has'} ${actual}`);
      }
    if (bookFindings.length) audits.push({ file: path.join(contentDir(), 'books', book.slug), findings: bookFindings });
  }
  for (const journal of journalSeeds) {
    // The journal's own style (its guidelines): APA only, or ABNT with APA for texts in English.
    const apaOnly = !/ABNT/.test(journal.guidelinesPt);
    for (const issue of journal.issues)
      issue.articles.forEach((article, i) => {
        const style: CitationStyle = apaOnly || article.language === 'en' ? 'apa' : 'abnt';
        const file = path.join(contentDir(), 'journals', journal.slug, `${issue.volume}-${issue.number}-${i + 1}.md`);
        const markdown = read(file);
        if (markdown) audits.push({ file, findings: auditText(markdown, { kind: 'article', year: issue.year, style, blurbs: [] }) });
      });
  }
  for (const volume of proceedingsSeeds)
    volume.chapters.forEach((_, i) => {
      const file = path.join(contentDir(), 'proceedings', volume.slug, `${String(i + 1).padStart(2, '0')}.md`);
      const markdown = read(file);
      if (markdown)
        audits.push({
          file,
          findings: auditText(markdown, {
            kind: 'paper',
            year: Number(volume.publishedOn.slice(0, 4)),
            style: volume.language === 'en' ? 'apa' : 'abnt',
            blurbs: [],
          }),
        });
    });
  const strangers = Object.values(people).flatMap((person) =>
    'affiliation' in person && person.affiliation && !FICTIONAL_INSTITUTIONS.includes(person.affiliation) ? [person.affiliation] : [],
  );
  if (strangers.length)
    audits.push({
      file: 'app/features/catalog/seed/people.ts',
      findings: [...new Set(strangers)].map((a) => `a fictional person at a real institution: ${a}`),
    });
  return audits;
}
