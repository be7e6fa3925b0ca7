/**
 * Two-column mode is paged, like a book's spread: on a wide screen the chapter flows into
 * side-by-side columns one screen high (CSS columns with a fixed height, overflowing sideways),
 * and the reader turns pages with buttons, ← → / Page Up / Page Down and a swipe. "Page x of y"
 * follows. Past the last page the keys go on to the next chapter (the keyboard paging does that).
 * A link to a paragraph (#id) turns to the page that holds it.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Dispatched on window when the paged view turns a page (it does not scroll the window). */
export const PAGE_TURN_EVENT = 'reader:page';

export interface Paged {
  active: boolean;
  page: number;
  pages: number;
  next(): boolean;
  previous(): boolean;
}

const INACTIVE: Paged = { active: false, page: 1, pages: 1, next: () => false, previous: () => false };

/** Paged when reader.css lays the chapter in columns: two columns chosen, a wide screen, text not too large. */
function isPaged(box: HTMLElement): boolean {
  return getComputedStyle(box).columnCount !== 'auto';
}

function geometry(box: HTMLElement) {
  const gap = parseFloat(getComputedStyle(box).columnGap) || 0;
  const step = box.clientWidth + gap;
  return { step, pages: Math.max(1, Math.round((box.scrollWidth + gap) / step)) };
}

/** The page (0-based) that shows an element (or a range of text) of the paged box. */
function pageOf(box: HTMLElement, element: Element | Range): number {
  const { step } = geometry(box);
  const left = element.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
  return Math.max(0, Math.floor((left + 1) / step));
}

/** Turns the paged view to the page holding a range of the chapter (read aloud's sentence); false when not paged. */
export function turnToRange(range: Range): boolean {
  const box = range.startContainer.parentElement?.closest<HTMLElement>('.reader-columns');
  if (!box || !isPaged(box)) return false;
  box.scrollLeft = pageOf(box, range) * geometry(box).step;
  window.dispatchEvent(new CustomEvent(PAGE_TURN_EVENT));
  return true;
}

export function usePaged(box: RefObject<HTMLElement | null>, chapter: string): Paged {
  const [state, setState] = useState({ active: false, page: 0, pages: 1 });

  const turnTo = useCallback(
    (page: number) => {
      const el = box.current;
      if (!el) return;
      const { step, pages } = geometry(el);
      const target = Math.min(Math.max(page, 0), pages - 1);
      el.scrollLeft = target * step;
      setState({ active: true, page: target, pages });
      window.dispatchEvent(new CustomEvent(PAGE_TURN_EVENT));
    },
    [box],
  );

  // Measure on the chapter's arrival, on resize and when the settings change.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      if (!isPaged(el)) {
        el.style.height = '';
        el.scrollLeft = 0;
        setState({ active: false, page: 0, pages: 1 });
        return;
      }
      // One screen high: from where the text starts down to the page controls (about 4.5rem).
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.height = `${Math.max(256, window.innerHeight - top - 76)}px`;
      const { step, pages } = geometry(el);
      const hash = decodeURIComponent(location.hash.slice(1));
      const target = hash ? document.getElementById(hash) : null;
      const page = target && el.contains(target) ? pageOf(el, target) : Math.round(el.scrollLeft / step);
      el.scrollLeft = Math.min(page, pages - 1) * step;
      setState({ active: true, page: Math.min(page, pages - 1), pages });
    };
    measure();
    // Focus moving to a link on another page scrolls the box itself: follow it.
    const follow = () => {
      if (!isPaged(el)) return;
      const { step, pages } = geometry(el);
      setState((s) => (s.page === Math.round(el.scrollLeft / step) ? s : { active: true, page: Math.round(el.scrollLeft / step), pages }));
    };
    el.addEventListener('scroll', follow, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    const settings = new MutationObserver(measure);
    settings.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-reader-columns', 'data-reader-size', 'data-reader-spacing', 'data-reader-letters', 'data-reader-words', 'data-reader-font'],
    });
    window.addEventListener('hashchange', measure);
    window.addEventListener('resize', measure);
    void document.fonts?.ready.then(measure);
    return () => {
      window.removeEventListener('resize', measure);
      el.removeEventListener('scroll', follow);
      resize.disconnect();
      settings.disconnect();
      window.removeEventListener('hashchange', measure);
    };
  }, [box, chapter]);

  // A swipe turns the page.
  useEffect(() => {
    const el = box.current;
    if (!el || !state.active) return;
    let start: { x: number; y: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') start = { x: event.clientX, y: event.clientY };
    };
    const up = (event: PointerEvent) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(dy) * 1.5) turnTo(state.page + (dx < 0 ? 1 : -1));
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointerup', up);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointerup', up);
    };
  }, [box, state.active, state.page, turnTo]);

  if (!state.active) return INACTIVE;
  return {
    active: true,
    page: state.page + 1,
    pages: state.pages,
    next: () => {
      if (state.page >= state.pages - 1) return false;
      turnTo(state.page + 1);
      return true;
    },
    previous: () => {
      if (state.page <= 0) return false;
      turnTo(state.page - 1);
      return true;
    },
  };
}
