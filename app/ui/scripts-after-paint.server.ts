import { AFTER_PAINT_ATTRIBUTE } from './scripts-after-paint.tsx';

/**
 * Wakes what `afterPaintRewriter` wrapped once the page is on the screen with its first pictures:
 * the browser has reported the first contentful paint (to a PerformanceObserver), the load event
 * has come (the pictures that are not lazy are in), and two animation frames have passed since (a
 * requestAnimationFrame callback runs just before a frame is drawn: the second one comes once the
 * first has been shown, pictures included). Where paint timing is missing, the load event and the
 * frames. A picture that takes long holds the script back three seconds after the first paint at
 * most; a hidden tab paints nothing, so five seconds start it there. Each template is replaced by
 * a copy of its content: a copied script runs (with its nonce), where the one parsed inside a
 * template never does. One template per task, in the page's order: each inserted preload starts a
 * fetch, and sixteen in one go were a task long enough to block a phone's input (13–37 ms here).
 */
export const scriptsAfterPaintJs = `(function(){var done=false;function run(){if(done)return;done=true;var list=[].slice.call(document.querySelectorAll('template[${AFTER_PAINT_ATTRIBUTE}]'));(function next(){var t=list.shift();if(!t)return;t.replaceWith(document.importNode(t.content,true));setTimeout(next,0)})()}var painted=false,loaded=document.readyState==='complete';function ready(){if(painted&&loaded)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0)})})}function onPaint(){if(painted)return;painted=true;setTimeout(run,3000);ready()}if(!loaded)addEventListener('load',function(){loaded=true;ready()});if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')!==-1){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();onPaint()}}).observe({type:'paint',buffered:true})}else onPaint();setTimeout(run,5000)})();`;

// React writes these exactly so (it escapes `>` and quotes in attribute values), and a page's own
// text can't hold them: quotes in text and in loader data are escaped. The page is searched as
// bytes (`<` and `>` never occur inside a multi-byte UTF-8 character): decoding and encoding a
// 120 KB page cost a millisecond, where these searches cost a tenth of it.
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const SCRIPT = Buffer.from('<script');
const MODULE_TYPE = Buffer.from(' type="module"');
const SCRIPT_END = Buffer.from('</script>');
const OPEN = Buffer.from(`<template ${AFTER_PAINT_ATTRIBUTE}>`);
const CLOSE = Buffer.from('</template>');
const LT = 0x3c;
const GT = 0x3e;

/** Where the next `<script … type="module" …>` starts at or after `from`, or -1. */
function nextModuleScript(page: Buffer, from: number): number {
  for (let at = page.indexOf(SCRIPT, from); at !== -1; at = page.indexOf(SCRIPT, at + 1)) {
    const next = page[at + SCRIPT.length];
    if (next !== 0x20 && next !== GT) continue;
    const tagEnd = page.indexOf(GT, at);
    if (tagEnd === -1) return -1;
    if (page.subarray(at, tagEnd).includes(MODULE_TYPE)) return at;
  }
  return -1;
}

/**
 * Wraps a page's module preloads and module scripts in inert templates, for `scriptsAfterPaintJs`
 * to wake. Fed the page as it streams: a tag cut between two pieces is held back until the rest of
 * it comes, so a piece's edge never hides one.
 */
export function afterPaintRewriter(): { write(bytes: Buffer): Buffer; end(): Buffer } {
  let held = Buffer.alloc(0);
  let inScript = false;
  // Every tag in `page` is whole.
  function rewrite(page: Buffer): Buffer {
    const parts: Buffer[] = [];
    let at = 0;
    let script = inScript ? -1 : nextModuleScript(page, 0);
    while (at < page.length) {
      if (inScript) {
        const end = page.indexOf(SCRIPT_END, at);
        if (end === -1) break;
        const after = end + SCRIPT_END.length;
        parts.push(page.subarray(at, after), CLOSE);
        at = after;
        inScript = false;
        script = nextModuleScript(page, at);
        continue;
      }
      const preload = page.indexOf(PRELOAD, at);
      if (preload !== -1 && (script === -1 || preload < script)) {
        const after = page.indexOf(GT, preload) + 1;
        parts.push(page.subarray(at, preload), OPEN, page.subarray(preload, after), CLOSE);
        at = after;
      } else if (script !== -1) {
        const after = page.indexOf(GT, script) + 1;
        parts.push(page.subarray(at, script), OPEN, page.subarray(script, after));
        at = after;
        inScript = true;
      } else break;
    }
    if (parts.length === 0) return page;
    parts.push(page.subarray(at));
    return Buffer.concat(parts);
  }
  return {
    write(bytes) {
      const page = held.length ? Buffer.concat([held, bytes]) : bytes;
      const open = page.lastIndexOf(LT);
      const cut = open !== -1 && page.indexOf(GT, open) === -1 ? open : page.length;
      held = Buffer.from(page.subarray(cut));
      return rewrite(page.subarray(0, cut));
    },
    end() {
      const rest = held;
      held = Buffer.alloc(0);
      return rewrite(rest);
    },
  };
}
