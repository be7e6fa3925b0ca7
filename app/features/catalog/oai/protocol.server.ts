/**
 * OAI-PMH 2.0 (https://www.openarchives.org/OAI/openarchivesprotocol.html) at /oai: the six
 * verbs, oai_dc (and marcxml for the works, jats for the articles and papers), sets, from/until, resumption tokens and every error the protocol names. Every
 * answer is 200 with XML, errors included, as the protocol asks.
 *
 * Resumption tokens carry the whole state of a list (arguments, the last identifier sent, the
 * cursor, the list's size when it began, an expiry), so any server of the cluster can continue a
 * harvest and nothing is kept per harvester. They are signed (HMAC) and their state is checked
 * again when read, so a harvester cannot choose its own expiry, set or cursor, nor reach the
 * database with a value it made up. Lists go in identifier order, so a record changed during a
 * harvest is neither lost nor sent twice.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '#app/lib/db/client.server.ts';
import { escapeXml } from '#app/lib/xml.ts';
import { oaiDcRecord } from './oai-dc.ts';
import {
  countRecords,
  earliestDatestamp,
  oaiSets,
  reconcileOaiRecords,
  recordHeader,
  recordHeaders,
  recordMetadata,
  type RecordFilter,
  type RecordHeader,
} from './records.server.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { marcPress, marcWorks, marcXmlRecord, MARCXML_NS, workRecords } from '#app/features/libraries/api.server.ts';
import { utcDay } from '#app/lib/utc-days.ts';

export const OAI_PAGE_SIZE = { ListRecords: 100, ListIdentifiers: 250 };
/** How long a resumption token stays good. */
const TOKEN_HOURS = 24;
const VERBS = ['Identify', 'ListMetadataFormats', 'ListSets', 'GetRecord', 'ListIdentifiers', 'ListRecords'] as const;
type Verb = (typeof VERBS)[number];
/** Arguments each verb takes: required, optional, exclusive (alone with the verb). */
const ARGUMENTS: Record<Verb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
};
const DC_FORMAT = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
};
/** MARC 21 in MARCXML, for the works (books and proceedings volumes); articles and papers are oai_dc only. */
const MARC_FORMAT = {
  prefix: 'marcxml',
  schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd',
  namespace: MARCXML_NS,
};
/**
 * JATS 1.3 (SciELO PS 1.10), for the articles and papers (issue 52). Inside OAI-PMH's metadata the
 * article is namespaced, as PubMed Central's OAI service does, for the protocol wants a namespace.
 */
const JATS_FORMAT = {
  prefix: 'jats',
  schema: 'https://jats.nlm.nih.gov/publishing/1.3/xsd/JATS-journalpublishing1-3.xsd',
  namespace: 'https://jats.nlm.nih.gov/ns/publishing/1.3/',
};
const FORMATS = [DC_FORMAT, MARC_FORMAT, JATS_FORMAT];
type Prefix = 'oai_dc' | 'marcxml' | 'jats';
const PREFIXES: readonly string[] = ['oai_dc', 'marcxml', 'jats'];
const isWork = (identifier: string) => identifier.startsWith('book/') || identifier.startsWith('proceedings/');
const formatXml = (format: typeof DC_FORMAT) =>
  `<metadataFormat><metadataPrefix>${format.prefix}</metadataPrefix><schema>${format.schema}</schema><metadataNamespace>${format.namespace}</metadataNamespace></metadataFormat>`;

type ErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

class OaiError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export interface OaiContext {
  db: Db;
  appUrl: string;
  adminEmail: string;
  /** Signs resumption tokens (the same on every server of a cluster). */
  secret: string;
  now?: Date;
  pageSize?: Partial<typeof OAI_PAGE_SIZE>;
  /**
   * Each article's or paper's JATS (`<article>` without declaration or DOCTYPE) by local identifier
   * (article/12, paper/3): the journals feature writes it, the route hands it in. Without it no
   * record is given as jats.
   */
  jats?: (identifiers: string[]) => Promise<Map<string, string>>;
}

