import appCss from '../app.css?url';
import { useNonce } from './nonce.tsx';

/**
 * The site's stylesheet. In production it is written into visitors' pages: the first paint then
 * waits for no second request (a round trip on a phone network; issue 19). The server reads the
 * built file once (entry.server.tsx); the browser takes the same text from the page before
 * hydrating (entry.client.tsx), so both render it alike, and a render in the browser keeps it. The
 * object is created once: React then never rewrites the element's content. In development, the
 * file (with Vite's hot reload).
 */
const inline = { __html: '' };

export const appStyleHref = appCss;

/** On the server, from the build. */
export function setAppStyle(css: string): void {
  inline.__html = css;
}

/** In the browser, before hydrating: the text the server wrote into the page. */
export function takeAppStyleFromPage(): void {
  inline.__html = document.getElementById('app-style')?.textContent ?? '';
}

/**
 * `signedIn`: a person with a session gets the file instead. Their browser has it from an earlier
 * page, and their pages (never kept in the page cache) are compressed per answer: the 42 KB
 * would cost each one about 2 ms. The browser keeps what the server chose for the page it loaded.
 */
export function AppStyle({ signedIn }: { signedIn: boolean }) {
  const nonce = useNonce();
  const write = typeof document === 'undefined' ? inline.__html !== '' && !signedIn : inline.__html !== '';
  if (!write) return <link rel="stylesheet" href={appCss} />;
  return <style id="app-style" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={inline} />;
}
