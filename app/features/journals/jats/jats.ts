/**
 * An article or proceedings paper as JATS 1.3 (Journal Publishing DTD) following the SciELO
 * Publishing Schema 1.10 (issue 52): a pure function from the article's data to the XML, so the
 * page's export, OAI-PMH and the issue's SciELO package all write the same document.
 */
import { licenseUrl } from '#app/lib/license.ts';
import { countryCode } from '#app/lib/countries.ts';
import { escapeXml } from '#app/lib/xml.ts';
import type { Contributor, Funding } from '#app/lib/db/schema.ts';
import { htmlToJats } from './body.ts';
import { elementCitation, parseReference } from './references.ts';

export const JATS_DOCTYPE =
  '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3 20210610//EN" "https://jats.nlm.nih.gov/publishing/1.3/JATS-journalpublishing1-3.dtd">';
export const JATS_CONTENT_TYPE = 'application/jats+xml; charset=utf-8';

export interface JatsText {
  /** ISO 639-1: pt, en, es… */
  lang: string;
  title: string | null;
  abstract: string | null;
  keywords: string[];
}

export interface JatsContributor extends Contributor {
  /** A country's name as the author gave it (the editorial record), when known. */
  country?: string;
}

export interface JatsInput {
  kind: 'article' | 'paper';
  /** Our id of the article or paper (article-id publisher-id). */
  id: number;
  /**
   * The periodical: a journal, or a proceedings volume standing in its place. `id` is its acronym
   * (journal-id, as the SciELO package names files); `abbrevTitle` its short title, which SciELO
   * requires (left out when there is none, and the package's report says so).
   */
  periodical: { id: string; title: string; abbrevTitle?: string | null; issn?: string | null; eissn?: string | null; isbn?: string | null };
  publisher: string;
  /** The text's language and its texts, its own language first, then the translations. */
  language: string;
  texts: JatsText[];
  section: string | null;
  doi: string | null;
  contributors: JatsContributor[];
  receivedOn: string | null;
  acceptedOn: string | null;
  /** YYYY-MM-DD, the issue's or volume's publication date. */
  publishedOn: string | null;
  year: number | null;
  volume: string | number | null;
  issue: string | number | null;
  firstPage: number | null;
  lastPage: number | null;
  /** SPDX id (CC-BY-4.0). */
  license: string | null;
  funding: Funding[];
  dataAvailability: string | null;
  /** The full text as allowlisted HTML. */
  fullText: string | null;
  /**
   * The full text translated (issue 52), carried as `sub-article article-type="translation"`: its
   * language's title, abstract and keywords go there instead of the article's trans-title group.
   */
  translation?: { lang: string; doi: string | null; fullText: string } | null;
  /** One unstructured reference each, as printed. */
  references: string[];
  /** The article's page. */
  url: string;
  /** A proceedings paper's event. */
  conference?: { name: string; startsOn: string | null; place: string | null } | null;
}

/** Words JATS carries as titles, in the text's language (pt, es, else English). */
const WORDS = {
  pt: {
    keywords: 'Palavras-chave',
    references: 'Referências',
    notes: 'Notas',
    data: 'Disponibilidade de dados',
    article: 'Artigo',
    paper: 'Trabalho completo',
  },
  es: {
    keywords: 'Palabras clave',
    references: 'Referencias',
    notes: 'Notas',
    data: 'Disponibilidad de datos',
    article: 'Artículo',
    paper: 'Trabajo completo',
  },
  en: { keywords: 'Keywords', references: 'References', notes: 'Notes', data: 'Data availability', article: 'Article', paper: 'Full paper' },
} as const;
const words = (lang: string) => WORDS[lang as keyof typeof WORDS] ?? WORDS.en;

const CREDIT_NAMES: Record<string, string> = {
  conceptualization: 'Conceptualization',
  'data-curation': 'Data curation',
  'formal-analysis': 'Formal analysis',
  'funding-acquisition': 'Funding acquisition',
  investigation: 'Investigation',
  methodology: 'Methodology',
  'project-administration': 'Project administration',
  resources: 'Resources',
  software: 'Software',
  supervision: 'Supervision',
  validation: 'Validation',
  visualization: 'Visualization',
  'writing-original-draft': 'Writing – original draft',
  'writing-review-editing': 'Writing – review & editing',
};

/** The CASRAI addresses SciELO's rules list for each CRediT role (visualization's is archived). */
const casrai = (slug: string) =>
  slug === 'visualization'
    ? 'https://web.archive.org/web/20180313224017/http://dictionary.casrai.org/Contributor_Roles/Visualization'
    : `https://casrai.org/term/contributor-roles-${slug}`;

