/**
 * A work's accessibility in words a reader understands, as the W3C's Accessibility Metadata
 * Display Guide for Digital Publications 2.0 orders it: ways of reading, conformance, navigation,
 * rich content, hazards, the publisher's summary and legal considerations, each with "no
 * information" when the file says nothing, and the file's own terms behind a toggle. Metadata in,
 * statements out, then drawn as markup by the page's loader: the browser loads neither the rules,
 * nor their words, nor a component for them (the toggle is a native <details>).
 */
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator, type KeyOf, type Translator } from '#app/i18n/messages.ts';
import {
  appearanceAdjustable,
  EAA_EXEMPTIONS,
  readableWithoutSight,
  type AccessibilityMetadata,
  type PdfAccessibilityFacts,
} from '#app/features/scholarly/api.ts';
import { escapeXml } from '#app/lib/xml.ts';
import { accessibilityMessages } from './accessibility-messages.ts';

export interface AccessibilityStatement {
  text: string;
  /** The language of this text when not the page's (the publisher's summary). */
  lang?: string;
  /** A link the statement is (the certifier's report). */
  href?: string;
}

export interface AccessibilitySection {
  /** Stable in both languages: ways-of-reading, conformance, navigation, rich-content, hazards, summary, legal, pdf. */
  id: string;
  heading: string;
  statements: AccessibilityStatement[];
}

export interface AccessibilitySummaryView {
  title: string;
  /** What the statements describe: the EPUB, the PDF, the page's full text, or no file at all. */
  source: string;
  sections: AccessibilitySection[];
  /** The metadata's own terms and values ("schema:accessMode: textual"), for those who know them; null without metadata. */
  technical: { summary: string; statements: AccessibilityStatement[] } | null;
  /** Where to ask for a version one can read: the statement's section for it (the request form goes there). */
  request: { text: string; href: string };
}

type T = Translator<KeyOf<typeof accessibilityMessages>>;

function waysOfReading(a: AccessibilityMetadata | null, t: T): string[] {
  const appearance = a?.fixedLayout ? t('appearanceFixed') : appearanceAdjustable(a) ? t('appearanceModifiable') : t('appearanceUnknown');
  const nonvisual = readableWithoutSight(a)
    ? t('nonvisualReadable')
    : a && a.accessModes.some((mode) => mode !== 'textual')
      ? t('nonvisualNotFully')
      : t('nonvisualUnknown');
  const alternatives = a && ['alternativeText', 'longDescription', 'describedMath'].some((f) => a.features.includes(f)) ? [t('alternativeText')] : [];
  const audio = !a
    ? t('audioUnknown')
    : a.features.includes('synchronizedAudioText')
      ? t('audioSynchronized')
      : a.accessModesSufficient.includes('auditory')
        ? t('audioOnly')
        : a.accessModes.includes('auditory')
          ? t('audioClips')
          : t('audioUnknown');
  return [appearance, nonvisual, ...alternatives, audio];
}

/** The WCAG level a conformance statement names (EPUB Accessibility 1.0's IDPF addresses end in #wcag-a / #wcag-aa). */
function wcagLevel(conformsTo: string): 'A' | 'AA' | 'AAA' | null {
  const named = /Level\s*(AAA|AA|A)\b/i.exec(conformsTo)?.[1] ?? /#wcag-(aaa|aa|a)\b/i.exec(conformsTo)?.[1];
  return named ? (named.toUpperCase() as 'A' | 'AA' | 'AAA') : null;
}

function conformance(a: AccessibilityMetadata | null, t: T): AccessibilityStatement[] {
  if (!a?.conformsTo) return [{ text: t('noInformation') }];
  const level = wcagLevel(a.conformsTo);
  return [
    ...(level ? [{ text: t(level === 'AAA' ? 'meetsExceeds' : level === 'AA' ? 'meetsAccepted' : 'meetsMinimum') }] : []),
    { text: t('claims', { standard: a.conformsTo }) },
    ...(a.certifiedBy ? [{ text: t('certifiedBy', { name: a.certifiedBy }) }] : []),
    ...(a.certifiedBy && a.certifierCredential ? [{ text: t('credential', { credential: a.certifierCredential }) }] : []),
    ...(a.certifierReport ? [{ text: t('report'), href: a.certifierReport }] : []),
  ];
}

/** Statements for the features the file lists, in the guide's order; "no information" when none. */
function listed(a: AccessibilityMetadata | null, t: T, statements: [feature: string | string[], key: KeyOf<typeof accessibilityMessages>][]): string[] {
  const has = (feature: string | string[]) => [feature].flat().some((f) => a?.features.includes(f));
  const found = statements.filter(([feature]) => has(feature)).map(([, key]) => t(key));
  return found.length ? found : [t('noInformation')];
}

