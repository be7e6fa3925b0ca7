/**
 * ONIX for Books 3.0 (reference tags): one <Product> per format of a published work, what the
 * book trade's systems read (retailers, distributors, libraries' suppliers, Metabooks/CBL in
 * Brazil). Prices per currency and territory (BRL in Brazil, USD elsewhere), stock, covers, and
 * the ebook's accessibility as the European Accessibility Act asks (ProductFormFeature type 09,
 * code list 196, from the EPUB's schema.org and a11y: accessibility metadata: conformance, certifier,
 * features, EAA exemptions; hazards as type 12; a PDF-only ebook's from what its PDF stated at upload).
 * Validated against EDItEUR's XSD with code lists (fixtures/schemas/onix).
 */
import { ISO_639_2B } from '#app/lib/language-codes.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { decimalAmount } from '#app/lib/money.ts';
import { escapeXml } from '#app/lib/xml.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { appearanceAdjustable, readableWithoutSight, type AccessibilityMetadata } from '#app/features/scholarly/api.ts';

/** The ebook's accessibility as its EPUB (or its PDF) states it: what the work page shows, in ONIX's codes. */
export type OnixAccessibility = AccessibilityMetadata;

export interface OnixProduct {
  formatSlug: string;
  kind: 'print' | 'ebook';
  isbn: string | null;
  workSlug: string;
  workType: 'book' | 'proceedings';
  title: string;
  subtitle: string | null;
  contributors: { given: string; family: string; role: string; orcid?: string; affiliation?: string }[];
  language: string;
  edition: number;
  pages: number | null;
  keywords: string[];
  subjects: string[];
  description: string | null;
  coverUrl: string | null;
  publishedOn: string | null;
  license: string | null;
  openAccess: boolean;
  priceBrl: number | null;
  priceUsd: number | null;
  stock: number | null;
  /**
   * The ebook's file: the form detail says EPUB (E101) or PDF (E107) only when it is one, and an
   * ebook without a file is announced as not yet available.
   */
  fileKind: 'epub' | 'pdf' | null;
  size: { heightMm: number | null; widthMm: number | null; depthMm: number | null; weightGrams: number | null };
  collection: string | null;
  /** The ebook's accessibility, from its EPUB or its PDF's facts; null for print or when unknown (then said to be unknown, code 08). */
  accessibility: OnixAccessibility | null;
}

const ROLES: Record<string, string> = { author: 'A01', editor: 'B01', organizer: 'B01', translator: 'B06' };
/** schema.org accessibilityFeature → ONIX code list 196. */
const FEATURES: Record<string, string> = {
  tableOfContents: '11',
  index: '12',
  readingOrder: '13',
  alternativeText: '14',
  longDescription: '15',
  MathML: '17',
  printPageNumbers: '19',
  pageBreakMarkers: '19',
  synchronizedAudioText: '20',
  ttsMarkup: '21',
  structuralNavigation: '29',
  ARIA: '30',
  pageNavigation: '41',
  describedMath: '53',
};

/** EPUB Accessibility 1.1's exemptions → list 196's EAA exceptions. */
const EXEMPTIONS: Record<string, string> = {
  'eaa-microenterprise': '75',
  'eaa-disproportionate-burden': '76',
  'eaa-fundamental-alteration': '77',
};

const isbn13 = (isbn: string) => isbn.replace(/[^0-9X]/gi, '');

/**
 * Code list 196 (and 143 for hazards) for an ebook's accessibility: its EPUB's, or its PDF's facts
 * in the same terms (scholarly: pdfAccessibilityMetadata), as the work page states them.
 */
