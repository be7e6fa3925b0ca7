/**
 * Reads an ONIX for Books 3.0 message as it streams in, one <Product> at a time: reference or
 * short tags, any namespace prefix. Only one product's elements are held at once, so a feed of
 * tens of megabytes imports in little memory. A document type declaration is refused outright (no
 * entity, internal or external, is ever expanded: XXE), as is anything that is not an ONIX message.
 */
import { Parser } from 'htmlparser2';

export interface OnixNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: OnixNode[];
}

export type OnixReadRefusal = 'not-onix' | 'doctype' | 'too-large' | 'too-many';

export class OnixReadError extends Error {
  readonly code: OnixReadRefusal;
  constructor(code: OnixReadRefusal) {
    super(code);
    this.code = code;
  }
}

/** The reference names the importer reads; short tags and lower-cased composites map to them. */
const SHORT_TAGS: Record<string, string> = {
  a001: 'RecordReference',
  a002: 'NotificationType',
  b221: 'ProductIDType',
  b233: 'IDTypeName',
  b244: 'IDValue',
  b012: 'ProductForm',
  b333: 'ProductFormDetail',
  x314: 'ProductComposition',
  b202: 'TitleType',
  x409: 'TitleElementLevel',
  b203: 'TitleText',
  b029: 'Subtitle',
  b030: 'TitlePrefix',
  b031: 'TitleWithoutPrefix',
  b034: 'SequenceNumber',
  b035: 'ContributorRole',
  b036: 'PersonName',
  b037: 'PersonNameInverted',
  b039: 'NamesBeforeKey',
  b040: 'KeyNames',
  b047: 'CorporateName',
  x415: 'NameIDType',
  b057: 'EditionNumber',
  b253: 'LanguageRole',
  b252: 'LanguageCode',
  b218: 'ExtentType',
  b219: 'ExtentValue',
  b220: 'ExtentUnit',
  b067: 'SubjectSchemeIdentifier',
  b069: 'SubjectCode',
  b070: 'SubjectHeadingText',
  x426: 'TextType',
  x427: 'ContentAudience',
  d104: 'Text',
  x436: 'ResourceContentType',
  x437: 'ResourceMode',
  x441: 'ResourceForm',
  x435: 'ResourceLink',
  b291: 'PublishingRole',
  b081: 'PublisherName',
  b295: 'WebsiteLink',
  b209: 'CityOfPublication',
  b083: 'CountryOfPublication',
  b394: 'PublishingStatus',
  x448: 'PublishingDateRole',
  b306: 'Date',
  j396: 'ProductAvailability',
  x462: 'PriceType',
  j151: 'PriceAmount',
  j152: 'CurrencyCode',
  j350: 'OnHand',
  x315: 'MeasureType',
  c094: 'Measurement',
  c095: 'MeasureUnitCode',
  x329: 'CollectionType',
  x455: 'ProductRelationCode',
  x410: 'Affiliation',
  j192: 'UnpricedItemType',
};
const COMPOSITES = [
  'Product',
  'ProductIdentifier',
  'DescriptiveDetail',
  'TitleDetail',
  'TitleElement',
  'Contributor',
  'NameIdentifier',
  'ProfessionalAffiliation',
  'Language',
  'Extent',
  'Subject',
  'CollateralDetail',
  'TextContent',
  'SupportingResource',
  'ResourceVersion',
  'PublishingDetail',
  'Publisher',
  'Website',
  'PublishingDate',
  'ProductSupply',
  'SupplyDetail',
  'Price',
  'Stock',
  'Measure',
  'Collection',
  'EpubLicense',
  'RelatedMaterial',
  'RelatedProduct',
  'NoCollection',
  'NoContributor',
];
const BY_LOWER = new Map(COMPOSITES.map((name) => [name.toLowerCase(), name]));

/** An element's reference name, whatever the tag style and prefix. */
export function referenceName(tag: string): string {
  const local = tag.includes(':') ? tag.slice(tag.indexOf(':') + 1) : tag;
  return SHORT_TAGS[local] ?? BY_LOWER.get(local) ?? local;
}

/** At most this many products in one message. */
export const ONIX_PRODUCTS_MAX = 20_000;
/** A product's own elements are bounded too (a feed is not a place for a novel). */
const PRODUCT_NODES_MAX = 5_000;

/**
 * Feeds the chunks of a message to the parser, calling `onProduct` with each product's tree.
 * Throws OnixReadError for a document type, a root that is not an ONIX message, or a runaway product.
 */
export async function readOnix(
  chunks: AsyncIterable<Uint8Array | string>,
  onProduct: (product: OnixNode) => void,
  { maxBytes = 60 * 1024 * 1024, afterChunk }: { maxBytes?: number; afterChunk?: () => Promise<void> } = {},
): Promise<{ products: number; release: string | null }> {
  let failure: OnixReadError | null = null;
  let root: string | null = null;
  let release: string | null = null;
  let products = 0;
  let stack: OnixNode[] = [];
  let nodes = 0;
  let bytes = 0;
  const fail = (code: OnixReadRefusal) => {
    failure ??= new OnixReadError(code);
    parser.pause();
  };
  const parser = new Parser(
    {
      onprocessinginstruction(name) {
        if (name.toLowerCase().startsWith('!doctype')) fail('doctype');
      },
      onopentag(tag, attributes) {
        if (failure) return;
        const name = referenceName(tag);
        if (root === null) {
          root = name;
          if (!/^onixmessage$/i.test(name)) fail('not-onix');
          release = attributes.release ?? null;
          return;
        }
        if (name === 'Product' && !stack.length) {
          stack = [{ name, attributes, text: '', children: [] }];
          nodes = 1;
          return;
        }
        if (!stack.length) return;
        if (++nodes > PRODUCT_NODES_MAX) return fail('too-many');
        const node: OnixNode = { name, attributes, text: '', children: [] };
        stack.at(-1)!.children.push(node);
        stack.push(node);
      },
      ontext(text) {
        if (stack.length) stack.at(-1)!.text += text;
      },
      onclosetag(tag) {
        if (failure || !stack.length) return;
        const closed = stack.pop()!;
        closed.text = closed.text.trim();
        if (!stack.length && referenceName(tag) === 'Product') {
          if (++products > ONIX_PRODUCTS_MAX) return fail('too-many');
          onProduct(closed);
        }
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (bytes > maxBytes) fail('too-large');
    // A DOCTYPE (and so any entity declaration) is refused before the parser sees it.
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) fail('doctype');
    if (failure) throw failure;
    parser.write(text);
    if (failure) throw failure;
    // The caller's work on the products read so far (the import writes whole works here).
    await afterChunk?.();
  }
  parser.end();
  if (failure) throw failure;
  await afterChunk?.();
  if (root === null) throw new OnixReadError('not-onix');
  return { products, release };
}

/** The first descendant by reference-name path ("DescriptiveDetail/TitleDetail"), or undefined. */
export function child(node: OnixNode | undefined, path: string): OnixNode | undefined {
  let current = node;
  for (const name of path.split('/')) current = current?.children.find((c) => c.name === name);
  return current;
}

export const childrenNamed = (node: OnixNode | undefined, name: string) => node?.children.filter((c) => c.name === name) ?? [];
export const textOf = (node: OnixNode | undefined, path: string) => child(node, path)?.text ?? '';
