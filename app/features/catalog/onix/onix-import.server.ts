/**
 * Bringing a catalog in from ONIX 3.0 (issue 41): every product read and mapped to a work and a
 * format, the products of one work grouped (our own feed's work link, related products, or the
 * same title and first contributor), matched to the catalog by ISBN then by record reference,
 * and shown as a preview: new works, changed fields, formats, and every product that cannot be
 * taken with its reason. Applying writes it all in one transaction; a field the file does not
 * carry is kept; importing the same file again changes nothing.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { collections, formats, publications, users, type Contributor } from '#app/lib/db/schema.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { ArchiveRefused, openZip } from '#app/lib/archive/zip-reader.server.ts';
import { isbnDigits, isValidIsbn13, slugify } from '#app/lib/identifiers.ts';
import { fromThreeLetterCode } from '#app/lib/language-codes.ts';
import { COVER_MAX_BYTES, readCover, withUploads, type Upload } from '#app/lib/uploads.server.ts';
import { withoutXmlForbidden } from '#app/lib/xml.ts';
import { ABSTRACT_MAX } from '../admin/choices.ts';
import { refreshPublicationIndex } from '../search-index.server.ts';
import { child, childrenNamed, readOnix, textOf, type OnixNode } from './onix-read.server.ts';

export type SkipReason = 'delete-notice' | 'no-title' | 'not-a-book' | 'bad-isbn';
export type Warning = 'other-currency' | 'unknown-role' | 'unknown-language' | 'description-cut' | CoverProblem;

interface FormatFields {
  kind: 'print' | 'ebook';
  isbn: string | null;
  priceBrl: number | null;
  priceUsd: number | null;
  stock: number | null;
  heightMm: number | null;
  widthMm: number | null;
  depthMm: number | null;
  weightGrams: number | null;
}
interface WorkFields {
  title: string;
  subtitle: string | null;
  contributors: Contributor[];
  language: string;
  edition: number | null;
  pages: number | null;
  publishedOn: string | null;
  description: string | null;
  keywords: string[];
  collection: string | null;
  /** An SPDX id from the ebook's licence (CC BY 4.0 → CC-BY-4.0). */
  license: string | null;
  openAccess: boolean;
  published: boolean;
}
interface MappedProduct {
  reference: string;
  format: FormatFields;
  work: WorkFields;
  /** Keys that tie the products of one work together. */
  links: string[];
  /** Our own feed names the work's address: its slug and type. */
  own: { slug: string; type: 'book' | 'proceedings' } | null;
  /** The file name of its front cover (a SupportingResource link), looked for in the upload. */
  cover: string | null;
  warnings: Warning[];
}

const ROLES: Record<string, Contributor['role']> = {
  A01: 'author',
  A02: 'author',
  A03: 'author',
  B01: 'editor',
  B09: 'editor',
  B11: 'editor',
  B06: 'translator',
};
const PRINT_FORMS = new Set(['BA', 'BB', 'BC', 'BD', 'BE', 'BF', 'BH', 'BZ']);
const DIGITAL_FORMS = new Set(['DG', 'EA', 'EB', 'EC', 'ED']);
/** Related products of the same work in another format. */
const SAME_WORK = new Set(['06', '13', '27']);

const int = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null);
const cents = (value: string) => (/^\d{1,9}(\.\d{1,2})?$/.test(value.trim()) ? Math.round(Number(value.trim()) * 100) : null);
const onixDate = (value: string) =>
  /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : /^\d{4}$/.test(value) ? `${value}-01-01` : null;
/** White space collapsed, and what XML forbids dropped (a character reference in the file may name it). */
const clean = (value: string) => withoutXmlForbidden(value).replace(/\s+/g, ' ').trim();