export function accessibilityFeatures(
  a: OnixAccessibility,
  fileKind: 'epub' | 'pdf' = 'epub',
): { type: '09' | '12'; value: string; description?: string; language?: string }[] {
  const out: { type: '09' | '12'; value: string; description?: string; language?: string }[] = [];
  // An untagged PDF: its page says a screen reader may not follow it (list 196: 09, known limited accessibility).
  if (fileKind === 'pdf' && !a.features.includes('taggedPDF'))
    return [{ type: '09', value: '09', description: 'Untagged PDF: no structure for assistive technology to follow.' }];
  const conformance = a.conformsTo ?? '';
  if (/EPUB Accessibility 1\.1/i.test(conformance)) out.push({ type: '09', value: '04' });
  else if (/EPUB Accessibility 1\.0.*AA\b/i.test(conformance)) out.push({ type: '09', value: '03' });
  else if (/EPUB Accessibility 1\.0/i.test(conformance)) out.push({ type: '09', value: '02' });
  const wcag = /WCAG\s*2\.(\d)/i.exec(conformance);
  if (wcag) out.push({ type: '09', value: { '0': '80', '1': '81', '2': '82' }[wcag[1]!] ?? '80' });
  const level = /Level\s*(AAA|AA|A)\b/i.exec(conformance)?.[1]?.toUpperCase();
  if (level) out.push({ type: '09', value: { A: '84', AA: '85', AAA: '86' }[level]! });
  // Our EPUBs carry no DRM and disable no reading system option (a PDF's we do not read).
  if (fileKind === 'epub') out.push({ type: '09', value: '10' });
  // Appearance and nonvisual reading by the same rules as the work page's statements.
  const codes = [...a.features.map((f) => FEATURES[f]), appearanceAdjustable(a) ? '36' : undefined, ...a.exemptions.map((e) => EXEMPTIONS[e])];
  for (const code of [...new Set(codes.filter((c): c is string => Boolean(c)))].sort()) out.push({ type: '09', value: code });
  if (readableWithoutSight(a)) out.push({ type: '09', value: '52' });
  // The summary, with its language when the file marks it (ONIX's ISO 639-2/B codes).
  const summaryLanguage = a.summaryLang ? ISO_639_2B[a.summaryLang.toLowerCase().split('-')[0]!] : undefined;
  if (a.summary) out.push({ type: '09', value: '00', description: a.summary, ...(summaryLanguage ? { language: summaryLanguage } : {}) });
  // Who certified the conformance, and the certifier's report (list 196: 90, 94).
  if (a.conformsTo && a.certifiedBy) out.push({ type: '09', value: '90', description: a.certifiedBy });
  if (a.conformsTo && a.certifierReport) out.push({ type: '09', value: '94', description: a.certifierReport });
  if (a.hazards.includes('none') || ['noFlashingHazard', 'noSoundHazard', 'noMotionSimulationHazard'].every((h) => a.hazards.includes(h))) {
    out.push({ type: '12', value: '14' }, { type: '12', value: '16' }, { type: '12', value: '18' });
  } else {
    if (a.hazards.includes('flashing')) out.push({ type: '12', value: '13' });
    if (a.hazards.includes('sound')) out.push({ type: '12', value: '15' });
    if (a.hazards.includes('motionSimulation')) out.push({ type: '12', value: '17' });
  }
  return out;
}

