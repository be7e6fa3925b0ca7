/** The reader's page: the chapter, its tools and panels, paging, notes and bookmarks. */
import type { ReactNode } from 'react';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useFetcher, useRevalidator, useSearchParams } from 'react-router';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { useHydrated } from '#app/ui/hydrated.ts';
import { Link } from '#app/ui/link.tsx';
import { useNonce } from '#app/ui/nonce.tsx';
import type { AnnotationState } from '../annotation-actions.server.ts';
import { forgetMerged, nextMergeBatch } from '../local-merge.ts';
import { readItems, type LocalItems } from '../local-store.ts';
import { readerMessages, type ReaderMessageKey } from '../messages.ts';
import { turnToRange, usePaged } from '../paged.ts';
import { ANNOTATION_LIMITS } from '../annotation-limits.ts';
import {
  blockInView,
  excerptOf,
  useChapterClicks,
  useHashTarget,
  useFirstSelection,
  useKeyboardPaging,
  useParagraphTools,
  useProgress,
  type OpenFootnote,
} from '../reader-behaviour.ts';
import type { ReaderPageData } from '../reader-page.server.ts';
import { applySettings, mergeSettings, readSettings, readStampedSettings, readerSettingsScript, saveSettings, type StampedSettings } from '../settings.ts';
import { AnnotationsContext, ChapterElementContext, useAnnotations, type Refusal } from '../use-annotations.ts';
import { FootnotePopover } from './footnote-popover.tsx';
import { KeepOffline } from './keep-offline.tsx';
import { BookmarksPanel, ContentsPanel, CoverPanel, ReferencesPanel, SearchPanel, SettingsPanel } from './panels.tsx';
import { isPanel, ReaderPanel, type PanelName } from './reader-panel.tsx';
import type { SharedNoteInput, ShareTarget } from './notes-layer.tsx';

// The notes code (selection tools, highlights, the notes panel) loads only when needed.
const NotesLayer = lazy(() => import('./notes-layer.tsx'));
const NotesPanel = lazy(() => import('./notes-panel.tsx'));
// Read aloud loads on the first press of its button (or its key, P).
const ReadAloudPlayer = lazy(() => import('./read-aloud-player.tsx'));

const panelLabel: Record<PanelName, ReaderMessageKey> = {
  contents: 'contents',
  cover: 'cover',
  references: 'references',
  bookmarks: 'bookmarks',
  notes: 'notes',
  search: 'search',
  settings: 'settings',
};
const panelTitle: Record<PanelName, ReaderMessageKey> = { ...panelLabel, search: 'searchTitle', settings: 'settingsTitle' };

interface ReaderPageProps {
  loaderData: ReaderPageData;
  actionData: AnnotationState | undefined;
  /** Called when a readable chapter is shown; returns what to do when it is left (the reading record). */
  /** Starts counting the chapter shown (reading records); `proof` is what the route gave for it. */
  onChapterShown: (publicationId: number, chapter: string, proof: string | null) => () => void;
  /** An opaque token from the route that this chapter was served (null when there is none). */
  chapterProof?: string | null;
  /** Shown after the chapter (the route composes it: the reader's groups' annotations). */
  /** What follows the chapter (the reading groups' notes); useChapterElement() gives it the chapter's text. */
  afterChapter?: ReactNode;
  /** Where else a new note may be kept (the reader's groups for this work), and how to keep it there. */
  shareTargets?: ShareTarget[];
  onShare?: (target: number, note: SharedNoteInput) => void;
}

