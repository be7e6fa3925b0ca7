/**
 * A publication's accessibility as its file states it (EPUB Accessibility 1.1: schema.org and
 * a11y: properties of the package document). The reader reads it from the EPUB and keeps it with
 * the edition; the work page shows it, the catalog filters on it, the JSON-LD and ONIX repeat it.
 * Here: the shape and the two questions every one of them asks the same way.
 */
export interface AccessibilityMetadata {
  accessModes: string[];
  /** Each a comma-separated set of modes that is enough on its own ("textual", "textual,visual"). */
  accessModesSufficient: string[];
  features: string[];
  hazards: string[];
  summary: string;
  /** The summary's language (BCP 47), as the file marks it (its meta's xml:lang, else the package's language); unknown when kept before it was read. */
  summaryLang?: string | null;
  conformsTo: string | null;
  /** Who checked the conformance (the publisher itself when self-certified). */
  certifiedBy: string | null;
  certifierCredential: string | null;
  /** An https:// address of the certifier's report. */
  certifierReport: string | null;
  /** Legal exemptions claimed (EPUB Accessibility 1.1: eaa-microenterprise, eaa-disproportionate-burden, eaa-fundamental-alteration). */
  exemptions: string[];
  /** A fixed layout (rendition:layout pre-paginated): its text cannot reflow. */
  fixedLayout: boolean;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Metadata kept before certifier and exemptions were read (or any partial record) in the current shape; null when it is not metadata. */
export function normalizeAccessibility(value: unknown): AccessibilityMetadata | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.accessModes) && !Array.isArray(v.features)) return null;
  const report = text(v.certifierReport);
  const summaryLang = text(v.summaryLang);
  return {
    accessModes: strings(v.accessModes),
    accessModesSufficient: strings(v.accessModesSufficient),
    features: strings(v.features),
    hazards: strings(v.hazards),
    summary: text(v.summary) ?? '',
    summaryLang: summaryLang && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(summaryLang) ? summaryLang : null,
    conformsTo: text(v.conformsTo),
    certifiedBy: text(v.certifiedBy),
    certifierCredential: text(v.certifierCredential),
    certifierReport: report && /^https:\/\//.test(report) ? report : null,
    exemptions: strings(v.exemptions),
    fixedLayout: v.fixedLayout === true,
  };
}

/**
 * "Readable in read aloud or dynamic braille" (the W3C display guide's nonvisual reading): text
 * alone is enough to read all of it, as the file states (accessModeSufficient textual, or text its only mode).
 */
export function readableWithoutSight(a: AccessibilityMetadata | null): boolean {
  if (!a) return false;
  if (
    a.accessModesSufficient.some(
      (set) =>
        set
          .split(',')
          .map((m) => m.trim())
          .join(',') === 'textual',
    )
  )
    return true;
  return a.accessModes.length > 0 && a.accessModes.every((mode) => mode === 'textual');
}

/** "Appearance can be modified": the text reflows and its size, spacing and colours can change. */
export function appearanceAdjustable(a: AccessibilityMetadata | null): boolean {
  return Boolean(a && !a.fixedLayout && a.features.includes('displayTransformability'));
}

/** The metadata as schema.org properties of a Book in JSON-LD (the same names the file uses); none without metadata, nor a property the file leaves unsaid. */
export function accessibilityJsonLd(a: AccessibilityMetadata | null) {
  if (!a) return {};
  return {
    ...(a.accessModes.length ? { accessMode: a.accessModes } : {}),
    ...(a.accessModesSufficient.length
      ? {
          accessModeSufficient: a.accessModesSufficient.map((modes) => ({ '@type': 'ItemList', itemListElement: modes.split(','), description: modes })),
        }
      : {}),
    ...(a.features.length ? { accessibilityFeature: a.features } : {}),
    ...(a.hazards.length ? { accessibilityHazard: a.hazards } : {}),
    ...(a.summary ? { accessibilitySummary: a.summary } : {}),
  };
}

