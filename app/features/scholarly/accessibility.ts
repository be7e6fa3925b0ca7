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
  return {
    accessModes: strings(v.accessModes),
    accessModesSufficient: strings(v.accessModesSufficient),
    features: strings(v.features),
    hazards: strings(v.hazards),
    summary: text(v.summary) ?? '',
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

/** The metadata as schema.org properties of a Book in JSON-LD (the same names the file uses); none without metadata. */
export function accessibilityJsonLd(a: AccessibilityMetadata | null) {
  if (!a) return {};
  return {
    accessMode: a.accessModes,
    accessModeSufficient: a.accessModesSufficient.map((modes) => ({ '@type': 'ItemList', itemListElement: modes.split(','), description: modes })),
    accessibilityFeature: a.features,
    accessibilityHazard: a.hazards,
    ...(a.summary ? { accessibilitySummary: a.summary } : {}),
  };
}

/** The EAA's exemptions, as EPUB Accessibility 1.1 names them. */
export const EAA_EXEMPTIONS = ['eaa-microenterprise', 'eaa-disproportionate-burden', 'eaa-fundamental-alteration'] as const;
