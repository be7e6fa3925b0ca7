/** What a route module may say about itself through `export const handle`. */
export interface RouteHandle {
  /** Forces a colour mode on this page, whatever the visitor chose. */
  colorMode?: 'light' | 'dark';
  /** Scrolls smoothly to anchors on this page (book pages). */
  smoothScroll?: boolean;
  /** The page's alternates come from its own meta (blog posts, whose translations have their own addresses). */
  noAlternates?: boolean;
  /** The page exists in this language only: its one alternate (and x-default) is that version. */
  onlyIn?: 'pt' | 'en';
  /** The page holds the newsletter form itself: the footer leaves its own out (one region per name). */
  ownNewsletter?: boolean;
}

export function mergeHandles(handles: unknown[]): RouteHandle {
  return Object.assign({}, ...handles.filter((h): h is RouteHandle => typeof h === 'object' && h !== null));
}