/** Whole UTC seconds, as the granularity says. */
const utc = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A from/until value: YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ; `end` makes a day inclusive to its last second. */
function parseDatestamp(value: string, end: boolean): { date: Date; granularity: 'day' | 'second' } {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const second = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/.exec(value);
  const date = day ? new Date(`${value}T${end ? '23:59:59' : '00:00:00'}Z`) : second ? new Date(value) : null;
  // A real date only: 2026-02-30 is not one (JavaScript would roll it over).
  if (!date || Number.isNaN(date.getTime()) || utcDay(date) !== value.slice(0, 10)) {
    throw new OaiError('badArgument', `"${value}" is not a date in the form YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.`);
  }
  return { date, granularity: day ? 'day' : 'second' };
}

interface Token {
  verb: 'ListRecords' | 'ListIdentifiers';
  /** Tokens issued before marcxml carry none: oai_dc. */
  prefix?: Prefix;
  from?: string;
  until?: string;
  set?: string;
  after: string;
  cursor: number;
  size: number;
  expires: number;
}

const SET_SPEC = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;
const LOCAL_IDENTIFIER = /^(book|proceedings|article|paper)\/\d{1,9}$/;
const UTC_SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const tokenSignature = (secret: string, payload: string) => createHmac('sha256', secret).update(`oai-resumption:${payload}`).digest('base64url');

const encodeToken = (token: Token, secret: string) => {
  const payload = Buffer.from(JSON.stringify(token)).toString('base64url');
  return `${payload}.${tokenSignature(secret, payload)}`;
};