export function ReaderPage({ loaderData, actionData, onChapterShown, chapterProof = null, afterChapter, shareTargets = [], onShare }: ReaderPageProps) {
  const t = useT(readerMessages);
  const locale = useLocale();
  const nonce = useNonce();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const { book, chapters, chapter } = loaderData;
  const base = `/book/${book.slug}/read`;
  const article = useRef<HTMLElement>(null);
  // At the account's bound a note or bookmark is not kept: the reader is told, visibly and to screen
  // readers (with the script, before posting; without it, by the server's answer to the form).
  const refusedKind = actionData && !actionData.ok ? (['notes', 'bookmarks'] as const).find((kind) => actionData.errors[kind] === 'tooMany') : undefined;
  const [fullKind, setFullKind] = useState<'notes' | 'bookmarks' | null>(refusedKind ?? null);
  // A post the server refused (or never received): said, with what was typed kept to copy.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const annotations = useAnnotations(book.id, loaderData.annotations, setFullKind, setRefusal);
  const limits =
    fullKind === 'notes'
      ? { perBook: ANNOTATION_LIMITS.notesPerBook, inAll: ANNOTATION_LIMITS.notesInAll }
      : { perBook: ANNOTATION_LIMITS.bookmarksPerBook, inAll: ANNOTATION_LIMITS.bookmarksInAll };
  const limitMessage = fullKind
    ? t(fullKind === 'notes' ? 'notesFull' : 'bookmarksFull', { perBook: limits.perBook.toLocaleString(locale), inAll: limits.inAll.toLocaleString(locale) })
    : null;
  const references = chapters.filter((c) => c.references);

  // The open panel: the URL's (?panel=, also how it works without JavaScript), or one opened since.
  const urlPanel = params.get('panel');
  // Another chapter (chosen in the contents, a bookmark, a search result) closes the panel.
  const fresh = { url: urlPanel, chapter: chapter.slug, panel: isPanel(urlPanel) ? urlPanel : null };
  const [panelState, setPanelState] = useState(fresh);
  const stale = panelState.url !== urlPanel || panelState.chapter !== chapter.slug;
  if (stale) setPanelState(fresh);
  const panel = stale ? fresh.panel : panelState.panel;
  const setPanel = (name: PanelName | null) => setPanelState((state) => ({ ...state, panel: name }));
  const closePanel = useCallback(() => {
    setPanelState((state) => ({ ...state, panel: null }));
    if (params.has('panel')) {
      const next = new URLSearchParams(params);
      next.delete('panel');
      next.delete('q');
      setParams(next, { replace: true, preventScrollReset: true });
    }
  }, [params, setParams, setPanelState]);

  const [footnote, setFootnote] = useState<OpenFootnote | null>(null);
  const closeFootnote = useCallback(() => setFootnote(null), []);
  const [announcement, setAnnouncement] = useState('');
  const [notesLoaded, setNotesLoaded] = useState(false);
  const loadNotes = useCallback(() => setNotesLoaded(true), []);
  const [aloud, setAloud] = useState(false);
  const closeAloud = useCallback(() => setAloud(false), []);
  const readable = hydrated && chapter.html !== null;
  useEffect(() => {
    if (!readable || aloud) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (
        event.key.toLowerCase() !== 'p' ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        target.isContentEditable ||
        /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
      )
        return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      setAloud(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [readable, aloud]);

  // Settings chosen earlier apply on client navigations too (the inline script ran only on the first
  // load). A signed-in reader's are merged with the account's: the copy changed last wins, here
  // (another device's changes) or in the account (this device's, maybe made offline or signed out).
  const accountSettings = loaderData.account?.settings ?? null;
  const accountStamp = accountSettings?.updatedAt ?? null;
  const sendSettings = useEffectEvent((stamped: { settings: StampedSettings['settings']; updatedAt: string }) =>
    annotations.saveSettings(stamped.settings, stamped.updatedAt),
  );
  const signedInNow = Boolean(loaderData.annotations);
  useEffect(() => {
    const { keep, send } = signedInNow ? mergeSettings(readStampedSettings(), accountSettings) : { keep: null, send: null };
    if (keep) saveSettings(keep.settings, keep.updatedAt ?? undefined);
    else applySettings(readSettings());
    if (send) sendSettings(send);
    // Merged again when the account's copy is another (a chapter's data brought a newer one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedInNow, accountStamp]);
  // A change goes to the account a moment after the last one (a reader trying sizes sends one post).
  const settingsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settingsChanged = useCallback(
    (stamped: StampedSettings) => {
      clearTimeout(settingsTimer.current);
      settingsTimer.current = setTimeout(() => annotations.saveSettings(stamped.settings, stamped.updatedAt ?? new Date().toISOString()), 1000);
    },
    [annotations],
  );
  const changeRate = useCallback(
    (rate: number) => settingsChanged(saveSettings({ ...readSettings(), rate: rate as StampedSettings['settings']['rate'] })),
    [settingsChanged],
  );

  // After a chapter change, focus goes to its heading (unless a link named a place in it).
  const shownChapter = useRef(chapter.slug);
  useEffect(() => {
    if (shownChapter.current === chapter.slug) return;
    shownChapter.current = chapter.slug;
    const heading = article.current?.querySelector<HTMLElement>('h1, h2, h3');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: Boolean(location.hash) });
  }, [chapter.slug]);

  const columns = useRef<HTMLDivElement>(null);
  const paged = usePaged(columns, chapter.slug);
  useKeyboardPaging(paged);
  useChapterClicks(article, setFootnote);
  useHashTarget(article, chapter.slug);
  const bookmarkBlock = useCallback(
    (block: HTMLElement | null) => {
      if (!block) return;
      if (annotations.addBookmark({ chapter: chapter.slug, paragraph: block.id, excerpt: excerptOf(block) })) setAnnouncement(t('bookmarkAdded'));
    },
    [annotations, chapter.slug, t],
  );
  const paragraphUrl = (id: string) => `${location.origin}${localizePath(`${base}/${chapter.slug}`, locale)}#${id}`;
  useParagraphTools(article, { copyLink: t('copyLink'), bookmark: t('bookmarkHere') }, paragraphUrl, () => setAnnouncement(t('linkCopied')), bookmarkBlock);
  const copyLinkInView = () => {
    const block = article.current ? blockInView(article.current) : null;
    if (block) void navigator.clipboard?.writeText(paragraphUrl(block.id)).then(() => setAnnouncement(t('linkCopied')));
  };
  useProgress(article, chapter.slug, annotations, !loaderData.blocked);
  useFirstSelection(article, notesLoaded, loadNotes);
  // A chapter with notes draws them once the page is idle.
  const chapterHasNotes = annotations.notes.some((n) => n.chapter === chapter.slug);
  useEffect(() => {
    if (!chapterHasNotes || notesLoaded) return;
    const id = setTimeout(loadNotes, 300);
    return () => clearTimeout(id);
  }, [chapterHasNotes, notesLoaded, loadNotes]);

  // The proof changes with every revalidation (a note saved): read when the chapter is shown, not a reason to start again.
  const showChapter = useEffectEvent((id: number, slug: string) => onChapterShown(id, slug, chapterProof));
  useEffect(() => {
    if (loaderData.blocked) return;
    return showChapter(book.id, chapter.slug);
  }, [book.id, chapter.slug, loaderData.blocked]);

  // After sign-in, the items kept in this browser join the account, in posts of at most 128 KB;
  // each batch is forgotten here only once the server has it (a refused one stays for next time).
  // A navigation begun before the last batch was saved may have brought the page without it: the
  // page's data is read again once everything is in.
  const merge = useFetcher<AnnotationState>({ key: 'reader-merge' });
  const mergeSent = useRef<LocalItems | null>(null);
  const { revalidate } = useRevalidator();
  const signedIn = Boolean(loaderData.annotations);
  useEffect(() => {
    if (!signedIn || merge.state !== 'idle') return;
    const answered = mergeSent.current;
    if (answered) {
      if (!merge.data?.ok) return;
      forgetMerged(answered);
      mergeSent.current = null;
    }
    const batch = nextMergeBatch(readItems());
    if (!batch) {
      if (answered) void revalidate();
      return;
    }
    mergeSent.current = batch;
    void merge.submit({ intent: 'merge', items: JSON.stringify(batch) }, { method: 'post' });
  }, [signedIn, merge, revalidate]);

  const panelHref = (name: PanelName) => `?panel=${name}`;
  const openPanel = (name: PanelName) => (event: React.MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setPanel(name);
  };
  const noteError =
    actionData && !actionData.ok && actionData.form === 'note-update'
      ? {
          id: actionData.values.id ?? '',
          comment: actionData.values.comment ?? '',
          message: t(actionData.errors.comment === 'commentTooLong' ? 'commentTooLong' : 'invalid'),
        }
      : null;
  const productLink = book.ebookSlug ? `/product/${book.ebookSlug}` : book.workPath;
  const buttons: PanelName[] = ['contents', 'cover', ...(references.length ? (['references'] as const) : []), 'bookmarks', 'notes', 'search', 'settings'];

  return (
    <AnnotationsContext value={annotations}>
      <div className="reader" data-reader="">
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: readerSettingsScript(accountSettings) }} />
        <header className="reader-bar">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
            <Link to={book.workPath} className="reader-book-link">
              <span aria-hidden="true">←</span> <span className="sr-only">{t('backToBook')}: </span>
              <span className="font-serif font-semibold">{book.title}</span>
            </Link>
            <nav aria-label={t('readerTools')}>
              <ul className="flex flex-wrap gap-1">
                {buttons.map((name) => (
                  <li key={name}>
                    <a
                      href={panelHref(name)}
                      className="reader-tool"
                      aria-haspopup="dialog"
                      aria-expanded={hydrated ? panel === name : undefined}
                      onClick={openPanel(name)}
                    >
                      {t(panelLabel[name])}
                    </a>
                  </li>
                ))}
                {chapter.html !== null || aloud ? (
                  // Drawn by the server too, unseen until the page can read aloud: appearing with the
                  // script, it pushed every tool aside under a reader's (or a test's) pointer.
                  <li className={readable || aloud ? undefined : 'invisible'}>
                    <button
                      type="button"
                      className="reader-tool"
                      aria-expanded={aloud}
                      aria-controls={aloud ? 'reader-aloud' : undefined}
                      onClick={() => setAloud(!aloud)}
                    >
                      {t('readAloud')}
                    </button>
                  </li>
                ) : null}
              </ul>
            </nav>
          </div>
        </header>

        {panel ? (
          <ReaderPanel key={panel} name={panel} title={t(panelTitle[panel])} closeHref="?" hydrated={hydrated} onClose={closePanel}>
            {panel === 'contents' ? (
              <>
                {loaderData.preview ? null : <KeepOffline base={base} chapters={chapters} />}
                <ContentsPanel toc={book.toc} chapters={chapters} current={chapter.slug} base={base} />
              </>
            ) : null}
            {panel === 'cover' ? <CoverPanel cover={book.cover} title={book.title} /> : null}
            {panel === 'references' ? <ReferencesPanel chapters={references} base={base} /> : null}
            {panel === 'bookmarks' ? (
              <>
                {!signedIn ? <VisitorNotice /> : null}
                <BookmarksPanel
                  annotations={annotations}
                  chapters={chapters}
                  current={chapter.slug}
                  base={base}
                  hydrated={hydrated}
                  onAdd={() => bookmarkBlock(article.current ? blockInView(article.current) : null)}
                  onCopyLink={copyLinkInView}
                />
              </>
            ) : null}
            {panel === 'notes' ? (
              <>
                {!signedIn ? <VisitorNotice /> : null}
                <Suspense fallback={null}>
                  <NotesPanel
                    annotations={annotations}
                    chapters={chapters}
                    base={base}
                    exportHref={localizePath(`${base}/notes.md`, locale)}
                    bookTitle={book.title}
                    hydrated={hydrated}
                    error={noteError}
                  />
                </Suspense>
              </>
            ) : null}
            {panel === 'search' ? (
              <SearchPanel query={loaderData.search?.q ?? params.get('q') ?? ''} results={loaderData.search?.results ?? null} base={base} />
            ) : null}
            {panel === 'settings' ? <SettingsPanel hydrated={hydrated} onChange={settingsChanged} /> : null}
          </ReaderPanel>
        ) : null}

        <div className="mx-auto max-w-6xl px-4">
          {loaderData.preview ? (
            <aside aria-labelledby="reader-notice" className="reader-notice">
              <h2 id="reader-notice" className="font-semibold">
                {t(loaderData.blocked ? 'blockedTitle' : 'previewTitle')}
              </h2>
              <p>{t(loaderData.blocked ? 'blockedText' : 'previewText')}</p>
              <p className="mt-2 flex flex-wrap gap-4">
                <Link to={productLink} className="reader-button">
                  {t('buyEbook')}
                </Link>
                {loaderData.blocked ? (
                  <Link to={`${base}/${loaderData.first}`} className="self-center text-brand underline">
                    {t('readPreview')}
                  </Link>
                ) : null}
                {!signedIn ? (
                  <Link
                    to={`/login?redirect=${encodeURIComponent(localizePath(`${base}/${chapter.slug}`, locale))}`}
                    className="self-center text-brand underline"
                  >
                    {t('alreadyBought')}
                  </Link>
                ) : null}
              </p>
            </aside>
          ) : null}

          {chapter.html !== null ? (
            <article ref={article} lang={book.language} className="reader-text" aria-label={chapter.hasHeading ? undefined : chapter.title}>
              {chapter.hasHeading ? null : <h1 className="reader-chapter-title">{chapter.title}</h1>}
              <div ref={columns} className="reader-columns" dangerouslySetInnerHTML={{ __html: chapter.html }} />
              <div data-chapter-end="" aria-hidden="true" />
            </article>
          ) : (
            <h1 className="reader-chapter-title">{chapter.title}</h1>
          )}

          {paged.active ? (
            <div className="reader-page-turner">
              <button type="button" className="reader-button" onClick={paged.previous} disabled={paged.page <= 1}>
                <span aria-hidden="true">←</span> {t('previousPage')}
              </button>
              <p aria-live="polite" className="text-sm text-muted">
                {t('pageOf', { page: paged.page, pages: paged.pages })}
              </p>
              <button type="button" className="reader-button" onClick={paged.next} disabled={paged.page >= paged.pages}>
                {t('nextPage')} <span aria-hidden="true">→</span>
              </button>
            </div>
          ) : null}

          <nav aria-label={t('chapterNav')} className="reader-pager">
            {loaderData.previous ? (
              <Link to={`${base}/${loaderData.previous}`} rel="prev" className="reader-pager-link">
                <span aria-hidden="true">←</span> {t('previous')}
                <span className="block text-sm font-normal text-muted">{chapters.find((c) => c.slug === loaderData.previous)?.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {loaderData.place.n ? <span className="self-center text-sm text-muted">{t('chapterCount', loaderData.place)}</span> : null}
            {loaderData.next ? (
              <Link to={`${base}/${loaderData.next}`} rel="next" className="reader-pager-link text-right">
                {t('next')} <span aria-hidden="true">→</span>
                <span className="block text-sm font-normal text-muted">{chapters.find((c) => c.slug === loaderData.next)?.title}</span>
              </Link>
            ) : (
              <span />
            )}
          </nav>
          <ChapterElementContext value={article}>{afterChapter}</ChapterElementContext>
          <p className="pb-10 text-center text-sm text-muted">{t('keyboardHint')}</p>
        </div>

        {footnote ? <FootnotePopover note={footnote} lang={book.language} onClose={closeFootnote} /> : null}
        {notesLoaded && hydrated && chapter.html !== null ? (
          <Suspense fallback={null}>
            <NotesLayer annotations={annotations} chapter={chapter.slug} article={article} shareTargets={shareTargets} onShare={onShare} />
          </Suspense>
        ) : null}
        {aloud ? (
          <Suspense fallback={null}>
            <ReadAloudPlayer
              article={article}
              bookId={book.id}
              chapter={chapter.slug}
              next={loaderData.next}
              base={base}
              blockInView={blockInView}
              turnTo={turnToRange}
              onClose={closeAloud}
              rate={readSettings().rate}
              onRate={changeRate}
              accountPlace={loaderData.account?.aloud ?? null}
              onPlace={annotations.saveAloudPlace}
            />
          </Suspense>
        ) : null}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <div role="alert" className="reader-limit">
          {limitMessage || refusal ? (
            <>
              <p>
                {limitMessage ?? refusalMessage(refusal!, t)}{' '}
                {hydrated ? (
                  <button
                    type="button"
                    className="reader-button"
                    onClick={() => {
                      setFullKind(null);
                      setRefusal(null);
                    }}
                  >
                    {t('close')}
                  </button>
                ) : null}
              </p>
              {refusal?.comment ? (
                <div className="mt-2 flex flex-col gap-1">
                  <label htmlFor="refused-comment" className="font-medium">
                    {t('refusedComment')}
                  </label>
                  <textarea id="refused-comment" readOnly rows={3} value={refusal.comment} className="reader-input" />
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </AnnotationsContext>
  );
}

/** What was not kept, and why (the server's answer). */
function refusalMessage(refusal: Refusal, t: (key: ReaderMessageKey) => string): string {
  const what =
    refusal.intent === 'note-add' || refusal.intent === 'note-update'
      ? 'noteNotSaved'
      : refusal.intent === 'bookmark-add'
        ? 'bookmarkNotSaved'
        : 'changeNotSaved';
  const reasons: Partial<Record<number, ReaderMessageKey>> = { 400: 'refusedInvalid', 403: 'refusedLocked', 404: 'refusedGone', 429: 'refusedTooOften' };
  const why = reasons[refusal.status] ?? 'refusedUnreached';
  return `${t(what)} ${t(why)}`;
}

function VisitorNotice() {
  const t = useT(readerMessages);
  return <p className="mb-4 rounded-md border border-line bg-surface p-3 text-sm">{t('visitorNotice')}</p>;
}