function hazards(a: AccessibilityMetadata | null, t: T): string[] {
  const declared = a?.hazards ?? [];
  if (!declared.length) return [t('noInformation')];
  if (declared.includes('none') || ['noFlashingHazard', 'noMotionSimulationHazard', 'noSoundHazard'].every((h) => declared.includes(h)))
    return [t('noHazards')];
  if (declared.includes('unknown')) return [t('hazardsUnknown')];
  const each = (['flashing', 'motionSimulation', 'sound'] as const).flatMap((hazard) => {
    const suffix = `${hazard[0]!.toUpperCase()}${hazard.slice(1)}` as 'Flashing' | 'MotionSimulation' | 'Sound';
    if (declared.includes(hazard)) return [t(hazard)];
    if (declared.includes(`no${suffix}Hazard`)) return [t(`no${suffix}`)];
    if (declared.includes(`unknown${suffix}Hazard`)) return [t(`unknown${suffix}`)];
    return [];
  });
  return each.length ? each : [t('noInformation')];
}

/**
 * The file's summary, in its language (one kept before that was read: English, as our EPUBs wrote
 * it); beside it, or instead of none, a summary in the page's language made from the statements
 * above and said to be so: what a reader of this page can read when the file's is in another.
 */
function summaryStatements(a: AccessibilityMetadata | null, locale: Locale, t: T): AccessibilityStatement[] {
  if (!a) return [{ text: t('noInformation') }];
  const lang = a.summary ? (a.summaryLang ?? 'en') : locale;
  const own = a.summary ? [{ text: a.summary, ...(sameLanguage(lang, locale) ? {} : { lang }) }] : [];
  if (a.summary && sameLanguage(lang, locale)) return own;
  const known = (texts: string[]) => texts.filter((text) => text !== t('noInformation'));
  const [appearance, nonvisual] = waysOfReading(a, t);
  const navigation = listed(a, t, [
    ['tableOfContents', 'tableOfContents'],
    ['index', 'index'],
    ['structuralNavigation', 'structuralNavigation'],
    ['pageNavigation', 'pageNavigation'],
  ]);
  const generated = [appearance!, nonvisual!, ...known(navigation), ...known(hazards(a, t))].join(' ');
  return [...own, { text: t('generatedSummary', { summary: generated }) }];
}

/** Whether a BCP 47 tag is the page's language (pt-BR and pt are; en-GB and en are). */
const sameLanguage = (lang: string, locale: Locale) => lang.toLowerCase().split('-')[0] === locale;

function pdfStatements(pdf: true | PdfAccessibilityFacts, t: T): string[] {
  if (pdf === true) return [t('pdfUnknown')];
  return [pdf.tagged ? t('pdfTagged') : t('pdfUntagged'), pdf.lang ? t('pdfLanguage', { lang: pdf.lang }) : t('pdfNoLanguage')];
}

/** The file's properties it states, each with its values, as it writes them. */
function technicalStatements(a: AccessibilityMetadata): AccessibilityStatement[] {
  return [
    { term: 'schema:accessMode', values: a.accessModes },
    { term: 'schema:accessModeSufficient', values: a.accessModesSufficient },
    { term: 'schema:accessibilityFeature', values: a.features },
    { term: 'schema:accessibilityHazard', values: a.hazards },
    { term: 'dcterms:conformsTo', values: a.conformsTo ? [a.conformsTo] : [] },
    { term: 'a11y:certifiedBy', values: a.certifiedBy ? [a.certifiedBy] : [] },
    { term: 'a11y:certifierCredential', values: a.certifierCredential ? [a.certifierCredential] : [] },
    { term: 'a11y:certifierReport', values: a.certifierReport ? [a.certifierReport] : [] },
    { term: 'a11y:exemption', values: a.exemptions },
    { term: 'rendition:layout', values: a.fixedLayout ? ['pre-paginated'] : [] },
  ]
    .filter((row) => row.values.length > 0)
    .map((row) => ({ text: `${row.term}: ${row.values.join(', ')}`, lang: 'en' }));
}

/** What a work's statements are read from (primaryAccessibility: its EPUB, else its page's full text, else its PDF). */
export type AccessibilitySource = 'epub' | 'html' | 'pdf';

const SOURCES = { epub: 'sourceEpub', html: 'sourceHtml', pdf: 'sourcePdf' } as const;

/**
 * The statements for a work: `accessibility`, what its EPUB (or `source`) states (null: no file states
 * anything); `pdf`, its PDF's facts, or true for a PDF nothing has read ("no information").
 */
