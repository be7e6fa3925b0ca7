/**
 * What the reading page does with JavaScript, as small effects: keyboard paging, footnote
 * pop-overs, the paragraph tools (link, bookmark), internal links without a full reload,
 * progress saving, and noticing the first text selection (which loads the notes code).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_TURN_EVENT, type Paged } from './paged.ts';
import { blockText } from './text-offsets.ts';
import type { Annotations } from './use-annotations.ts';

const PROGRESS_EVERY_MS = 5_000;

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)));
}

/**
 * ← / → open the previous / next chapter, unless someone is typing or a dialog is open. The
 * target is read from the page's own prev / next links when the key is pressed, so a key pressed
 * right after a chapter change follows the chapter now shown.
 */
export function useKeyboardPaging(pagedNow: Paged): void {
  const navigate = useNavigate();
  // The key handler reads the paged view as it is when the key is pressed.
  const paged = useRef(pagedNow);
  useEffect(() => {
    paged.current = pagedNow;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || typing(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const forward = event.key === 'ArrowRight' || event.key === 'PageDown';
      const backward = event.key === 'ArrowLeft' || event.key === 'PageUp';
      // Two-column mode turns pages first; past the last (or before the first) it changes chapter.
      if (paged.current.active && (forward || backward)) {
        if (forward ? paged.current.next() : paged.current.previous()) {
          event.preventDefault();
          return;
        }
      } else if (event.key === 'PageDown' || event.key === 'PageUp') return;
      const rel = backward ? 'prev' : forward ? 'next' : null;
      const link = rel ? document.querySelector<HTMLAnchorElement>(`a.reader-pager-link[rel="${rel}"]`) : null;
      if (!link) return;
      event.preventDefault();
      void navigate(link.pathname + link.search);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, paged]);
}

export interface OpenFootnote {
  html: string;
  reference: HTMLElement;
}

/** Clicks inside the chapter: footnote references open a pop-over; internal links stay in the app. */
export function useChapterClicks(article: RefObject<HTMLElement | null>, onFootnote: (note: OpenFootnote) => void): void {
  const navigate = useNavigate();
  useEffect(() => {
    const root = article.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
      if (!link || !root.contains(link) || link.closest('[data-reader-ui]')) return;
      const target = link.dataset.noteref;
      const note = target ? document.getElementById(target) : null;
      if (note && root.contains(note)) {
        event.preventDefault();
        const clone = note.cloneNode(true) as HTMLElement;
        for (const el of clone.querySelectorAll('[data-reader-ui]')) el.remove();
        for (const el of clone.querySelectorAll('[id]')) el.removeAttribute('id');
        onFootnote({ html: clone.innerHTML, reference: link });
        return;
      }
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || link.target || link.hasAttribute('download') || !/^\/(en\/)?book\//.test(url.pathname)) return;
      if (url.pathname === location.pathname && url.hash) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [article, onFootnote, navigate]);
}

/**
 * A small tool beside the paragraph under the pointer or holding the focus: copy a link to it,
 * bookmark it. One element, moved from block to block (marked data-reader-ui so the text offsets
 * of notes ignore it).
 */
export function useParagraphTools(
  article: RefObject<HTMLElement | null>,
  labels: { copyLink: string; bookmark: string },
  paragraphUrl: (id: string) => string,
  onCopied: () => void,
  onBookmark: (block: HTMLElement) => void,
): void {
  const handlers = useRef({ paragraphUrl, onCopied, onBookmark });
  handlers.current = { paragraphUrl, onCopied, onBookmark };
  useEffect(() => {
    const root = article.current;
    if (!root) return;
    const tools = document.createElement('span');
    tools.dataset.readerUi = '';
    tools.className = 'paragraph-tools';
    const button = (label: string, glyph: string, action: (block: HTMLElement) => void) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('aria-label', label);
      b.title = label;
      b.textContent = glyph;
      b.addEventListener('click', () => {
        const block = tools.parentElement;
        if (block) action(block);
      });
      tools.append(b);
    };
    button(labels.copyLink, '#', (block) => {
      const url = handlers.current.paragraphUrl(block.id);
      void navigator.clipboard?.writeText(url).then(handlers.current.onCopied, () => {});
      history.replaceState(history.state, '', `#${block.id}`);
    });
    button(labels.bookmark, '★', (block) => handlers.current.onBookmark(block));
    const place = (event: Event) => {
      const block = (event.target as Element | null)?.closest?.<HTMLElement>('[data-offset][id]');
      if (!block || !root.contains(block) || tools.parentElement === block) return;
      block.prepend(tools);
    };
    root.addEventListener('mouseover', place);
    root.addEventListener('focusin', place);
    return () => {
      root.removeEventListener('mouseover', place);
      root.removeEventListener('focusin', place);
      tools.remove();
    };
  }, [article, labels.copyLink, labels.bookmark]);
}

/** The first block in view (in two-column mode: on the page shown): where the reader is. */
export function blockInView(root: HTMLElement): HTMLElement | null {
  const box = root.querySelector<HTMLElement>('.reader-columns');
  const paged = box && box.scrollWidth > box.clientWidth + 1 ? box.getBoundingClientRect() : null;
  for (const block of root.querySelectorAll<HTMLElement>('[data-offset][id]')) {
    const rect = block.getBoundingClientRect();
    if (paged ? rect.right > paged.left + 1 && rect.left < paged.right : rect.bottom > 80) return block;
  }
  return null;
}

export function excerptOf(block: HTMLElement): string {
  const text = blockText(block).replace(/\s+/g, ' ').trim();
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** Saves progress when the chapter opens, every few seconds while the reader moves, and on leaving the chapter or the page. */
export function useProgress(article: RefObject<HTMLElement | null>, chapter: string, annotations: Annotations, enabled: boolean): void {
  const save = useRef(annotations.saveProgress);
  save.current = annotations.saveProgress;
  useEffect(() => {
    if (!enabled) return;
    const position = () => {
      const root = article.current;
      if (!root) return 0;
      const rect = root.getBoundingClientRect();
      const read = (window.innerHeight - rect.top) / Math.max(rect.height, 1);
      return Math.min(1, Math.max(0, read));
    };
    // The block at the top of the screen (in paged mode: of the page shown) is the precise place,
    // noted as the reader moves and sent at most every few seconds, and when leaving the chapter.
    let current = { position: 0, paragraph: undefined as string | undefined };
    let saved = '';
    const note = () => {
      const root = article.current;
      if (root) current = { position: position(), paragraph: blockInView(root)?.id ?? undefined };
    };
    const send = () => {
      const key = `${current.position.toFixed(3)}|${current.paragraph ?? ''}`;
      if (key === saved) return;
      saved = key;
      save.current(chapter, current.position, current.paragraph);
    };
    // Opening a chapter at a place (a link, "continue reading") saves that place, whatever the
    // page's scroll is while it settles; otherwise where the browser stands.
    const first = requestAnimationFrame(() => {
      note();
      const id = decodeURIComponent(location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target && article.current?.contains(target) && target.matches('[data-offset][id]')) current = { ...current, paragraph: id };
      send();
    });
    let frame = 0;
    let last = Date.now();
    // Noted at once on every move (cheap), so leaving right after a scroll sends the latest place.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = () => {
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          note();
        });
      }
      if (timer) return;
      const wait = Math.max(0, last + PROGRESS_EVERY_MS - Date.now());
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        note();
        send();
      }, wait);
    };
    // Leaving the document (a typed address, a closed tab, a reload) fires pagehide, and not
    // always visibilitychange; a hidden tab may never come back. Either notes the place now (the
    // last scroll's frame may not have run) and sends it; the key above keeps it to one request.
    const leave = () => {
      note();
      send();
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener(PAGE_TURN_EVENT, onMove);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', leave);
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onMove);
      window.removeEventListener(PAGE_TURN_EVENT, onMove);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', leave);
      if (timer) clearTimeout(timer);
      // Leaving the chapter inside the app: the chapter is already off the page, so the place
      // noted last is sent.
      send();
    };
  }, [article, chapter, enabled]);
}

