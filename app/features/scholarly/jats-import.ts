/**
 * JATS in (issue 52, item 3): an article's record read back from a JATS document — its language,
 * DOI, titles, abstracts and keywords per language, contributors with ORCID, affiliation, country
 * and CRediT roles, pages, history dates, funding, data availability and references as printed (the
 * mixed-citation). The body, and a translation's, are read by the full-text converter
 * (fulltext/convert.server.ts), as any uploaded JATS full text is.
 */
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { Contributor, Funding } from '#app/lib/db/schema.ts';

export interface ImportedArticle {
  language: string;
  doi: string | null;
  /** By language (pt, en, es…), the article's own first. */
  texts: { lang: string; title: string | null; abstract: string | null; keywords: string[] }[];
  contributors: (Contributor & { country?: string })[];
  firstPage: number | null;
  lastPage: number | null;
  /** The history's received and accepted dates (YYYY-MM-DD). */
  receivedOn: string | null;
  acceptedOn: string | null;
  funding: Funding[];
  dataAvailability: string | null;
  references: string[];
  /** A translation carried as `sub-article article-type="translation"`: its language and DOI (its texts are in `texts`). */
  translation: { lang: string; doi: string | null } | null;
}

const local = (node: Element) => node.name.replace(/^.*:/, '');
const children = (node: Element | undefined, name: string): Element[] =>
  (node?.children ?? []).filter((c): c is Element => c instanceof Element && local(c) === name);
const child = (node: Element | undefined, name: string) => children(node, name)[0];
const textOf = (node: ChildNode | undefined): string =>
  !node ? '' : node instanceof Text ? node.data : node instanceof Element ? node.children.map(textOf).join('') : '';
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const paragraphs = (node: Element | undefined) =>
  node
    ? children(node, 'p')
        .map((p) => flat(textOf(p)))
        .join('\n\n') || null
    : null;

const CREDIT_SLUG = /contributor-roles\/([a-z-]+)\/?$/;

/** The record of a JATS article; null when the document holds no `<article>`. */
export function jatsToArticle(xml: string): ImportedArticle | null {
  const doc = parseDocument(xml, { xmlMode: true, decodeEntities: true });
  const article = doc.children.find((n): n is Element => n instanceof Element && local(n) === 'article');
  if (!article) return null;
  const language = article.attribs['xml:lang'] ?? 'pt';
  const meta = child(child(article, 'front'), 'article-meta');
  const titleGroup = child(meta, 'title-group');
  const keywords = new Map(children(meta, 'kwd-group').map((g) => [g.attribs['xml:lang'] ?? language, children(g, 'kwd').map((k) => flat(textOf(k)))]));
  const abstracts = new Map<string, string | null>([[language, paragraphs(child(meta, 'abstract'))]]);
  for (const t of children(meta, 'trans-abstract')) abstracts.set(t.attribs['xml:lang'] ?? '', paragraphs(t));
  const titles = new Map<string, string | null>([[language, flat(textOf(child(titleGroup, 'article-title'))) || null]]);
  for (const t of children(titleGroup, 'trans-title-group')) titles.set(t.attribs['xml:lang'] ?? '', flat(textOf(child(t, 'trans-title'))) || null);
  // A translated full text's title, abstract and keywords stand in its sub-article's front-stub.
  const sub = children(article, 'sub-article').find((a) => a.attribs['article-type'] === 'translation' && a.attribs['xml:lang']);
  const stub = child(sub, 'front-stub');
  if (sub && stub) {
    const lang = sub.attribs['xml:lang']!;
    titles.set(lang, flat(textOf(child(child(stub, 'title-group'), 'article-title'))) || null);
    abstracts.set(lang, paragraphs(child(stub, 'abstract')));
    for (const g of children(stub, 'kwd-group'))
      keywords.set(
        g.attribs['xml:lang'] ?? lang,
        children(g, 'kwd').map((k) => flat(textOf(k))),
      );
  }
  const langs = [...new Set([language, ...titles.keys(), ...abstracts.keys(), ...keywords.keys()])].filter(Boolean);

  const affs = new Map(
    children(meta, 'aff').map((aff) => {
      const org = children(aff, 'institution').find((i) => i.attribs['content-type'] === 'orgname') ?? child(aff, 'institution');
      return [aff.attribs.id ?? '', { affiliation: flat(textOf(org)), country: flat(textOf(child(aff, 'country'))) }];
    }),
  );
  const roles: Record<string, Contributor['role']> = { author: 'author', editor: 'editor', translator: 'translator' };
  const contributors = children(meta, 'contrib-group').flatMap((group) =>
    children(group, 'contrib').map((c) => {
      const name = child(c, 'name');
      const orcid = children(c, 'contrib-id').find((id) => id.attribs['contrib-id-type'] === 'orcid');
      const aff = affs.get(children(c, 'xref').find((x) => x.attribs['ref-type'] === 'aff')?.attribs.rid ?? '');
      const credit = children(c, 'role')
        .map((r) => CREDIT_SLUG.exec(r.attribs['vocab-term-identifier'] ?? '')?.[1])
        .filter((slug): slug is string => !!slug);
      const person: Contributor & { country?: string } = {
        given: flat(textOf(child(name, 'given-names'))),
        family: flat(textOf(child(name, 'surname'))),
        role: roles[c.attribs['contrib-type'] ?? 'author'] ?? 'author',
      };
      if (orcid) person.orcid = flat(textOf(orcid));
      if (aff?.affiliation) person.affiliation = aff.affiliation;
      if (credit.length) person.credit = credit;
      if (aff?.country) person.country = aff.country;
      return person;
    }),
  );
  const page = (name: string) => {
    const value = Number(flat(textOf(child(meta, name))));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const history = (type: string) => {
    const date = children(child(meta, 'history'), 'date').find((d) => d.attribs['date-type'] === type);
    const [year, month, day] = ['year', 'month', 'day'].map((name) => flat(textOf(child(date, name))));
    if (!year || !/^\d{4}$/.test(year)) return null;
    const iso = `${year}-${(month || '1').padStart(2, '0')}-${(day || '1').padStart(2, '0')}`;
    return /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(iso) ? iso : null;
  };
  const back = child(article, 'back');
  const data = children(back, 'sec').find((s) => s.attribs['sec-type'] === 'data-availability');
  return {
    language,
    doi: flat(textOf(children(meta, 'article-id').find((id) => id.attribs['pub-id-type'] === 'doi'))) || null,
    texts: langs.map((lang) => ({ lang, title: titles.get(lang) ?? null, abstract: abstracts.get(lang) ?? null, keywords: keywords.get(lang) ?? [] })),
    contributors,
    firstPage: page('fpage'),
    lastPage: page('lpage'),
    receivedOn: history('received'),
    acceptedOn: history('accepted'),
    funding: children(meta, 'funding-group').flatMap((g) =>
      children(g, 'award-group').map((a) => {
        const award = flat(textOf(child(a, 'award-id')));
        return award ? { funder: flat(textOf(child(a, 'funding-source'))), award } : { funder: flat(textOf(child(a, 'funding-source'))) };
      }),
    ),
    dataAvailability: data ? paragraphs(data) : null,
    references: children(child(back, 'ref-list'), 'ref').map((ref) => flat(textOf(child(ref, 'mixed-citation')))),
    translation: sub
      ? { lang: sub.attribs['xml:lang']!, doi: flat(textOf(children(stub, 'article-id').find((id) => id.attribs['pub-id-type'] === 'doi'))) || null }
      : null,
  };
}
