import { StringDecoder } from 'node:string_decoder';
import { INERT_MODULE_TYPE, INERT_PRELOAD_ATTRIBUTE } from './scripts-after-paint.tsx';

/**
 * Wakes what `afterPaintRewriter` left inert, once the first frame after parsing is on the screen
 * (a requestAnimationFrame callback runs just before a frame is drawn: the second one comes once
 * the first frame has been shown, and the timer after it). A hidden tab draws no frames: the
 * two-second timer starts it there. Each preload gets its `rel`
 * back; each module script is replaced by a live copy (a script's type is read once, when it is
 * inserted), which keeps the nonce.
 */
export const scriptsAfterPaintJs = `(function(){var done=false;function run(){if(done)return;done=true;document.querySelectorAll('link[${INERT_PRELOAD_ATTRIBUTE}]').forEach(function(l){l.rel=l.getAttribute('${INERT_PRELOAD_ATTRIBUTE}');l.removeAttribute('${INERT_PRELOAD_ATTRIBUTE}')});document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]').forEach(function(s){var m=document.createElement('script');m.type='module';m.async=true;m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)})}function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0)})});setTimeout(run,2000)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})();`;

// React writes these exactly so (it escapes `>` and quotes in attribute values), and a page's own
// text can't hold them: quotes in text and in loader data are escaped.
const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_SCRIPT = /<script\b([^>]*?) type="module"/g;

/**
 * Leaves a page's module preloads and module scripts inert, for `scriptsAfterPaintJs` to wake.
 * Fed the page as it streams: a tag cut between two pieces is held back until the rest of it
 * comes, so a piece's edge never hides one.
 */
export function afterPaintRewriter(): { write(bytes: Buffer): string; end(): string } {
  const decoder = new StringDecoder('utf8');
  let held = '';
  const rewrite = (html: string) =>
    html.replaceAll(MODULE_PRELOAD, `<link ${INERT_PRELOAD_ATTRIBUTE}="modulepreload"`).replace(MODULE_SCRIPT, `<script$1 type="${INERT_MODULE_TYPE}"`);
  return {
    write(bytes) {
      const text = held + decoder.write(bytes);
      const open = text.lastIndexOf('<');
      const cut = open !== -1 && !text.includes('>', open) ? open : text.length;
      held = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    end() {
      const rest = held + decoder.end();
      held = '';
      return rewrite(rest);
    },
  };
}