/** Calls back once, on the first non-empty text selection inside the chapter. */
export function useFirstSelection(article: RefObject<HTMLElement | null>, active: boolean, onSelect: () => void): void {
  useEffect(() => {
    if (active) return;
    const check = () => {
      const selection = document.getSelection();
      if (!selection || selection.isCollapsed || !selection.anchorNode || !article.current?.contains(selection.anchorNode)) return;
      onSelect();
    };
    document.addEventListener('selectionchange', check);
    return () => document.removeEventListener('selectionchange', check);
  }, [article, active, onSelect]);
}

/**
 * A chapter opened at a paragraph (#id: a link, "continue reading") keeps that paragraph at the
 * top while the page settles: the reader's stylesheet, fonts and images can arrive after the
 * router scrolled, and move the text. Any scrolling by the reader ends it.
 */
export function useHashTarget(article: RefObject<HTMLElement | null>, chapter: string): void {
  const location = useLocation();
  useEffect(() => {
    const root = article.current;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id && root ? document.getElementById(id) : null;
    if (!root || !target || !root.contains(target)) return;
    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
    };
    const align = () => {
      if (!done) target.scrollIntoView({ block: 'start', behavior: 'instant' });
    };
    const observer = new ResizeObserver(align);
    observer.observe(root);
    align();
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const name of inputs) window.addEventListener(name, stop, { once: true, passive: true });
    const timer = setTimeout(stop, 3000);
    return () => {
      stop();
      clearTimeout(timer);
      for (const name of inputs) window.removeEventListener(name, stop);
    };
  }, [article, chapter, location.hash]);
}