function person(node: OnixNode): Contributor | null {
  const given = clean(textOf(node, 'NamesBeforeKey'));
  const family = clean(textOf(node, 'KeyNames'));
  let names = given || family ? { given, family } : null;
  if (!names) {
    const inverted = clean(textOf(node, 'PersonNameInverted'));
    const full = clean(textOf(node, 'PersonName') || textOf(node, 'CorporateName'));
    if (inverted.includes(',')) names = { family: inverted.split(',')[0]!.trim(), given: inverted.split(',').slice(1).join(',').trim() };
    else if (full) names = { given: full.split(' ').slice(0, -1).join(' '), family: full.split(' ').at(-1)! };
  }
  if (!names) return null;
  const role = ROLES[textOf(node, 'ContributorRole')] ?? 'author';
  const orcid = childrenNamed(node, 'NameIdentifier').find((id) => textOf(id, 'NameIDType') === '21');
  const affiliation = clean(textOf(node, 'ProfessionalAffiliation/Affiliation'));
  return { ...names, role, ...(orcid ? { orcid: textOf(orcid, 'IDValue') } : {}), ...(affiliation ? { affiliation } : {}) };
}

/** One product, read: what it says of its format and its work, or why it cannot be taken. */
export function mapProduct(node: OnixNode, ownHost: string): MappedProduct | { reference: string; title: string; skip: SkipReason } {
  const reference = clean(textOf(node, 'RecordReference'));
  const detail = child(node, 'DescriptiveDetail');
  const titleElement =
    childrenNamed(child(detail, 'TitleDetail'), 'TitleElement').find((e) => ['01', ''].includes(textOf(e, 'TitleElementLevel'))) ??
    child(detail, 'TitleDetail/TitleElement');
  const title = clean(textOf(titleElement, 'TitleText') || `${textOf(titleElement, 'TitlePrefix')} ${textOf(titleElement, 'TitleWithoutPrefix')}`);
  if (textOf(node, 'NotificationType') === '05') return { reference, title, skip: 'delete-notice' };
  if (!title) return { reference, title, skip: 'no-title' };
  const form = textOf(detail, 'ProductForm');
  const kind = PRINT_FORMS.has(form) ? 'print' : DIGITAL_FORMS.has(form) ? 'ebook' : null;
  if (!kind) return { reference, title, skip: 'not-a-book' };
  const isbnNode = childrenNamed(node, 'ProductIdentifier').find((id) => ['15', '03'].includes(textOf(id, 'ProductIDType')));
  const isbn = isbnNode ? textOf(isbnNode, 'IDValue').replace(/[^0-9X]/gi, '') : null;
  if (isbn !== null && !isValidIsbn13(isbn)) return { reference, title, skip: 'bad-isbn' };
  const warnings: Warning[] = [];
  const contributors = childrenNamed(detail, 'Contributor')
    .sort((a, b) => (int(textOf(a, 'SequenceNumber')) ?? 0) - (int(textOf(b, 'SequenceNumber')) ?? 0))
    .flatMap((c) => {
      if (!ROLES[textOf(c, 'ContributorRole')]) warnings.push('unknown-role');
      const found = person(c);
      return found ? [found] : [];
    });
  const languageCode = textOf(childrenNamed(detail, 'Language').find((l) => textOf(l, 'LanguageRole') === '01') ?? child(detail, 'Language'), 'LanguageCode');
  const language = fromThreeLetterCode(languageCode) ?? (languageCode ? (warnings.push('unknown-language'), 'pt') : 'pt');
  const pages = int(
    textOf(
      childrenNamed(detail, 'Extent').find((e) => ['00', '08', '11'].includes(textOf(e, 'ExtentType')) && textOf(e, 'ExtentUnit') === '03'),
      'ExtentValue',
    ),
  );
  const keywords = childrenNamed(detail, 'Subject')
    .filter((s) => textOf(s, 'SubjectSchemeIdentifier') === '20')
    .flatMap((s) => textOf(s, 'SubjectHeadingText').split(';'))
    .map(clean)
    .filter(Boolean);
  const description = childrenNamed(child(node, 'CollateralDetail'), 'TextContent').find((t) => ['03', '02'].includes(textOf(t, 'TextType')));
  let descriptionText = description ? clean(textOf(description, 'Text')) || null : null;
  if (descriptionText && descriptionText.length > ABSTRACT_MAX) {
    // The catalog's abstracts have a maximum: a longer description is cut at a word, and the preview says so.
    const head = descriptionText.slice(0, ABSTRACT_MAX - 2);
    descriptionText = `${head.slice(0, head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : head.length)} …`;
    warnings.push('description-cut');
  }
  const collection = childrenNamed(detail, 'Collection').find((c) => textOf(c, 'CollectionType') === '10');
  const publishing = child(node, 'PublishingDetail');
  const date = childrenNamed(publishing, 'PublishingDate').find((d) => textOf(d, 'PublishingDateRole') === '01');
  const measures = new Map(childrenNamed(detail, 'Measure').map((m) => [textOf(m, 'MeasureType'), int(textOf(m, 'Measurement').split('.')[0] ?? '')]));
  // Prices in reais and dollars; others are not the store's currencies.
  let priceBrl: number | null = null;
  let priceUsd: number | null = null;
  let stock: number | null = null;
  let free = false;
  for (const supply of childrenNamed(node, 'ProductSupply')) {
    const supplyDetail = child(supply, 'SupplyDetail');
    if (textOf(supplyDetail, 'UnpricedItemType') === '01') free = true;
    const onHand = int(textOf(supplyDetail, 'Stock/OnHand'));
    if (onHand !== null) stock = onHand;
    for (const price of childrenNamed(supplyDetail, 'Price')) {
      const amount = cents(textOf(price, 'PriceAmount'));
      const currency = textOf(price, 'CurrencyCode') || 'BRL';
      if (amount === null) continue;
      if (currency === 'BRL') priceBrl ??= amount;
      else if (currency === 'USD') priceUsd ??= amount;
      else if (!warnings.includes('other-currency')) warnings.push('other-currency');
    }
  }
  const links = [isbn ? `isbn:${isbn}` : `ref:${reference}`];
  for (const related of childrenNamed(child(node, 'RelatedMaterial'), 'RelatedProduct')) {
    if (!SAME_WORK.has(textOf(related, 'ProductRelationCode'))) continue;
    const id = childrenNamed(related, 'ProductIdentifier').find((p) => textOf(p, 'ProductIDType') === '15');
    if (id) links.push(`isbn:${textOf(id, 'IDValue').replace(/[^0-9X]/gi, '')}`);
  }
  // Our own feed names each product's work page: the surest tie between its formats.
  let own: MappedProduct['own'] = null;
  for (const site of childrenNamed(child(publishing, 'Publisher'), 'Website')) {
    const url = URL.parse(textOf(site, 'WebsiteLink'));
    const match = url && url.hostname === ownHost ? /^\/(book|proceedings)\/([a-z0-9-]{1,200})$/.exec(url.pathname) : null;
    if (match) own = { type: match[1] as 'book' | 'proceedings', slug: match[2]! };
  }
  if (own) links.push(`work:${own.slug}`);
  const coverResource = childrenNamed(child(node, 'CollateralDetail'), 'SupportingResource').find((r) => textOf(r, 'ResourceContentType') === '01');
  const coverLink =
    childrenNamed(coverResource, 'ResourceVersion')
      .map((v) => textOf(v, 'ResourceLink'))
      .find(Boolean) ?? '';
  const cover = coverLink
    ? (coverLink
        .split(/[/\\?#]/)
        .filter(Boolean)
        .findLast((part) => /\.(jpe?g|png|webp)$/i.test(part)) ?? null)
    : null;
  links.push(`title:${slugify(title)}:${slugify(contributors[0]?.family ?? '')}`);
  return {
    reference,
    format: {
      kind,
      isbn,
      priceBrl,
      priceUsd,
      stock,
      heightMm: measures.get('01') ?? null,
      widthMm: measures.get('02') ?? null,
      depthMm: measures.get('03') ?? null,
      weightGrams: measures.get('08') ?? null,
    },
    work: {
      title,
      subtitle: clean(textOf(titleElement, 'Subtitle')) || null,
      contributors,
      language,
      edition: int(textOf(detail, 'EditionNumber')),
      pages,
      publishedOn: onixDate(textOf(date, 'Date')),
      description: descriptionText,
      keywords,
      collection: collection ? clean(textOf(collection, 'TitleDetail/TitleElement/TitleText')) || null : null,
      license: /^CC[ -]BY([ -](SA|NC|ND|NC[ -]SA|NC[ -]ND))?[ -]\d\.\d$/i.test(clean(textOf(detail, 'EpubLicense/EpubLicenseName')))
        ? clean(textOf(detail, 'EpubLicense/EpubLicenseName')).toUpperCase().replace(/ /g, '-')
        : null,
      openAccess: free,
      published: !['01', '02', '03'].includes(textOf(publishing, 'PublishingStatus')) || textOf(publishing, 'PublishingStatus') === '',
    },
    links,
    own,
    cover: cover ? cover.toLowerCase() : null,
    warnings,
  };
}

export interface ImportPlan {
  works: {
    title: string;
    action: 'create' | 'update' | 'unchanged';
    workId: number | null;
    changes: string[];
    formats: { kind: 'print' | 'ebook'; isbn: string | null; action: 'create' | 'update' | 'unchanged'; changes: string[] }[];
    warnings: Warning[];
  }[];
  skipped: { reference: string; title: string; reason: SkipReason }[];
  products: number;
}

/**
 * The format addresses a record reference may stand for: our own feed's references end with the
 * format's slug ("example.editora.livro-impresso"); another press's is kept whole, as a slug.
 */
const referenceSlugs = (p: MappedProduct) => (p.reference ? (p.own ? [slugify(p.reference.split('.').pop()!)] : [slugify(p.reference)]) : []).filter(Boolean);

/** Which work each product belongs to (a group's first product's index): two products share a work when any of their links agree. */
function groupIndexes(links: string[][]): number[] {
  const parent = links.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const owner = new Map<string, number>();
  links.forEach((keys, i) => {
    for (const link of keys) {
      const other = owner.get(link);
      if (other === undefined) owner.set(link, i);
      else parent[find(i)] = find(other);
    }
  });
  return links.map((_, i) => find(i));
}

/** Where the message is read from, once per pass: the import reads it twice and never holds it. */
export type OnixSource = () => AsyncIterable<Uint8Array | string>;

/**
 * The first pass: each product's keys only (its links to other products, its cover's name) and
 * what is not taken; then which work each taken product belongs to, and how many each work has.
 */
async function survey(source: OnixSource, ownHost: string) {
  const links: string[][] = [];
  const covers = new Set<string>();
  const skipped: ImportPlan['skipped'] = [];
  const read = await readOnix(source(), (node) => {
    const mapped = mapProduct(node, ownHost);
    if ('skip' in mapped) skipped.push({ reference: mapped.reference, title: mapped.title, reason: mapped.skip });
    else {
      links.push(mapped.links);
      if (mapped.cover) covers.add(mapped.cover);
    }
  });
  const groupOf = groupIndexes(links);
  const sizes = new Map<number, number>();
  for (const g of groupOf) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  return { groupOf, sizes, covers, skipped, count: read.products };
}

const WORK_COLUMNS = {
  id: publications.id,
  slug: publications.slug,
  titlePt: publications.titlePt,
  titleEn: publications.titleEn,
  subtitlePt: publications.subtitlePt,
  subtitleEn: publications.subtitleEn,
  abstractPt: publications.abstractPt,
  abstractEn: publications.abstractEn,
  keywordsPt: publications.keywordsPt,
  keywordsEn: publications.keywordsEn,
  contributors: publications.contributors,
  language: publications.language,
  edition: publications.edition,
  pages: publications.pages,
  publishedOn: publications.publishedOn,
  openAccess: publications.openAccess,
  license: publications.license,
  collectionId: publications.collectionId,
};

/** The columns a work's fields become, in the language's columns; only what the file carries. */
function workColumns(fields: WorkFields, collectionId: number | null | undefined) {
  const en = fields.language === 'en';
  return {
    [en ? 'titleEn' : 'titlePt']: fields.title,
    ...(fields.subtitle ? { [en ? 'subtitleEn' : 'subtitlePt']: fields.subtitle } : {}),
    ...(fields.description ? { [en ? 'abstractEn' : 'abstractPt']: fields.description } : {}),
    ...(fields.keywords.length ? { [en ? 'keywordsEn' : 'keywordsPt']: fields.keywords } : {}),
    ...(fields.contributors.length ? { contributors: fields.contributors } : {}),
    language: fields.language,
    ...(fields.edition ? { edition: fields.edition } : {}),
    ...(fields.pages ? { pages: fields.pages } : {}),
    ...(fields.publishedOn ? { publishedOn: fields.publishedOn } : {}),
    ...(fields.openAccess ? { openAccess: true } : {}),
    ...(fields.license ? { license: fields.license } : {}),
    ...(collectionId !== undefined ? { collectionId } : {}),
  } as Record<string, unknown>;
}

const formatColumns = (f: FormatFields) =>
  Object.fromEntries(
    Object.entries({
      isbn: f.isbn,
      priceBrl: f.priceBrl,
      priceUsd: f.priceUsd,
      stock: f.stock,
      heightMm: f.heightMm,
      widthMm: f.widthMm,
      depthMm: f.depthMm,
      weightGrams: f.weightGrams,
    }).filter(([, v]) => v !== null),
  ) as Record<string, unknown>;

/** JSON with keys in order: the database gives a jsonb's keys in its own order. */
const stable = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(stable).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);
const same = (a: unknown, b: unknown) => stable(a) === stable(b);
const changed = (current: Record<string, unknown> | undefined, next: Record<string, unknown>) =>
  Object.keys(next).filter((key) => !same(current?.[key], next[key]));

/** Why a cover the message names is not taken (the preview's notes say it). */
export type CoverProblem = 'cover-too-large' | 'cover-unreadable';
/** A cover the message names, read from the upload: ready to store, or why it is not taken. */
export type CoverOutcome = { ok: true; cover: Upload & { width: number; height: number } } | { ok: false; problem: CoverProblem };
/** The covers the message names that the upload carries, by file name (lower case). */
export type ImportCovers = Map<string, CoverOutcome>;
/** The images an upload carries, by file name (lower case): nothing of one is inflated or decoded until the message names it. */
export interface CoverFiles {
  readonly names: ReadonlySet<string>;
  read(name: string): Promise<CoverOutcome>;
}

/** Reads the covers the message names, one at a time; other images in the upload are never touched. */
async function readNamedCovers(files: CoverFiles | undefined, named: ReadonlySet<string>): Promise<ImportCovers> {
  const covers: ImportCovers = new Map();
  for (const name of named) if (files?.names.has(name)) covers.set(name, await files.read(name));
  return covers;
}

/**
 * The people as the file lists them, with the one thing ONIX cannot say kept from the catalog: an
 * organizer goes out as an editor (B01, as in every other export), so an editor the catalog knows
 * as an organizer (the same ORCID, or the same name) stays an organizer.
 */
function keepingOrganizers(incoming: Contributor[], current: Contributor[] | undefined): Contributor[] {
  const organizers = (current ?? []).filter((c) => c.role === 'organizer');
  if (!organizers.length) return incoming;
  const samePerson = (a: Contributor, b: Contributor) => (a.orcid && b.orcid ? a.orcid === b.orcid : a.given === b.given && a.family === b.family);
  return incoming.map((person) => (person.role === 'editor' && organizers.some((o) => samePerson(o, person)) ? { ...person, role: 'organizer' } : person));
}

interface PlanContext {
  apply: { actorId: string } | null;
  covers: ImportCovers;
  collectionsByName: Map<string, number>;
  result: ImportPlan;
}

/** One work's products: its line in the plan and, when applying, its writes. */
async function planGroup(db: Db, products: MappedProduct[], { apply, covers, collectionsByName, result }: PlanContext): Promise<void> {
  const first = products[0]!;
  const isbns = products.flatMap((p) => (p.format.isbn ? [p.format.isbn] : []));
  const refs = products.flatMap((p) => referenceSlugs(p));
  // Matching: by ISBN, then by record reference (a format's slug), then by our own work link.
  // ISBNs are compared by their digits (the catalog keeps the hyphens people typed).
  const digitsOf = sql<string>`regexp_replace(${formats.isbn}, '[^0-9Xx]', '', 'g')`;
  const known =
    isbns.length || refs.length
      ? await db
          .select({ publicationId: formats.publicationId, id: formats.id, isbn: digitsOf, slug: formats.slug, kind: formats.kind })
          .from(formats)
          .where(or(isbns.length ? inArray(digitsOf, isbns) : undefined, refs.length ? inArray(formats.slug, refs) : undefined))
      : [];
  let workId = known.find((f) => f.isbn && isbns.includes(f.isbn))?.publicationId ?? known[0]?.publicationId ?? null;
  if (workId === null && first.own)
    workId = (await db.select({ id: publications.id }).from(publications).where(eq(publications.slug, first.own.slug)))[0]?.id ?? null;
  const [current] = workId === null ? [] : await db.select(WORK_COLUMNS).from(publications).where(eq(publications.id, workId));
  const collectionName = first.work.collection;
  let collectionId: number | null | undefined = collectionName ? (collectionsByName.get(collectionName) ?? null) : undefined;
  // A work is open access, and has its licence, when any of its formats says so (the free ebook).
  const workFields = {
    ...first.work,
    contributors: keepingOrganizers(first.work.contributors, current?.contributors),
    openAccess: products.some((p) => p.work.openAccess),
    license: products.find((p) => p.work.license)?.work.license ?? null,
  };
  const next = workColumns(workFields, collectionId === null ? undefined : collectionId);
  const workChanges = current ? changed(current as Record<string, unknown>, next) : [];
  // A cover the upload carries goes to a work that has none (a cover staff chose is kept).
  const outcomes = products.flatMap((p) => (p.cover && covers.has(p.cover) ? [covers.get(p.cover)!] : []));
  const coverFile = outcomes.flatMap((o) => (o.ok ? [o.cover] : []))[0];
  const coverProblems = outcomes.flatMap((o) => (o.ok ? [] : [o.problem]));
  const [hasCover] = current ? await db.select({ cover: publications.cover }).from(publications).where(eq(publications.id, current.id)) : [];
  if (coverFile && !hasCover?.cover) {
    Object.assign(next, { cover: coverFile.key, coverWidth: coverFile.width, coverHeight: coverFile.height });
    if (current) workChanges.push('cover');
  }
  const existingFormats = workId === null ? [] : await db.select().from(formats).where(eq(formats.publicationId, workId));
  const formatPlans = products.map((p) => {
    const existing =
      existingFormats.find((f) => (p.format.isbn && f.isbn && isbnDigits(f.isbn) === p.format.isbn) || referenceSlugs(p).includes(f.slug)) ??
      existingFormats.find((f) => f.kind === p.format.kind && !f.isbn && !p.format.isbn);
    const columns = formatColumns(p.format);
    if (existing?.isbn && p.format.isbn && isbnDigits(existing.isbn) === p.format.isbn) delete columns.isbn;
    const formatChanges = existing ? changed(existing as unknown as Record<string, unknown>, columns) : [];
    return {
      product: p,
      existing,
      columns,
      plan: {
        kind: p.format.kind,
        isbn: p.format.isbn,
        action: existing ? (formatChanges.length ? 'update' : 'unchanged') : 'create',
        changes: formatChanges,
      } as const,
    };
  });
  const action = !current ? 'create' : workChanges.length || formatPlans.some((f) => f.plan.action !== 'unchanged') ? 'update' : 'unchanged';
  result.works.push({
    title: first.work.title,
    action,
    workId,
    changes: workChanges,
    formats: formatPlans.map((f) => f.plan),
    warnings: [...new Set([...products.flatMap((p) => p.warnings), ...coverProblems])],
  });
  if (!apply || action === 'unchanged') return;
  // A collection named in the file and missing here is made.
  if (collectionName && collectionId === null) {
    const slug = await freeSlug(db, 'collection', slugify(collectionName));
    const [made] = await db.insert(collections).values({ slug, namePt: collectionName, nameEn: collectionName }).returning({ id: collections.id });
    collectionId = made!.id;
    collectionsByName.set(collectionName, collectionId);
    Object.assign(next, { collectionId });
  }
  if (!current) {
    const slug = await freeSlug(db, 'work', first.own?.slug ?? slugify(first.work.title));
    const [made] = await db
      .insert(publications)
      .values({ type: first.own?.type ?? 'book', slug, status: first.work.published ? 'published' : 'draft', ...(next as object) })
      .returning({ id: publications.id, slug: publications.slug });
    workId = made!.id;
  } else if (workChanges.length) {
    await db
      .update(publications)
      .set({ ...(next as object), updatedAt: new Date() })
      .where(eq(publications.id, workId!));
  }
  const [work] = await db.select({ slug: publications.slug }).from(publications).where(eq(publications.id, workId!));
  for (const f of formatPlans) {
    if (f.plan.action === 'unchanged') continue;
    if (f.existing)
      await db
        .update(formats)
        .set({ ...f.columns, updatedAt: new Date() })
        .where(eq(formats.id, f.existing.id));
    else {
      // The record reference is kept as the format's address, so a product without ISBN is found again.
      const slug = await freeSlug(db, 'format', referenceSlugs(f.product)[0] || `${work!.slug}-${f.product.format.kind === 'ebook' ? 'ebook' : 'impresso'}`);
      await db.insert(formats).values({ publicationId: workId!, kind: f.product.format.kind, slug, ...f.columns });
    }
  }
  await refreshPublicationIndex(db, workId!);
}

/**
 * The plan for a message: each work to create or update (with the fields that change), each
 * format, and what is skipped. With `apply`, writes it in the caller's transaction. The message is
 * read twice: once for the works' keys, once to plan (and write) each work as soon as all its
 * products are read, so a long feed is never held whole.
 */
async function plan(
  db: Db,
  source: OnixSource,
  ownHost: string,
  apply: { actorId: string } | null,
  coversOf: (named: ReadonlySet<string>) => Promise<ImportCovers>,
): Promise<ImportPlan> {
  const surveyed = await survey(source, ownHost);
  const covers = await coversOf(surveyed.covers);
  const result: ImportPlan = { works: [], skipped: surveyed.skipped, products: surveyed.count };
  const collectionsByName = new Map(
    (await db.select({ id: collections.id, namePt: collections.namePt, nameEn: collections.nameEn }).from(collections)).flatMap(
      (c) =>
        [
          [c.namePt, c.id],
          [c.nameEn, c.id],
        ] as [string, number][],
    ),
  );
  const context: PlanContext = { apply, covers, collectionsByName, result };
  const pending = new Map<number, MappedProduct[]>();
  const complete: MappedProduct[][] = [];
  let index = 0;
  await readOnix(
    source(),
    (node) => {
      const mapped = mapProduct(node, ownHost);
      if ('skip' in mapped) return;
      const group = surveyed.groupOf[index++]!;
      const products = [...(pending.get(group) ?? []), mapped];
      if (products.length === surveyed.sizes.get(group)) {
        pending.delete(group);
        complete.push(products);
      } else pending.set(group, products);
    },
    {
      afterChunk: async () => {
        while (complete.length) await planGroup(db, complete.shift()!, context);
      },
    },
  );
  if (apply) {
    const count = (action: string) => result.works.filter((w) => w.action === action).length;
    await recordAudit(db, {
      actorId: apply.actorId,
      action: 'catalog.onix-import',
      targetType: 'publication',
      targetId: 'onix',
      details: { products: result.products, created: count('create'), updated: count('update'), skipped: result.skipped.length },
    });
  }
  return result;
}

async function freeSlug(db: Db, kind: 'work' | 'format' | 'collection', wanted: string): Promise<string> {
  const base = wanted.replace(/^-+|-+$/g, '').slice(0, 80) || 'obra';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const taken =
      kind === 'work'
        ? await db.select({ id: publications.id }).from(publications).where(eq(publications.slug, slug))
        : kind === 'format'
          ? await db.select({ id: formats.id }).from(formats).where(eq(formats.slug, slug))
          : await db.select({ id: collections.id }).from(collections).where(eq(collections.slug, slug));
    if (!taken.length) return slug;
  }
}

