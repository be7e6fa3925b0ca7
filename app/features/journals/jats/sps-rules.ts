/**
 * SciELO's rules for a JATS document (SciELO PS 1.10, issue 52), the ones our data can break, as
 * plain functions: the SciELO package's report runs them on each article it packs, so an XML that
 * breaks one is named there instead of being refused at SciELO's intake. Each rule carries the id
 * of the Schematron pattern it ports (fixtures/schemas/scielo/scielo-style-1.10.sch), or of the
 * intake requirement when the Schematron leaves it to SciELO's people (DOI, history dates, alt
 * text). The tests hold the document to the Schematron itself; these rules say what to fix.
 */
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { COUNTRY_CODES } from '#app/lib/countries.ts';

export interface SpsViolation {
  rule: string;
  message: string;
}

const SCIELO_ARTICLE_TYPES = new Set([
  'research-article',
  'review-article',
  'book-review',
  'editorial',
  'interview',
  'letter',
  'brief-report',
  'case-report',
  'rapid-communication',
  'article-commentary',
  'correction',
  'retraction',
  'other',
  'partial-retraction',
  'reply',
  'oration',
  'obituary',
  'discussion',
  'data-article',
  'addendum',
  'clinical-trial',
  'guideline',
  'reviewer-report',
  'expression-of-concern',
]);

/** The longest alt text SciELO takes; a longer description goes to long-desc. */
export const ALT_TEXT_MAX = 120;