function productXml(p: OnixProduct, appUrl: string, recordPrefix: string): string[] {
  const x: string[] = [];
  const el = (name: string, value: string | number, attributes = '') => x.push(`<${name}${attributes}>${escapeXml(String(value))}</${name}>`);
  const open = (name: string) => x.push(`<${name}>`);
  const close = (name: string) => x.push(`</${name}>`);

  el('RecordReference', `${recordPrefix}.${p.formatSlug}`);
  el('NotificationType', '03');
  open('ProductIdentifier');
  if (p.isbn) {
    el('ProductIDType', '15');
    el('IDValue', isbn13(p.isbn));
  } else {
    el('ProductIDType', '01');
    el('IDTypeName', currentPress().name);
    el('IDValue', p.formatSlug);
  }
  close('ProductIdentifier');

  open('DescriptiveDetail');
  el('ProductComposition', '00');
  el('ProductForm', p.kind === 'ebook' ? 'ED' : 'BC');
  if (p.kind === 'ebook' && p.fileKind) el('ProductFormDetail', p.fileKind === 'epub' ? 'E101' : 'E107');
  // Every ebook states its accessibility (the European Accessibility Act): from its EPUB's
  // metadata or what its PDF stated when uploaded, or "unknown" (08) when no file says (a PDF
  // uploaded before it was read, no file yet).
  const features =
    p.kind !== 'ebook' ? [] : p.accessibility ? accessibilityFeatures(p.accessibility, p.fileKind ?? 'epub') : [{ type: '09' as const, value: '08' }];
  for (const feature of features) {
    open('ProductFormFeature');
    el('ProductFormFeatureType', feature.type);
    el('ProductFormFeatureValue', feature.value);
    if ('description' in feature && feature.description)
      el('ProductFormFeatureDescription', feature.description, 'language' in feature && feature.language ? ` language="${feature.language}"` : '');
    close('ProductFormFeature');
  }
  if (p.kind === 'print') {
    for (const [type, value, unit] of [
      ['01', p.size.heightMm, 'mm'],
      ['02', p.size.widthMm, 'mm'],
      ['03', p.size.depthMm, 'mm'],
      ['08', p.size.weightGrams, 'gr'],
    ] as const) {
      if (value === null) continue;
      open('Measure');
      el('MeasureType', type);
      el('Measurement', value);
      el('MeasureUnitCode', unit);
      close('Measure');
    }
  }
  if (p.kind === 'ebook') el('EpubTechnicalProtection', '00');
  // An open licence (Creative Commons) says what readers may do with the file.
  if (p.kind === 'ebook' && p.license) {
    open('EpubLicense');
    el('EpubLicenseName', p.license.replace(/-/g, ' '));
    open('EpubLicenseExpression');
    el('EpubLicenseExpressionType', '01');
    el('EpubLicenseExpressionLink', licenseUrl(p.license));
    close('EpubLicenseExpression');
    close('EpubLicense');
  }
  if (p.collection) {
    open('Collection');
    el('CollectionType', '10');
    open('TitleDetail');
    el('TitleType', '01');
    open('TitleElement');
    el('TitleElementLevel', '02');
    el('TitleText', p.collection);
    close('TitleElement');
    close('TitleDetail');
    close('Collection');
  } else {
    x.push('<NoCollection/>');
  }
  open('TitleDetail');
  el('TitleType', '01');
  open('TitleElement');
  el('TitleElementLevel', '01');
  el('TitleText', p.title);
  if (p.subtitle) el('Subtitle', p.subtitle);
  close('TitleElement');
  close('TitleDetail');
  p.contributors.forEach((c, index) => {
    open('Contributor');
    el('SequenceNumber', index + 1);
    el('ContributorRole', ROLES[c.role] ?? 'A01');
    if (c.orcid) {
      open('NameIdentifier');
      el('NameIDType', '21');
      el('IDValue', c.orcid.replace(/^https?:\/\/orcid\.org\//i, ''));
      close('NameIdentifier');
    }
    el('PersonName', `${c.given} ${c.family}`.trim());
    if (c.family) {
      el('NamesBeforeKey', c.given);
      el('KeyNames', c.family);
    }
    if (c.affiliation) {
      open('ProfessionalAffiliation');
      el('Affiliation', c.affiliation);
      close('ProfessionalAffiliation');
    }
    close('Contributor');
  });
  if (!p.contributors.length) x.push('<NoContributor/>');
  if (p.edition > 1) el('EditionNumber', p.edition);
  open('Language');
  el('LanguageRole', '01');
  el('LanguageCode', ISO_639_2B[p.language] ?? 'und');
  close('Language');
  if (p.pages) {
    open('Extent');
    el('ExtentType', '00');
    el('ExtentValue', p.pages);
    el('ExtentUnit', '03');
    close('Extent');
  }
  // Keywords are keywords (scheme 20); the catalog's subjects are the press's own scheme (24,
  // named), so that reading the feed back never takes a subject for a keyword.
  if (p.keywords.length) {
    open('Subject');
    el('SubjectSchemeIdentifier', '20');
    el('SubjectHeadingText', p.keywords.join('; '));
    close('Subject');
  }
  for (const subject of p.subjects) {
    open('Subject');
    el('SubjectSchemeIdentifier', '24');
    el('SubjectSchemeName', currentPress().name);
    el('SubjectHeadingText', subject);
    close('Subject');
  }
  close('DescriptiveDetail');

  if (p.description || p.coverUrl) {
    open('CollateralDetail');
    if (p.description) {
      open('TextContent');
      el('TextType', '03');
      el('ContentAudience', '00');
      el('Text', p.description, ` language="${ISO_639_2B[p.language] ?? 'und'}"`);
      close('TextContent');
    }
    if (p.coverUrl) {
      open('SupportingResource');
      el('ResourceContentType', '01');
      el('ContentAudience', '00');
      el('ResourceMode', '03');
      open('ResourceVersion');
      el('ResourceForm', '02');
      el('ResourceLink', p.coverUrl);
      close('ResourceVersion');
      close('SupportingResource');
    }
    close('CollateralDetail');
  }

  open('PublishingDetail');
  open('Publisher');
  el('PublishingRole', '01');
  el('PublisherName', currentPress().name);
  open('Website');
  el('WebsiteLink', `${appUrl}/${p.workType === 'proceedings' ? 'proceedings' : 'book'}/${p.workSlug}`);
  close('Website');
  close('Publisher');
  el('CityOfPublication', currentPress().city);
  el('CountryOfPublication', 'BR');
  el('PublishingStatus', '04');
  if (p.publishedOn) {
    open('PublishingDate');
    el('PublishingDateRole', '01');
    el('Date', p.publishedOn.replaceAll('-', ''));
    close('PublishingDate');
  }
  open('SalesRights');
  el('SalesRightsType', '01');
  open('Territory');
  el('RegionsIncluded', 'WORLD');
  close('Territory');
  close('SalesRights');
  close('PublishingDetail');

  // Brazil in reais; the rest of the world in dollars when the format has a dollar price.
  const markets: { territory: string; currency: 'BRL' | 'USD'; cents: number | null }[] = [
    { territory: '<CountriesIncluded>BR</CountriesIncluded>', currency: 'BRL', cents: p.priceBrl },
    ...(p.priceUsd !== null
      ? [{ territory: '<RegionsIncluded>WORLD</RegionsIncluded><CountriesExcluded>BR</CountriesExcluded>', currency: 'USD' as const, cents: p.priceUsd }]
      : []),
  ];
  const free = p.openAccess && (p.priceBrl === null || p.priceBrl === 0);
  for (const market of free ? markets.slice(0, 1) : markets) {
    open('ProductSupply');
    x.push(`<Market><Territory>${free ? '<RegionsIncluded>WORLD</RegionsIncluded>' : market.territory}</Territory></Market>`);
    open('SupplyDetail');
    open('Supplier');
    el('SupplierRole', '09');
    el('SupplierName', currentPress().name);
    open('Website');
    el('WebsiteLink', `${appUrl}/product/${p.formatSlug}`);
    close('Website');
    close('Supplier');
    const availability = p.kind === 'ebook' ? (p.fileKind ? '20' : '10') : (p.stock ?? 0) > 0 ? '21' : '31';
    el('ProductAvailability', availability);
    if (p.kind === 'print' && p.stock !== null) x.push(`<Stock><OnHand>${Math.max(0, p.stock)}</OnHand></Stock>`);
    if (free) el('UnpricedItemType', '01');
    else if (market.cents !== null) {
      open('Price');
      el('PriceType', '02');
      el('PriceAmount', decimalAmount(market.cents));
      el('CurrencyCode', market.currency);
      close('Price');
    } else el('UnpricedItemType', '03');
    close('SupplyDetail');
    close('ProductSupply');
  }
  return x;
}

/** A whole message: header, then every product. `sentAt` is the message's time (UTC). */
export function onixMessage(products: OnixProduct[], { appUrl, sentAt, contactEmail }: { appUrl: string; sentAt: Date; contactEmail: string }): string {
  const host = new URL(appUrl).hostname;
  // Reverse domain name, the convention for record references.
  const recordPrefix = host.split('.').reverse().join('.');
  const sent =
    sentAt
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}Z$/, 'Z')
      .slice(0, 13) + 'Z';
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ONIXMessage xmlns="http://ns.editeur.org/onix/3.0/reference" release="3.0">',
    `<Header><Sender><SenderName>${escapeXml(currentPress().name)}</SenderName><EmailAddress>${escapeXml(contactEmail)}</EmailAddress></Sender><SentDateTime>${sent}</SentDateTime><DefaultLanguageOfText>por</DefaultLanguageOfText><DefaultCurrencyCode>BRL</DefaultCurrencyCode></Header>`,
  ];
  for (const product of products) lines.push('<Product>', ...productXml(product, appUrl, recordPrefix).map((line) => `  ${line}`), '</Product>');
  lines.push('</ONIXMessage>', '');
  return lines.join('\n');
}