/** What a PDF states of itself, read when it is uploaded (catalog: pdf-accessibility.server.ts), or known of one we typeset. */
export interface PdfAccessibilityFacts {
  tagged: boolean;
  /** BCP 47, as the file declares it. */
  lang: string | null;
  /** Whether it holds pictures; undefined when read before this was (then its access modes are not said). */
  images?: boolean;
  /** Whether every tagged figure has a text alternative. */
  figuresDescribed?: boolean;
}

/**
 * A PDF's facts in the metadata's terms, so the page, the JSON-LD and ONIX say the same of a
 * PDF-only ebook: a fixed layout; tagged, it is text in a logical reading order (schema.org
 * `taggedPDF`, `readingOrder`), pictures adding the visual mode; text alone is enough when it
 * has no picture, or when every tagged figure is described. Nothing of hazards or conformance:
 * the file does not say.
 */
export function pdfAccessibilityMetadata(pdf: PdfAccessibilityFacts): AccessibilityMetadata {
  const known = pdf.tagged && pdf.images !== undefined;
  const described = Boolean(pdf.images && pdf.figuresDescribed);
  return {
    accessModes: known ? (pdf.images ? ['textual', 'visual'] : ['textual']) : [],
    accessModesSufficient: known && (!pdf.images || described) ? ['textual'] : [],
    features: pdf.tagged ? ['taggedPDF', 'readingOrder', ...(pdf.tagged && described ? ['alternativeText'] : [])] : [],
    hazards: [],
    summary: '',
    conformsTo: null,
    certifiedBy: null,
    certifierCredential: null,
    certifierReport: null,
    exemptions: [],
    fixedLayout: true,
  };
}

/**
 * An article's or paper's full text as its page publishes it: HTML we write from the allowlist
 * (fulltext/convert.server.ts: no script, media, SVG or MathML), so it is text that reflows, read
 * in its order, under headings when it has them; pictures only with their alt text. Nothing on
 * it flashes, moves or plays a sound.
 */
export function fullTextAccessibility(html: string): AccessibilityMetadata {
  const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
  const described = images.every((img) => /\balt="[^"]*\S[^"]*"/.test(img));
  return {
    accessModes: images.length ? ['textual', 'visual'] : ['textual'],
    accessModesSufficient: described ? ['textual'] : [],
    features: [
      ...(/<h[2-4]\b/.test(html) ? ['structuralNavigation'] : []),
      'readingOrder',
      'displayTransformability',
      ...(images.length && described ? ['alternativeText'] : []),
    ],
    hazards: ['none'],
    summary: '',
    conformsTo: null,
    certifiedBy: null,
    certifierCredential: null,
    certifierReport: null,
    exemptions: [],
    fixedLayout: false,
  };
}

/**
 * Which format speaks for a work where the page, the JSON-LD and the catalog say one thing: its
 * EPUB's package when it has one, else the full text its page publishes, else its PDF's facts
 * (true: a PDF nothing has read; false: none); null metadata when none of them says anything.
 */
export function primaryAccessibility({
  epub = null,
  fullText = null,
  pdf = false,
}: {
  epub?: AccessibilityMetadata | null;
  fullText?: string | null;
  pdf?: boolean | PdfAccessibilityFacts;
}): { metadata: AccessibilityMetadata | null; source: 'epub' | 'html' | 'pdf' } {
  if (epub) return { metadata: epub, source: 'epub' };
  if (fullText) return { metadata: fullTextAccessibility(fullText), source: 'html' };
  if (pdf && pdf !== true) return { metadata: pdfAccessibilityMetadata(pdf), source: 'pdf' };
  return { metadata: null, source: 'epub' };
}

/** The EAA's exemptions, as EPUB Accessibility 1.1 names them. */
export const EAA_EXEMPTIONS = ['eaa-microenterprise', 'eaa-disproportionate-burden', 'eaa-fundamental-alteration'] as const;