// A small reader of the parsed document.
const elements = (nodes: ChildNode[]): Element[] => nodes.filter((n): n is Element => n instanceof Element);
const child = (node: Element | undefined, name: string) => (node ? elements(node.children).find((c) => c.name === name) : undefined);
const kids = (node: Element | undefined, name: string) => (node ? elements(node.children).filter((c) => c.name === name) : []);
const path = (node: Element | undefined, ...names: string[]) => names.reduce<Element | undefined>((at, name) => child(at, name), node);
function all(node: Element, name: string): Element[] {
  const out: Element[] = [];
  const walk = (n: Element) => {
    for (const c of elements(n.children)) {
      if (c.name === name) out.push(c);
      walk(c);
    }
  };
  walk(node);
  return out;
}
function text(node: Element | undefined): string {
  if (!node) return '';
  return node.children
    .map((c) => (c instanceof Text ? c.data : c instanceof Element ? text(c) : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a rule reads: the article element, its article-meta, and every id in the document. */
interface Doc {
  article: Element;
  meta: Element | undefined;
  ids: Set<string>;
}

type Rule = { id: string; check: (doc: Doc) => string[] };

const isResearch = (doc: Doc) => ['research-article', 'review-article'].includes(doc.article.attribs['article-type'] ?? '');

/** A contributor's name, for a message that says whose affiliation it is. */
function contribName(contrib: Element): string {
  const name = child(contrib, 'name');
  return [text(child(name, 'given-names')), text(child(name, 'surname'))].filter(Boolean).join(' ') || text(child(contrib, 'collab')) || '?';
}

export const SPS_RULES: Rule[] = [
  {
    id: 'article_attributes',
    check: ({ article }) => {
      const out: string[] = [];
      if (article.attribs['dtd-version'] !== '1.3') out.push('the article is not dtd-version="1.3"');
      if (article.attribs['specific-use'] !== 'sps-1.10') out.push('the article is not specific-use="sps-1.10"');
      if (!article.attribs['xml:lang']) out.push('the article has no xml:lang');
      if (!SCIELO_ARTICLE_TYPES.has(article.attribs['article-type'] ?? ''))
        out.push(`article-type "${article.attribs['article-type'] ?? ''}" is not one of SciELO's`);
      return out;
    },
  },
  {
    id: 'journal-id_has_publisher-id',
    check: ({ article }) => {
      const ids = kids(path(article, 'front', 'journal-meta'), 'journal-id');
      return ids.some((j) => j.attribs['journal-id-type'] === 'publisher-id' && text(j)) ? [] : ['journal-meta has no journal-id of type publisher-id'];
    },
  },
  {
    id: 'has_journal-title_and_abbrev-journal-title',
    check: ({ article }) => {
      const group = path(article, 'front', 'journal-meta', 'journal-title-group');
      const out: string[] = [];
      if (!text(child(group, 'journal-title'))) out.push('the journal has no title (journal-title)');
      if (!kids(group, 'abbrev-journal-title').some((a) => a.attribs['abbrev-type'] === 'publisher' && text(a)))
        out.push('the journal has no abbreviated title (abbrev-journal-title abbrev-type="publisher")');
      return out;
    },
  },
  {
    id: 'issn_pub_type_epub_or_ppub',
    check: ({ article }) =>
      kids(path(article, 'front', 'journal-meta'), 'issn').some((i) => ['epub', 'ppub'].includes(i.attribs['pub-type'] ?? '') && text(i))
        ? []
        : ['the journal has no ISSN'],
  },
  {
    id: 'publisher_notempty',
    check: ({ article }) => (text(path(article, 'front', 'journal-meta', 'publisher', 'publisher-name')) ? [] : ['no publisher-name']),
  },
  {
    id: 'doi',
    check: ({ meta }) => {
      const doi = kids(meta, 'article-id').find((a) => a.attribs['pub-id-type'] === 'doi');
      if (!doi || !text(doi)) return ['no DOI (SciELO registers every article by its DOI)'];
      return /^10\.\d{4,9}\/\S+$/.test(text(doi)) ? [] : [`the DOI "${text(doi)}" is not a DOI`];
    },
  },
  {
    id: 'article-title',
    check: ({ meta }) => (text(path(meta, 'title-group', 'article-title')) ? [] : ["no title in the article's language (article-title)"]),
  },
  {
    id: 'aff_country-attrs',
    check: ({ meta }) => {
      const out: string[] = [];
      const contribs = all(meta ?? new Element('none', {}), 'contrib');
      for (const aff of kids(meta, 'aff')) {
        const whose = contribs.filter((c) => kids(c, 'xref').some((x) => x.attribs['ref-type'] === 'aff' && x.attribs.rid === aff.attribs.id)).map(contribName);
        const country = child(aff, 'country');
        const who = whose.length ? ` (${whose.join(', ')})` : '';
        // The affiliation as the author gave it (with the country a code could not be found for).
        const original = text(kids(aff, 'institution').find((i) => i.attribs['content-type'] === 'original') ?? child(aff, 'institution'));
        if (!country) out.push(`no country with an ISO 3166 code for the affiliation "${original}"${who}`);
        else if (!country.attribs.country) out.push(`the country "${text(country)}"${who} has no ISO 3166 code (country attribute)`);
        else if (!COUNTRY_CODES.includes(country.attribs.country)) out.push(`"${country.attribs.country}"${who} is not an ISO 3166-1 alpha-2 code`);
        else if (!text(country)) out.push(`the country ${country.attribs.country}${who} has no name`);
      }
      return out;
    },
  },
  {
    id: 'history',
    check: (doc) => {
      if (!isResearch(doc)) return [];
      const dates = new Set(kids(child(doc.meta, 'history'), 'date').map((d) => d.attribs['date-type']));
      return (['received', 'accepted'] as const).filter((type) => !dates.has(type)).map((type) => `no ${type} date (history/date date-type="${type}")`);
    },
  },
  {
    id: 'pub-date_type_pub',
    check: ({ meta }) => (kids(meta, 'pub-date').some((d) => d.attribs['date-type'] === 'pub') ? [] : ['no publication date (pub-date date-type="pub")']),
  },
  {
    id: 'abstract',
    check: (doc) => (!isResearch(doc) || child(doc.meta, 'abstract') || child(doc.meta, 'trans-abstract') ? [] : ['no abstract']),
  },
  {
    id: 'trans-abstract_pairs',
    check: ({ article, meta }) => {
      // Each language an abstract is in has its title and its keywords, and no language twice.
      const own = article.attribs['xml:lang'] ?? '';
      const titled = new Set([own, ...kids(child(meta, 'title-group'), 'trans-title-group').map((t) => t.attribs['xml:lang'])]);
      const keyworded = new Set(kids(meta, 'kwd-group').map((k) => k.attribs['xml:lang']));
      const langs = [...(child(meta, 'abstract') ? [own] : []), ...kids(meta, 'trans-abstract').map((t) => t.attribs['xml:lang'] ?? '')];
      const out: string[] = [];
      for (const [i, lang] of langs.entries()) {
        if (!lang) out.push('a trans-abstract has no xml:lang');
        else if (langs.indexOf(lang) !== i) out.push(`two abstracts in "${lang}"`);
        else {
          if (!titled.has(lang)) out.push(`the abstract in "${lang}" has no title in "${lang}" (trans-title-group)`);
          if (!keyworded.has(lang)) out.push(`the abstract in "${lang}" has no keywords in "${lang}" (kwd-group)`);
        }
      }
      return out;
    },
  },
  {
    id: 'kwdgroup_lang',
    check: ({ meta }) => (kids(meta, 'kwd-group').every((k) => k.attribs['xml:lang']) ? [] : ['a kwd-group has no xml:lang']),
  },
  {
    id: 'xref_rid',
    check: ({ article, ids }) =>
      [...new Set(all(article, 'xref').flatMap((x) => (x.attribs.rid ?? '').split(/\s+/).filter((rid) => !ids.has(rid))))].map(
        (rid) => `a cross-reference points at "${rid}", which the document does not have (xref/@rid)`,
      ),
  },
  {
    id: 'fig_table_label',
    check: ({ article }) =>
      [...all(article, 'fig'), ...all(article, 'table-wrap')].flatMap((el) => {
        const what = `${el.name === 'fig' ? 'figure' : 'table'} ${el.attribs.id ?? ''}`.trim();
        const out: string[] = [];
        if (!text(child(el, 'label'))) out.push(`${what} has no label`);
        if (!text(path(el, 'caption', 'title'))) out.push(`${what} has no caption title`);
        return out;
      }),
  },
  {
    id: 'alt-text',
    check: ({ article }) =>
      all(article, 'fig').flatMap((fig) => {
        const alt = child(fig, 'alt-text');
        if (!alt || !text(alt)) return [`figure ${fig.attribs.id ?? ''} has no alt text`];
        const length = [...text(alt)].length;
        return length > ALT_TEXT_MAX
          ? [`figure ${fig.attribs.id ?? ''}'s alt text has ${length} characters (at most ${ALT_TEXT_MAX}; the rest goes to long-desc)`]
          : [];
      }),
  },
  {
    id: 'license',
    check: ({ article, meta }) => {
      const license = path(meta, 'permissions', 'license');
      if (!license) return ['no licence (permissions/license)'];
      const out: string[] = [];
      if (license.attribs['license-type'] !== 'open-access') out.push('the licence is not license-type="open-access"');
      if (!/^https?:\/\/creativecommons\.org\/licenses\//.test(license.attribs['xlink:href'] ?? ''))
        out.push(`the licence "${license.attribs['xlink:href'] ?? ''}" is not a Creative Commons licence`);
      const lang = license.attribs['xml:lang'];
      if (lang !== 'en' && lang !== article.attribs['xml:lang']) out.push("the licence's xml:lang is neither en nor the article's");
      if (!text(child(license, 'ali:license_ref'))) out.push('the licence has no ali:license_ref');
      return out;
    },
  },
  {
    id: 'counts',
    check: ({ article, meta }) => {
      const counts = child(meta, 'counts');
      const out: string[] = [];
      for (const [tag, element] of [
        ['ref-count', 'ref'],
        ['table-count', 'table-wrap'],
        ['fig-count', 'fig'],
      ] as const) {
        const count = child(counts, tag);
        if (count && Number(count.attribs.count) !== all(article, element).length)
          out.push(`${tag} says ${count.attribs.count}, the document has ${all(article, element).length}`);
      }
      return out;
    },
  },
  {
    id: 'ref_notempty',
    check: ({ article }) =>
      all(article, 'ref')
        .filter((ref) => !text(child(ref, 'mixed-citation')))
        .map((ref) => `reference ${ref.attribs.id ?? ''} is empty (mixed-citation)`),
  },
];

/** Every rule the document breaks, in the order above; a document that is not an article breaks them all at once. */
export function spsViolations(xml: string): SpsViolation[] {
  const root = elements(parseDocument(xml, { xmlMode: true, decodeEntities: true }).children).find((e) => e.name === 'article');
  if (!root) return [{ rule: 'article', message: 'the document has no article element' }];
  const ids = new Set<string>();
  const walk = (n: Element) => {
    if (n.attribs.id) ids.add(n.attribs.id);
    elements(n.children).forEach(walk);
  };
  walk(root);
  const doc: Doc = { article: root, meta: path(root, 'front', 'article-meta'), ids };
  return SPS_RULES.flatMap((rule) => rule.check(doc).map((message) => ({ rule: rule.id, message })));
}
