/** What a route module may say about itself through `export const handle`. */
export interface RouteHandle {
  /** Forces a colour mode on this page, whatever the visitor chose. */
  colorMode?: 'light' | 'dark';
  /** Scrolls smoothly to anchors on this page (book pages). */
  smoothScroll?: boolean;
  /** The page exists in one language only: no hreflang alternates. */
  noAlternates?: boolean;
  /** The page holds the newsletter form itself: the footer leaves its own out (one region per name). */
  ownNewsletter?: boolean;
}

export function mergeHandles(handles: unknown[]): RouteHandle {
  return Object.assign({}, ...handles.filter((h): h is RouteHandle => typeof h === 'object' && h !== null));
}