/** What importing the message would do, without writing anything; `files`: the images of a ZIP upload. */
export async function previewOnixImport(db: Db, source: OnixSource, ownHost: string, files?: CoverFiles): Promise<ImportPlan> {
  return plan(db, source, ownHost, null, (named) => readNamedCovers(files, named));
}

/** Imports the message in one transaction, and says what it did; the covers it takes are stored first, and removed if it fails. */
export async function applyOnixImport(db: Db, source: OnixSource, ownHost: string, actorId: string, files?: CoverFiles): Promise<ImportPlan> {
  // Only the covers the message names are read, and stored before the transaction (removed if it fails).
  const covers = files?.names.size ? await readNamedCovers(files, (await survey(source, ownHost)).covers) : new Map<string, CoverOutcome>();
  const ready = [...covers.values()].flatMap((c) => (c.ok ? [c.cover] : []));
  const { plan: done } = await withUploads(ready, async () => ({
    plan: await db.transaction((tx) => plan(tx, source, ownHost, { actorId }, async () => covers)),
    replaced: [],
  }));
  return done;
}

/**
 * An upload that is a ZIP: its ONIX message (the one .xml file) and the images beside it. Held in
 * memory (a ZIP is bounded like any upload); an image is inflated and checked only when the
 * message names it: by its declared size before inflating, by the size in its header before
 * decoding (readCover), then turned into the catalog's JPEG.
 */