export function accessibilitySummary(
  accessibility: AccessibilityMetadata | null,
  locale: Locale,
  { pdf = false, source = 'epub' }: { pdf?: boolean | PdfAccessibilityFacts; source?: AccessibilitySource } = {},
): AccessibilitySummaryView {
  const t = translator(accessibilityMessages, locale);
  const a = accessibility;
  const plain = (texts: string[]) => texts.map((text) => ({ text }));
  const exemptions = a?.exemptions ?? [];
  const sections: AccessibilitySection[] = [
    { id: 'ways-of-reading', heading: t('waysOfReading'), statements: plain(waysOfReading(a, t)) },
    { id: 'conformance', heading: t('conformance'), statements: conformance(a, t) },
    {
      id: 'navigation',
      heading: t('navigation'),
      statements: plain(
        listed(a, t, [
          ['tableOfContents', 'tableOfContents'],
          ['index', 'index'],
          ['structuralNavigation', 'structuralNavigation'],
          ['pageNavigation', 'pageNavigation'],
        ]),
      ),
    },
    {
      id: 'rich-content',
      heading: t('richContent'),
      statements: plain(
        listed(a, t, [
          ['MathML', 'mathml'],
          ['latex', 'latex'],
          ['describedMath', 'describedMath'],
          [['MathML-chemistry', 'latex-chemistry'], 'chemistry'],
          ['longDescription', 'longDescription'],
          ['closedCaptions', 'closedCaptions'],
          ['openCaptions', 'openCaptions'],
          ['transcript', 'transcript'],
        ]),
      ),
    },
    { id: 'hazards', heading: t('hazards'), statements: plain(hazards(a, t)) },
    { id: 'summary', heading: t('summary'), statements: summaryStatements(a, locale, t) },
    // Shown only when an exemption is claimed: the guide leaves the section out otherwise.
    ...(exemptions.length
      ? [
          {
            id: 'legal',
            heading: t('legal'),
            statements: plain([t('exemption'), ...EAA_EXEMPTIONS.filter((e) => exemptions.includes(e)).map((e) => t(`exemption.${e}`))]),
          },
        ]
      : []),
    ...(pdf ? [{ id: 'pdf', heading: t('pdf'), statements: plain(pdfStatements(pdf, t)) }] : []),
  ];
  return {
    title: t('title'),
    source: a ? t(SOURCES[source]) : t('sourceNone'),
    sections,
    technical: a ? { summary: t('technical'), statements: technicalStatements(a) } : null,
    request: { text: t('request'), href: `${localizePath('/accessibility', locale)}#request-accessible-version` },
  };
}

const list = (statements: AccessibilityStatement[]) =>
  `<ul class="mt-1 space-y-1 break-words">${statements
    .map((s) => {
      const text = escapeXml(s.text);
      return `<li${s.lang ? ` lang="${s.lang}"` : ''}>${s.href ? `<a href="${escapeXml(s.href)}" class="text-brand underline">${text}</a>` : text}</li>`;
    })
    .join('')}</ul>`;

/**
 * A printed copy's store page: print is read by sight, so what it says of accessibility is where
 * to read the work otherwise (its digital formats' accessibility, on the work's page, and the
 * request for an accessible version). `workHref` and `requestHref` are the page's language's.
 */
export function printAccessibilityHtml(locale: Locale, { workHref, request }: { workHref: string; request: { href: string; text: string } }): string {
  const t = translator(accessibilityMessages, locale);
  const link = (href: string, text: string) =>
    `<li><a href="${escapeXml(href)}" class="inline-flex min-h-11 items-center text-brand underline">${escapeXml(text)}</a></li>`;
  return [
    '<section id="accessibility" aria-labelledby="accessibility-title" class="rounded-md border border-line bg-surface p-5 text-sm">',
    `<h2 id="accessibility-title" class="text-base font-semibold">${escapeXml(t('title'))}</h2>`,
    `<p class="mt-1">${escapeXml(t('printCopy'))}</p>`,
    `<ul class="mt-2">${link(`${workHref}#accessibility`, t('printSeeWork'))}${link(request.href, request.text)}</ul>`,
    '</section>',
  ].join('');
}

/** The statements as the work page shows them (every text escaped): a section with a heading per part, the file's terms behind a <details>. */
export function accessibilityHtml(view: AccessibilitySummaryView): string {
  return [
    '<section id="accessibility" aria-labelledby="accessibility-title" class="rounded-md border border-line bg-surface p-5 text-sm">',
    `<h2 id="accessibility-title" class="text-base font-semibold">${escapeXml(view.title)}</h2>`,
    `<p class="mt-1 text-muted">${escapeXml(view.source)}</p>`,
    ...view.sections.map((section) => `<div class="mt-4"><h3 class="font-semibold">${escapeXml(section.heading)}</h3>${list(section.statements)}</div>`),
    view.technical
      ? `<details class="mt-4"><summary class="flex min-h-11 cursor-pointer items-center font-semibold text-brand underline">${escapeXml(view.technical.summary)}</summary>${list(view.technical.statements)}</details>`
      : '',
    `<p class="mt-4"><a href="${escapeXml(view.request.href)}" class="text-brand underline">${escapeXml(view.request.text)}</a></p>`,
    '</section>',
  ].join('');
}
