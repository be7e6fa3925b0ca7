/**
 * A book's accessibility, in words a reader understands (after the W3C's "Accessibility Metadata
 * Display Guide"): how it can be read, how to find one's way, hazards and the standard it meets,
 * from the EPUB Accessibility metadata its file states.
 */
import { useT } from '#app/i18n/messages.ts';
import type { AccessibilityMetadata } from '../epub/accessibility.ts';
import { accessibilityMessages } from '../accessibility-messages.ts';

export function AccessibilitySummary({ accessibility }: { accessibility: AccessibilityMetadata }) {
  const t = useT(accessibilityMessages);
  const has = (feature: string) => accessibility.features.includes(feature);
  const reading = [
    accessibility.accessModesSufficient.includes('textual') ? t('readAloud') : null,
    has('displayTransformability') ? t('adjustable') : null,
    has('alternativeText') ? t('alternativeText') : null,
  ].filter(Boolean);
  const navigation = [has('tableOfContents') ? t('tableOfContents') : null, has('structuralNavigation') ? t('headings') : null, has('readingOrder') ? t('readingOrder') : null].filter(Boolean);
  const noHazards = accessibility.hazards.includes('none') || accessibility.hazards.every((h) => h.startsWith('no'));
  return (
    <section aria-labelledby="accessibility-title" className="rounded-md border border-line bg-surface p-5">
      <h2 id="accessibility-title" className="font-semibold">
        {t('title')}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {reading.length ? (
          <div>
            <dt className="font-semibold">{t('reading')}</dt>
            <dd>{reading.join('; ')}.</dd>
          </div>
        ) : null}
        {navigation.length ? (
          <div>
            <dt className="font-semibold">{t('navigation')}</dt>
            <dd>{navigation.join('; ')}.</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold">{t('hazards')}</dt>
          <dd>{noHazards ? t('noHazards') : t('someHazards')}</dd>
        </div>
        {accessibility.conformsTo ? (
          <div>
            <dt className="font-semibold">{t('conformance')}</dt>
            <dd>{t('conformsTo', { standard: accessibility.conformsTo })}</dd>
          </div>
        ) : null}
        {accessibility.summary ? (
          <div>
            <dt className="font-semibold">{t('publisherSummary')}</dt>
            <dd lang="en">{accessibility.summary}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