export async function onixZip(data: Uint8Array): Promise<{ xml: Uint8Array; covers: CoverFiles } | null> {
  const zip = openZip(data, { entries: 10_000, uncompressedBytes: 300 * 1024 * 1024, ratio: 200, ratioFloorBytes: 1024 * 1024 });
  const xmlName = [...zip.names].find((name) => /\.(xml|onix)$/i.test(name));
  const xml = xmlName ? await zip.read(xmlName) : null;
  if (!xml) return null;
  const images = new Map(
    zip.entries.filter((entry) => /\.(jpe?g|png|webp)$/i.test(entry.name)).map((entry) => [entry.name.split('/').pop()!.toLowerCase(), entry]),
  );
  const read = async (name: string): Promise<CoverOutcome> => {
    const entry = images.get(name)!;
    if (entry.size > COVER_MAX_BYTES) return { ok: false, problem: 'cover-too-large' };
    let bytes: Uint8Array | null;
    try {
      bytes = await zip.read(entry.name);
    } catch (error) {
      if (error instanceof ArchiveRefused) return { ok: false, problem: 'cover-unreadable' };
      throw error;
    }
    const checked = await readCover(new File([Buffer.from(bytes!)], name), slugify(name.replace(/\.[a-z]+$/, '')) || 'capa');
    if (checked.ok && checked.cover) return { ok: true, cover: checked.cover };
    return { ok: false, problem: !checked.ok && checked.error === 'coverTooLarge' ? 'cover-too-large' : 'cover-unreadable' };
  };
  return { xml, covers: { names: new Set(images.keys()), read } };
}

