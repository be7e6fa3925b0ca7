/** Says that a page's text is a translation, or that the article has one, with the other page's link (issue 52). */
import { languageName } from '#app/features/scholarly/api.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { journalPageMessages } from '../page-messages.ts';

export interface OtherVersion {
  /** The other page's address (in its own language's tree) and the language of its text. */
  href: string;
  language: string;
  /** Whether the other page shows the translation (then this one shows the original). */
  isTranslation: boolean;
}

export function TranslationNote({ textLanguage, other }: { textLanguage: string; other: OtherVersion }) {
  const t = useT(journalPageMessages);
  const locale = useLocale();
  // Portuguese writes language names in lower case inside a sentence.
  const name = (code: string) => (locale === 'pt' ? languageName(code, locale).toLocaleLowerCase('pt-BR') : languageName(code, locale));
  return (
    <p className="rounded-md border border-line bg-surface p-4">
      {other.isTranslation
        ? t('hasTranslation', { language: name(other.language) })
        : t('translationNotice', { language: name(textLanguage), original: name(other.language) })}{' '}
      <a href={other.href} hrefLang={other.language} className="text-brand underline">
        {other.isTranslation ? t('readTranslation', { language: name(other.language) }) : t('readOriginal', { original: name(other.language) })}
      </a>
    </p>
  );
}
