/** The reader's lighter panels: contents, cover, references, bookmarks, search and settings. */
import { useState } from 'react';
import { Form } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Image } from '#app/ui/image.tsx';
import { Link } from '#app/ui/link.tsx';
import { readerMessages } from '../messages.ts';
import { DEFAULT_SETTINGS, readSettings, saveSettings, type ReaderSettings, type StampedSettings } from '../settings.ts';
import type { Annotations } from '../use-annotations.ts';

export interface TocNode {
  label: string;
  chapter: string;
  fragment?: string;
  children: TocNode[];
}

export function ContentsPanel({
  toc,
  chapters,
  current,
  base,
}: {
  toc: TocNode[];
  chapters: { slug: string; title: string }[];
  current: string;
  base: string;
}) {
  const nodes: TocNode[] = toc.length ? toc : chapters.map((c) => ({ label: c.title, chapter: c.slug, children: [] }));
  // The first entry that points at the chapter being read is the one marked current.
  const find = (items: TocNode[]): TocNode | null => {
    for (const item of items) {
      if (item.chapter === current) return item;
      const inner = find(item.children);
      if (inner) return inner;
    }
    return null;
  };
  const currentNode = find(nodes);
  const list = (items: TocNode[], depth: number) => (
    <ol className={depth ? 'mt-1 ml-4 border-l border-line pl-3' : 'space-y-1'}>
      {items.map((item, index) => {
        const isCurrent = item === currentNode;
        return (
          <li key={`${item.chapter}-${item.fragment ?? ''}-${index}`}>
            <Link
              to={`${base}/${item.chapter}${item.fragment ? `#${item.fragment}` : ''}`}
              aria-current={isCurrent ? 'page' : undefined}
              className="block rounded px-2 py-1 underline-offset-2 hover:underline aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold"
            >
              {item.label}
            </Link>
            {item.children.length ? list(item.children, depth + 1) : null}
          </li>
        );
      })}
    </ol>
  );
  return <nav aria-labelledby="panel-contents-title">{list(nodes, 0)}</nav>;
}

export function CoverPanel({ cover, title }: { cover: string | null; title: string }) {
  const t = useT(readerMessages);
  if (!cover) return <p>{t('noCover')}</p>;
  return (
    <Image
      src={`/${cover}`}
      alt={t('coverOf', { title })}
      width={480}
      height={720}
      fit="inside"
      sizes="(min-width: 640px) 24rem, 90vw"
      className="mx-auto h-auto w-full max-w-sm"
    />
  );
}

export function ReferencesPanel({ chapters, base }: { chapters: { slug: string; title: string }[]; base: string }) {
  const t = useT(readerMessages);
  return (
    <>
      <p className="mb-2">{t('referencesLead')}</p>
      <ul className="list-disc space-y-1 pl-6">
        {chapters.map((c) => (
          <li key={c.slug}>
            <Link to={`${base}/${c.slug}`} className="text-brand underline">
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function BookmarksPanel({
  annotations,
  chapters,
  current,
  base,
  hydrated,
  onAdd,
  onCopyLink,
}: {
  annotations: Annotations;
  chapters: { slug: string; title: string }[];
  current: string;
  base: string;
  hydrated: boolean;
  onAdd: () => void;
  /** Copies a link to the paragraph in view: the keyboard's way to what the paragraph tools offer on hover. */
  onCopyLink: () => void;
}) {
  const t = useT(readerMessages);
  const titleOf = (slug: string) => chapters.find((c) => c.slug === slug)?.title ?? slug;
  return (
    <div className="space-y-4">
      {annotations.signedIn ? (
        // Without JavaScript this bookmarks the chapter's beginning; with it, the paragraph in view.
        <Form
          noValidate
          method="post"
          onSubmit={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            onAdd();
          }}
        >
          <input type="hidden" name="intent" value="bookmark-add" />
          <input type="hidden" name="chapter" value={current} />
          <button type="submit" className="reader-button">
            {t('addBookmark')}
          </button>
        </Form>
      ) : hydrated ? (
        <button type="button" className="reader-button" onClick={onAdd}>
          {t('addBookmark')}
        </button>
      ) : null}
      {hydrated ? (
        <button type="button" className="reader-button" onClick={onCopyLink}>
          {t('copyLinkInView')}
        </button>
      ) : null}
      {annotations.bookmarks.length ? (
        <ul className="divide-y divide-line">
          {annotations.bookmarks.map((b) => (
            <li key={b.id} className="flex items-start justify-between gap-3 py-2">
              <Link to={`${base}/${b.chapter}#${b.paragraph}`} className="min-w-0 flex-1">
                <span className="block font-medium text-brand underline">{titleOf(b.chapter)}</span>
                {b.excerpt ? <span className="line-clamp-2 block text-sm text-muted">{b.excerpt}</span> : null}
              </Link>
              <Form
                noValidate
                method="post"
                onSubmit={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  annotations.removeBookmark(b.id);
                }}
              >
                <input type="hidden" name="intent" value="bookmark-remove" />
                <input type="hidden" name="id" value={b.id} />
                <button type="submit" className="reader-link-button" aria-label={t('removeBookmarkOf', { excerpt: b.excerpt || titleOf(b.chapter) })}>
                  {t('removeBookmark')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('bookmarksEmpty')}</p>
      )}
    </div>
  );
}

export function SearchPanel({
  query,
  results,
  base,
}: {
  query: string;
  results: { chapter: string; title: string; anchor: string; snippet: { text: string; match: boolean }[] }[] | null;
  base: string;
}) {
  const t = useT(readerMessages);
  return (
    <div className="space-y-4">
      <Form noValidate method="get" role="search" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="panel" value="search" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="reader-search" className="font-medium">
            {t('searchLabel')}
          </label>
          <input id="reader-search" name="q" type="search" defaultValue={query} maxLength={200} required className="reader-input" />
        </div>
        <button type="submit" className="reader-button">
          {t('searchButton')}
        </button>
      </Form>
      {results ? (
        results.length ? (
          <>
            <p role="status">{t('searchResults', { count: results.length })}</p>
            <ol className="space-y-3">
              {results.map((hit) => (
                <li key={`${hit.chapter}#${hit.anchor}`}>
                  <Link to={`${base}/${hit.chapter}?hl=${encodeURIComponent(query)}#${hit.anchor}`} className="font-medium text-brand underline">
                    {hit.title}
                  </Link>
                  <p className="text-sm">{hit.snippet.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</p>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p role="status">{t('searchNone', { q: query })}</p>
        )
      ) : null}
    </div>
  );
}

function Choice<V extends string | number>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="reader-choice">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The reading settings, kept in this browser at once; `onChange` hears of each change (to keep it with the account). */
export function SettingsPanel({ hydrated, onChange }: { hydrated: boolean; onChange: (stamped: StampedSettings) => void }) {
  const t = useT(readerMessages);
  const [settings, setSettings] = useState<ReaderSettings>(() => (typeof window === 'undefined' ? DEFAULT_SETTINGS : readSettings()));
  if (!hydrated) return <p>{t('needsJs')}</p>;
  const change = <K extends keyof ReaderSettings>(key: K, value: ReaderSettings[K]) => {
    const next = { ...settings, [key]: value };
    setSettings(next);
    onChange(saveSettings(next));
  };
  return (
    <form noValidate className="space-y-5" onSubmit={(event) => event.preventDefault()}>
      <Choice
        name="size"
        legend={t('fontSize')}
        value={settings.size}
        options={([1, 2, 3, 4, 5] as const).map((n) => ({ value: n, label: t('fontSizeStep', { n }) }))}
        onChange={(v) => change('size', v)}
      />
      <Choice
        name="spacing"
        legend={t('lineSpacing')}
        value={settings.spacing}
        options={([1, 2, 3] as const).map((n) => ({ value: n, label: t(`spacing${n}`) }))}
        onChange={(v) => change('spacing', v)}
      />
      <Choice
        name="letters"
        legend={t('letterSpacing')}
        value={settings.letters}
        options={([1, 2, 3] as const).map((n) => ({ value: n, label: t(`wider${n}`) }))}
        onChange={(v) => change('letters', v)}
      />
      <Choice
        name="words"
        legend={t('wordSpacing')}
        value={settings.words}
        options={([1, 2, 3] as const).map((n) => ({ value: n, label: t(`wider${n}`) }))}
        onChange={(v) => change('words', v)}
      />
      <Choice
        name="font"
        legend={t('font')}
        value={settings.font}
        options={[
          { value: 'serif' as const, label: t('serif') },
          { value: 'sans' as const, label: t('sans') },
          { value: 'dyslexic' as const, label: t('dyslexic') },
        ]}
        onChange={(v) => change('font', v)}
      />
      <Choice
        name="theme"
        legend={t('theme')}
        value={settings.theme}
        options={[
          { value: 'auto' as const, label: t('themeAuto') },
          { value: 'light' as const, label: t('themeLight') },
          { value: 'sepia' as const, label: t('themeSepia') },
          { value: 'dark' as const, label: t('themeDark') },
        ]}
        onChange={(v) => change('theme', v)}
      />
      <Choice
        name="columns"
        legend={t('columns')}
        value={settings.columns}
        options={[
          { value: 1 as const, label: t('oneColumn') },
          { value: 2 as const, label: t('twoColumns') },
        ]}
        onChange={(v) => change('columns', v)}
      />
    </form>
  );
}
