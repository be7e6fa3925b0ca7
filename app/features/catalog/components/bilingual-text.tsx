import type { Locale } from '#app/i18n/locales.ts';
import { localeInfo } from '#app/i18n/locales.ts';

/** Text kept in both languages, side by side on wide screens, each marked with its language. */
export function BilingualText({ versions, heading }: { versions: { locale: Locale; text: string }[]; heading: (locale: Locale) => string }) {
  if (!versions.length) return null;
  return (
    <div className={`grid gap-8 ${versions.length > 1 ? 'lg:grid-cols-2' : ''}`}>
      {versions.map((version) => (
        <section key={version.locale} lang={localeInfo[version.locale].iso} aria-label={heading(version.locale)}>
          {versions.length > 1 ? <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">{heading(version.locale)}</h3> : null}
          {version.text.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i} className="mb-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