const SKIP_WORDS: Record<SkipReason, string> = {
  'delete-notice': 'a delete notice (not applied)',
  'no-title': 'no title',
  'not-a-book': 'not a book or ebook',
  'bad-isbn': 'an ISBN with a wrong check digit',
};

/** The operators' command: the plan (or what was done) as lines of text. */
export async function onixImportCommand(db: Db, file: string, options: { apply: boolean; actor: string | null; appUrl: string }): Promise<string> {
  const { createReadStream } = await import('node:fs');
  const host = new URL(options.appUrl).hostname;
  let result: ImportPlan;
  if (options.apply) {
    if (!options.actor) throw new Error('--apply needs --actor EMAIL (an administrator): the audit log names who imported.');
    const [actor] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, options.actor), eq(users.role, 'admin')));
    if (!actor) throw new Error(`${options.actor} is not an administrator's e-mail.`);
    result = await applyOnixImport(db, () => createReadStream(file), host, actor.id);
  } else result = await previewOnixImport(db, () => createReadStream(file), host);
  const count = (action: string) => result.works.filter((w) => w.action === action).length;
  return [
    `${result.products} product(s): ${count('create')} new work(s), ${count('update')} changed, ${count('unchanged')} unchanged, ${result.skipped.length} not taken${options.apply ? ' — applied.' : ' (nothing written; add --apply).'}`,
    ...result.works
      .filter((w) => w.action !== 'unchanged')
      .map(
        (w) =>
          `  ${w.action === 'create' ? 'new' : 'changed'}: ${w.title}${w.changes.length ? ` (${w.changes.join(', ')})` : ''}; formats: ${w.formats.map((f) => `${f.kind} ${f.isbn ?? 'without ISBN'} ${f.action}`).join(', ')}${w.warnings.length ? `; note: ${w.warnings.join(', ')}` : ''}`,
      ),
    ...result.skipped.map((s) => `  not taken: ${s.reference} "${s.title}": ${SKIP_WORDS[s.reason]}`),
  ].join('\n');
}