const el = (name: string, value: string | number | null | undefined, attributes = '') =>
  value === null || value === undefined || value === '' ? '' : `<${name}${attributes}>${escapeXml(String(value))}</${name}>`;

const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeXml(p)}</p>`)
    .join('');

function date(type: string, iso: string | null, tag = 'date', extra = ''): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!match) return '';
  return `<${tag}${extra} date-type="${type}"><day>${match[3]}</day><month>${match[2]}</month><year>${match[1]}</year></${tag}>`;
}

/** SciELO's article types, from the section's name; research articles by default. */
export function articleType(section: string | null): string {
  const s = (section ?? '').toLowerCase();
  if (/resenha|reseña|book review/.test(s)) return 'book-review';
  if (/editorial/.test(s)) return 'editorial';
  if (/entrevista|interview/.test(s)) return 'interview';
  if (/revis[ãa]o|review|revisi[óo]n/.test(s)) return 'review-article';
  if (/carta|letter/.test(s)) return 'letter';
  return 'research-article';
}

function contributorsXml(contributors: JatsContributor[]): { group: string; affs: string } {
  const affiliations: { text: string; country?: string }[] = [];
  const affId = (c: JatsContributor) => {
    if (!c.affiliation) return null;
    let index = affiliations.findIndex((a) => a.text === c.affiliation && a.country === c.country);
    if (index < 0) index = affiliations.push({ text: c.affiliation, country: c.country }) - 1;
    return `aff${index + 1}`;
  };
  const types: Record<Contributor['role'], string> = { author: 'author', editor: 'editor', organizer: 'editor', translator: 'translator' };
  const contribs = contributors.map((c) => {
    const aff = affId(c);
    const roles = (c.credit ?? [])
      .filter((slug) => CREDIT_NAMES[slug])
      .map(
        (slug) =>
          `<role content-type="${casrai(slug)}" vocab="credit" vocab-identifier="https://credit.niso.org/" vocab-term="${escapeXml(CREDIT_NAMES[slug]!)}" vocab-term-identifier="https://credit.niso.org/contributor-roles/${slug}/">${escapeXml(CREDIT_NAMES[slug]!)}</role>`,
      )
      .join('');
    return [
      `<contrib contrib-type="${types[c.role] ?? 'author'}">`,
      c.orcid ? `<contrib-id contrib-id-type="orcid">${escapeXml(c.orcid)}</contrib-id>` : '',
      `<name>${el('surname', c.family || c.given)}${c.family ? el('given-names', c.given) : ''}</name>`,
      roles,
      aff ? `<xref ref-type="aff" rid="${aff}"/>` : '',
      '</contrib>',
    ].join('');
  });
  const affs = affiliations
    .map((a, i) => {
      // SciELO wants the ISO code on every country: one no code answers stays in the affiliation's
      // text only (the SciELO package's report names it).
      const code = countryCode(a.country);
      const country = a.country?.trim() && code ? `<country country="${code}">${escapeXml(a.country.trim())}</country>` : '';
      return `<aff id="aff${i + 1}"><institution content-type="original">${escapeXml([a.text, a.country?.trim()].filter(Boolean).join(', '))}</institution><institution content-type="orgname">${escapeXml(a.text)}</institution>${country}</aff>`;
    })
    .join('');
  return { group: contribs.length ? `<contrib-group>${contribs.join('')}</contrib-group>` : '', affs };
}

function referencesXml(references: string[], printed: string[], lang: string): string {
  if (!references.length) return '';
  // The printed items carry the italics; they are the same works when the counts agree.
  const html = printed.length === references.length ? printed : [];
  const refs = references.map((text, i) => {
    const mixed = html[i] ? html[i]!.replace(/<em>/g, '<italic>').replace(/<\/em>/g, '</italic>') : escapeXml(text);
    return `<ref id="B${i + 1}"><mixed-citation>${mixed.trim()}</mixed-citation>${elementCitation(parseReference(text, html[i]))}</ref>`;
  });
  return `<ref-list><title>${words(lang).references}</title>${refs.join('')}</ref-list>`;
}

/**
 * A full text's body and notes. A citation points at the article's ref-list (B1…Bn) only when the
 * text prints the stored list; `prefix` keeps a translation's ids apart from the article's.
 */
function bodyOf(fullText: string | null, references: string[], prefix = '') {
  const body = fullText ? htmlToJats(fullText) : null;
  const footnoteIds = new Set((body?.footnotes ?? []).map((fn) => /id="([^"]+)"/.exec(fn)![1]));
  const refsAgree = body?.referenceItems.length === references.length;
  const own = (xml: string) =>
    prefix ? xml.replace(/ (id|rid)="([^"]+)"/g, (all, name: string, id: string) => (/^B\d+$/.test(id) ? all : ` ${name}="${prefix}${id}"`)) : xml;
  const xml = (body?.body ?? '')
    // A note call without its note would point nowhere: keep its number as text.
    .replace(/<xref ref-type="fn" rid="([^"]+)">([^<]*)<\/xref>/g, (all, id: string, label: string) => (footnoteIds.has(id) ? all : `<sup>${label}</sup>`))
    .replace(/<xref ref-type="bibr" rid="[^"]+">([\s\S]*?)<\/xref>/g, (all, text: string) => (refsAgree ? all : text));
  return body ? { ...body, body: own(xml), footnotes: body.footnotes.map(own) } : null;
}

/**
 * The translation as SciELO PS carries one: a `sub-article` with its own DOI, title, abstract and
 * keywords in its `front-stub`, its body, and its notes in its own `back`.
 */
function translationXml(
  translation: NonNullable<JatsInput['translation']>,
  texts: JatsText | undefined,
  references: string[],
): { xml: string; tables: number; figures: number } {
  const body = bodyOf(translation.fullText, references, 's1-');
  const front = [
    el('article-id', translation.doi, ' pub-id-type="doi"'),
    texts?.title ? `<title-group>${el('article-title', texts.title)}</title-group>` : '',
    texts?.abstract ? `<abstract>${paragraphs(texts.abstract)}</abstract>` : '',
    texts?.keywords.length
      ? `<kwd-group xml:lang="${texts.lang}"><title>${words(texts.lang).keywords}</title>${texts.keywords.map((k) => el('kwd', k)).join('')}</kwd-group>`
      : '',
  ].join('');
  const xml = [
    `<sub-article article-type="translation" xml:lang="${translation.lang}" id="s1">`,
    front ? `<front-stub>${front}</front-stub>` : '',
    body?.body ? `<body>${body.body}</body>` : '',
    body?.footnotes.length ? `<back><fn-group><title>${words(translation.lang).notes}</title>${body.footnotes.join('')}</fn-group></back>` : '',
    '</sub-article>',
  ].join('');
  return { xml, tables: body?.tables ?? 0, figures: body?.figures ?? 0 };
}

/** The article as a JATS 1.3 document (SciELO PS 1.10). */
export function articleJats(input: JatsInput): string {
  const lang = input.language;
  const w = words(lang);
  const translated = input.translation?.lang;
  // A translation's texts stand in its sub-article, not beside the article's own.
  const [own, ...translations] = input.texts.filter((t) => t.title && t.lang !== translated);
  const body = bodyOf(input.fullText, input.references);
  const bodyXml = body?.body ?? '';
  const translation = input.translation
    ? translationXml(
        input.translation,
        input.texts.find((t) => t.lang === translated),
        input.references,
      )
    : null;
  // SciELO counts every table and figure of the document, the translation's too.
  const tables = (body?.tables ?? 0) + (translation?.tables ?? 0);
  const figures = (body?.figures ?? 0) + (translation?.figures ?? 0);
  const { group, affs } = contributorsXml(input.contributors);
  const p = input.periodical;
  const issns = [el('issn', p.issn, ' pub-type="ppub"'), el('issn', p.eissn, ' pub-type="epub"')].join('');
  const licence = input.license ?? 'CC-BY-4.0';
  const licenceUrl = licenseUrl(licence);
  const year = input.year ?? (input.publishedOn ? Number(input.publishedOn.slice(0, 4)) : null);
  const pages = input.firstPage && input.lastPage && input.lastPage >= input.firstPage ? input.lastPage - input.firstPage + 1 : null;
  const abstracts = [
    own?.abstract ? `<abstract>${paragraphs(own.abstract)}</abstract>` : '',
    ...translations.filter((t) => t.abstract).map((t) => `<trans-abstract xml:lang="${t.lang}">${paragraphs(t.abstract!)}</trans-abstract>`),
  ].join('');
  const keywords = input.texts
    .filter((t) => t.keywords.length && t.lang !== translated)
    .map((t) => `<kwd-group xml:lang="${t.lang}"><title>${words(t.lang).keywords}</title>${t.keywords.map((k) => el('kwd', k)).join('')}</kwd-group>`)
    .join('');
  const funding = input.funding.length
    ? `<funding-group>${input.funding.map((f) => `<award-group>${el('funding-source', f.funder)}${el('award-id', f.award)}</award-group>`).join('')}</funding-group>`
    : '';
  const conference = input.conference
    ? `<conference>${el('conf-date', input.conference.startsOn)}${el('conf-name', input.conference.name)}${el('conf-loc', input.conference.place)}</conference>`
    : '';
  const history = input.receivedOn || input.acceptedOn ? `<history>${date('received', input.receivedOn)}${date('accepted', input.acceptedOn)}</history>` : '';
  const copyrightHolder = input.contributors
    .filter((c) => c.role === 'author')
    .map((c) => `${c.given} ${c.family}`.trim())
    .join(', ');
  const back = [
    body?.footnotes.length ? `<fn-group><title>${w.notes}</title>${body.footnotes.join('')}</fn-group>` : '',
    input.dataAvailability?.trim() ? `<sec sec-type="data-availability"><title>${w.data}</title>${paragraphs(input.dataAvailability)}</sec>` : '',
    referencesXml(input.references, body?.referenceItems ?? [], lang),
  ].join('');
  const refCount = input.references.length;

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    JATS_DOCTYPE,
    `<article xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML" xmlns:ali="http://www.niso.org/schemas/ali/1.0/" article-type="${articleType(input.section)}" dtd-version="1.3" specific-use="sps-1.10" xml:lang="${lang}">`,
    '<front><journal-meta>',
    `<journal-id journal-id-type="publisher-id">${escapeXml(p.id)}</journal-id>`,
    `<journal-title-group>${el('journal-title', p.title)}${el('abbrev-journal-title', p.abbrevTitle, ' abbrev-type="publisher"')}</journal-title-group>`,
    issns,
    el('isbn', p.isbn),
    `<publisher>${el('publisher-name', input.publisher)}</publisher>`,
    '</journal-meta><article-meta>',
    `<article-id pub-id-type="publisher-id">${input.kind}-${input.id}</article-id>`,
    el('article-id', input.doi, ' pub-id-type="doi"'),
    `<article-categories><subj-group subj-group-type="heading">${el('subject', input.section || (input.kind === 'paper' ? w.paper : w.article))}</subj-group></article-categories>`,
    `<title-group>${el('article-title', own?.title ?? '')}${translations.map((t) => `<trans-title-group xml:lang="${t.lang}">${el('trans-title', t.title)}</trans-title-group>`).join('')}</title-group>`,
    group,
    affs,
    date('pub', input.publishedOn, 'pub-date', ' publication-format="electronic"'),
    year ? `<pub-date publication-format="electronic" date-type="collection"><year>${year}</year></pub-date>` : '',
    el('volume', input.volume),
    el('issue', input.issue),
    input.firstPage ? el('fpage', input.firstPage) + el('lpage', input.lastPage) : `<elocation-id>${input.kind}-${input.id}</elocation-id>`,
    history,
    '<permissions>',
    copyrightHolder && year
      ? `${el('copyright-statement', `© ${year} ${copyrightHolder}`)}${el('copyright-year', year)}${el('copyright-holder', copyrightHolder)}`
      : '',
    `<license license-type="open-access" xlink:href="${escapeXml(licenceUrl)}" xml:lang="en"><ali:license_ref>${escapeXml(licenceUrl)}</ali:license_ref><license-p>${escapeXml(licenceText(licence, licenceUrl))}</license-p></license>`,
    '</permissions>',
    `<self-uri xlink:href="${escapeXml(input.url)}"/>`,
    abstracts,
    keywords,
    funding,
    conference,
    `<counts>${body ? `<fig-count count="${figures}"/><table-count count="${tables}"/>` : ''}<ref-count count="${refCount}"/>${pages ? `<page-count count="${pages}"/>` : ''}</counts>`,
    '</article-meta></front>',
    bodyXml ? `<body>${bodyXml}</body>` : '',
    back ? `<back>${back}</back>` : '',
    translation?.xml ?? '',
    '</article>',
  ].join('\n');
}

function licenceText(spdx: string, url: string): string {
  const cc = /^CC-(.+)-(\d\.\d)$/.exec(spdx);
  return cc
    ? `This is an open-access article distributed under the terms of the Creative Commons ${cc[1]} ${cc[2]} licence (${url}).`
    : `Distributed under ${spdx} (${url}).`;
}