/** A token this repository issued, for this verb, not expired, whose state is still well-formed; badResumptionToken otherwise. */
function decodeToken(value: string, verb: Verb, now: Date, secret: string): Token {
  const refused = () => new OaiError('badResumptionToken', 'The resumption token is not one this repository issued for this verb.');
  const [payload, signature, extra] = value.length <= 2048 ? value.split('.') : [];
  if (!payload || !signature || extra !== undefined) throw refused();
  const expected = Buffer.from(tokenSignature(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused();
  let token: Partial<Token> | null;
  try {
    token = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Token>;
  } catch {
    throw refused();
  }
  // Signed by us, and checked again all the same: a value read from a token reaches the database.
  const date = (v: unknown) => v === undefined || (typeof v === 'string' && UTC_SECOND.test(v) && !Number.isNaN(new Date(v).getTime()));
  const wellFormed =
    token !== null &&
    typeof token === 'object' &&
    token.verb === verb &&
    typeof token.after === 'string' &&
    (token.after === '' || LOCAL_IDENTIFIER.test(token.after)) &&
    Number.isSafeInteger(token.cursor) &&
    token.cursor! >= 0 &&
    Number.isSafeInteger(token.size) &&
    token.size! >= 0 &&
    typeof token.expires === 'number' &&
    date(token.from) &&
    date(token.until) &&
    (token.set === undefined || (typeof token.set === 'string' && SET_SPEC.test(token.set))) &&
    (token.prefix === undefined || PREFIXES.includes(token.prefix));
  if (!wellFormed) throw refused();
  if (token!.expires! < now.getTime() / 1000) throw new OaiError('badResumptionToken', 'The resumption token has expired; start the list again.');
  return token as Token;
}

/** The request's arguments, checked against the verb: each at most once, none unknown, the required ones there. */
function readArguments(params: [string, string][]): { verb: Verb; args: Record<string, string> } {
  const verbs = params.filter(([key]) => key === 'verb');
  if (verbs.length !== 1) throw new OaiError('badVerb', verbs.length ? 'The verb argument is repeated.' : 'The request has no verb.');
  const verb = verbs[0]![1] as Verb;
  if (!VERBS.includes(verb)) throw new OaiError('badVerb', `"${verbs[0]![1]}" is not an OAI-PMH verb.`);
  const args: Record<string, string> = {};
  const rule = ARGUMENTS[verb];
  for (const [key, value] of params) {
    if (key === 'verb') continue;
    if (key in args) throw new OaiError('badArgument', `The argument "${key}" is repeated.`);
    if (![...rule.required, ...rule.optional, rule.exclusive].includes(key)) throw new OaiError('badArgument', `${verb} does not take the argument "${key}".`);
    args[key] = value;
  }
  if (args.metadataPrefix !== undefined && !/^[A-Za-z0-9\-_.!~*'()]+$/.test(args.metadataPrefix))
    throw new OaiError('badArgument', `"${args.metadataPrefix}" is not a metadata prefix.`);
  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (Object.keys(args).length > 1) throw new OaiError('badArgument', `${rule.exclusive} is an exclusive argument: nothing else may come with it.`);
  } else {
    const missing = rule.required.filter((key) => args[key] === undefined);
    if (missing.length) throw new OaiError('badArgument', `${verb} needs the argument${missing.length > 1 ? 's' : ''} ${missing.join(' and ')}.`);
  }
  return { verb, args };
}

/** "oai:{host}:book/12" ↔ "book/12". */
const identifierPrefix = (appUrl: string) => `oai:${new URL(appUrl).hostname}:`;

function localIdentifier(identifier: string, appUrl: string): string {
  const prefix = identifierPrefix(appUrl);
  const local = identifier.startsWith(prefix) ? identifier.slice(prefix.length) : '';
  if (!LOCAL_IDENTIFIER.test(local)) throw new OaiError('idDoesNotExist', `"${identifier}" is not an identifier of this repository.`);
  return local;
}

function checkPrefix(prefix: string): Prefix {
  if (!PREFIXES.includes(prefix)) throw new OaiError('cannotDisseminateFormat', `This repository gives records as oai_dc, marcxml and jats, not "${prefix}".`);
  return prefix as Prefix;
}

function headerXml(header: RecordHeader, appUrl: string): string {
  return [
    `<header${header.deleted ? ' status="deleted"' : ''}>`,
    `<identifier>${escapeXml(identifierPrefix(appUrl) + header.identifier)}</identifier>`,
    `<datestamp>${utc(header.datestamp)}</datestamp>`,
    ...header.sets.map((set) => `<setSpec>${escapeXml(set)}</setSpec>`),
    '</header>',
  ].join('');
}

async function recordsXml(context: OaiContext, headers: RecordHeader[], prefix: Prefix = 'oai_dc'): Promise<string[]> {
  if (prefix === 'marcxml') return marcRecordsXml(context, headers);
  if (prefix === 'jats') return jatsRecordsXml(context, headers);
  const metadata = await recordMetadata(
    context.db,
    headers.filter((h) => !h.deleted).map((h) => h.identifier),
  );
  return headers.map((header) => {
    const record = metadata.get(header.identifier);
    // Between the registry and the catalog a record can vanish: it is then shown as deleted.
    if (header.deleted || !record) return `<record>${headerXml({ ...header, deleted: true }, context.appUrl)}</record>`;
    return `<record>${headerXml(header, context.appUrl)}<metadata>\n${oaiDcRecord(record, context.appUrl)}\n</metadata></record>`;
  });
}

/** Works as MARC 21 records: each work's first record (its online resource when it has one, else its printed volume). */
async function marcRecordsXml(context: OaiContext, headers: RecordHeader[]): Promise<string[]> {
  const ids = headers.filter((h) => !h.deleted).map((h) => Number(h.identifier.split('/')[1]));
  const works = ids.length ? await marcWorks(context.db, { kind: 'ids', ids }, context.appUrl) : [];
  const press = marcPress();
  const byId = new Map(works.map((work) => [work.id, workRecords(work, press)[0]]));
  return headers.map((header) => {
    const record = header.deleted ? undefined : byId.get(Number(header.identifier.split('/')[1]));
    if (!record) return `<record>${headerXml({ ...header, deleted: true }, context.appUrl)}</record>`;
    const marc = marcXmlRecord(record).replace('<record>', `<record xmlns="${MARCXML_NS}">`);
    return `<record>${headerXml(header, context.appUrl)}<metadata>\n${marc}\n</metadata></record>`;
  });
}

/** Articles and papers as JATS, namespaced inside the record (JATS_FORMAT). */
async function jatsRecordsXml(context: OaiContext, headers: RecordHeader[]): Promise<string[]> {
  const live = headers.filter((h) => !h.deleted && !isWork(h.identifier)).map((h) => h.identifier);
  const byId = context.jats && live.length ? await context.jats(live) : new Map<string, string>();
  return headers.map((header) => {
    const article = header.deleted ? undefined : byId.get(header.identifier);
    if (!article) return `<record>${headerXml({ ...header, deleted: true }, context.appUrl)}</record>`;
    const namespaced = article.replace(/^<article /, `<article xmlns="${JATS_FORMAT.namespace}" `);
    return `<record>${headerXml(header, context.appUrl)}<metadata>\n${namespaced}\n</metadata></record>`;
  });
}

async function list(verb: 'ListRecords' | 'ListIdentifiers', args: Record<string, string>, context: OaiContext, now: Date): Promise<string> {
  let token: Token;
  if (args.resumptionToken !== undefined) {
    token = decodeToken(args.resumptionToken, verb, now, context.secret);
  } else {
    const prefix = checkPrefix(args.metadataPrefix!);
    const from = args.from !== undefined ? parseDatestamp(args.from, false) : null;
    const until = args.until !== undefined ? parseDatestamp(args.until, true) : null;
    if (from && until && from.granularity !== until.granularity) throw new OaiError('badArgument', 'from and until must have the same granularity.');
    if (from && until && from.date > until.date) throw new OaiError('badArgument', 'from is later than until.');
    if (args.set !== undefined && !SET_SPEC.test(args.set)) throw new OaiError('badArgument', `"${args.set}" is not a setSpec.`);
    await reconcileOaiRecords(context.db);
    const partial = { verb, prefix, from: from ? utc(from.date) : undefined, until: until ? utc(until.date) : undefined, set: args.set };
    token = { ...partial, after: '', cursor: 0, size: await countRecords(context.db, filterOf(partial)), expires: 0 };
  }
  const pageSize = context.pageSize?.[verb] ?? OAI_PAGE_SIZE[verb];
  const headers = await recordHeaders(context.db, filterOf(token), token.after, pageSize + 1);
  if (!headers.length) {
    if (token.cursor === 0) throw new OaiError('noRecordsMatch', 'No record matches these arguments.');
  }
  const page = headers.slice(0, pageSize);
  const items = verb === 'ListRecords' ? await recordsXml(context, page, token.prefix) : page.map((header) => headerXml(header, context.appUrl));
  const more = headers.length > pageSize;
  const expires = new Date(now.getTime() + TOKEN_HOURS * 3600_000);
  const next = more
    ? encodeToken(
        { ...token, after: page.at(-1)!.identifier, cursor: token.cursor + page.length, expires: Math.floor(expires.getTime() / 1000) },
        context.secret,
      )
    : '';
  // The last page of a list carries an empty token (the protocol's "list complete").
  const resumption =
    more || token.cursor > 0
      ? `<resumptionToken${more ? ` expirationDate="${utc(expires)}"` : ''} completeListSize="${Math.max(token.size, token.cursor + page.length)}" cursor="${token.cursor}">${next}</resumptionToken>`
      : '';
  return `<${verb}>\n${items.join('\n')}\n${resumption}</${verb}>`;
}

const filterOf = (token: Pick<Token, 'from' | 'until' | 'set' | 'prefix'>): RecordFilter => ({
  from: token.from ? new Date(token.from) : undefined,
  until: token.until ? new Date(token.until) : undefined,
  set: token.set,
  worksOnly: token.prefix === 'marcxml',
  articlesOnly: token.prefix === 'jats',
});

async function answer(verb: Verb, args: Record<string, string>, context: OaiContext, now: Date): Promise<string> {
  const { db, appUrl } = context;
  switch (verb) {
    case 'Identify': {
      await reconcileOaiRecords(db);
      const earliest = (await earliestDatestamp(db)) ?? now;
      return [
        '<Identify>',
        `<repositoryName>${escapeXml(currentPress().name)}</repositoryName>`,
        `<baseURL>${escapeXml(`${appUrl}/oai`)}</baseURL>`,
        '<protocolVersion>2.0</protocolVersion>',
        `<adminEmail>${escapeXml(context.adminEmail)}</adminEmail>`,
        `<earliestDatestamp>${utc(earliest)}</earliestDatestamp>`,
        '<deletedRecord>persistent</deletedRecord>',
        '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>',
        '</Identify>',
      ].join('\n');
    }
    case 'ListMetadataFormats': {
      let formats = FORMATS;
      if (args.identifier !== undefined) {
        await reconcileOaiRecords(db);
        const local = localIdentifier(args.identifier, appUrl);
        if (!(await recordHeader(db, local))) throw new OaiError('idDoesNotExist', `No record has the identifier "${args.identifier}".`);
        formats = isWork(local) ? [DC_FORMAT, MARC_FORMAT] : [DC_FORMAT, JATS_FORMAT];
      }
      return `<ListMetadataFormats>${formats.map(formatXml).join('')}</ListMetadataFormats>`;
    }
    case 'ListSets': {
      // Every set fits in one answer: no token is ever issued, so none is good.
      if (args.resumptionToken !== undefined)
        throw new OaiError('badResumptionToken', 'This repository lists its sets in one answer and issues no resumption tokens for them.');
      const sets = await oaiSets(db);
      return `<ListSets>\n${sets.map((set) => `<set><setSpec>${escapeXml(set.spec)}</setSpec><setName>${escapeXml(set.namePt === set.nameEn ? set.namePt : `${set.namePt} / ${set.nameEn}`)}</setName></set>`).join('\n')}\n</ListSets>`;
    }
    case 'GetRecord': {
      const local = localIdentifier(args.identifier!, appUrl);
      const prefix = checkPrefix(args.metadataPrefix!);
      await reconcileOaiRecords(db);
      const header = await recordHeader(db, local);
      if (!header) throw new OaiError('idDoesNotExist', `No record has the identifier "${args.identifier}".`);
      if (prefix === 'marcxml' && !isWork(local))
        throw new OaiError('cannotDisseminateFormat', `"${args.identifier}" is an article or a paper: its record is given as oai_dc and jats.`);
      if (prefix === 'jats' && isWork(local))
        throw new OaiError('cannotDisseminateFormat', `"${args.identifier}" is a book or a volume: its record is given as oai_dc and marcxml.`);
      return `<GetRecord>${(await recordsXml(context, [header], prefix))[0]}</GetRecord>`;
    }
    case 'ListIdentifiers':
    case 'ListRecords':
      return list(verb, args, context, now);
  }
}

/** The whole answer to one request, whose arguments come from the query string or a POSTed form. */
export async function oaiResponse(params: [string, string][], context: OaiContext): Promise<string> {
  const now = context.now ?? new Date();
  const baseUrl = `${context.appUrl}/oai`;
  let request = `<request>${escapeXml(baseUrl)}</request>`;
  let body: string;
  try {
    const { verb, args } = readArguments(params);
    // Only arguments that were read as valid are echoed back (the protocol forbids echoing a bad verb
    // or argument), without the characters XML forbids, which would make the answer unreadable.
    request = `<request verb="${verb}"${Object.entries(args)
      .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
      .join('')}>${escapeXml(baseUrl)}</request>`;
    body = await answer(verb, args, context, now);
  } catch (error) {
    if (!(error instanceof OaiError)) throw error;
    if (error.code === 'badVerb' || error.code === 'badArgument') request = `<request>${escapeXml(baseUrl)}</request>`;
    body = `<error code="${error.code}">${escapeXml(error.message)}</error>`;
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">',
    `<responseDate>${utc(now)}</responseDate>`,
    request,
    body,
    '</OAI-PMH>',
    '',
  ].join('\n');
}
