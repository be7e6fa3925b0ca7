import { StringDecoder } from 'node:string_decoder';
import { AFTER_PAINT_ATTRIBUTE } from './scripts-after-paint.tsx';

/**
 * Wakes what `afterPaintRewriter` wrapped once the page's first contentful paint is on the screen:
 * the browser reports it to a PerformanceObserver. Where paint timing is missing, two animation
 * frames after parsing stand in (a requestAnimationFrame callback runs just before a frame is
 * drawn: the second one comes once the first has been shown). A hidden tab paints nothing: the
 * two-second timer starts it there. Each template is replaced by a copy of its content: a copied
 * script runs (with its nonce), where the one parsed inside a template never does.
 */
export const scriptsAfterPaintJs = `(function(){var done=false;function run(){if(done)return;done=true;document.querySelectorAll('template[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(t){t.replaceWith(document.importNode(t.content,true))})}function soon(){setTimeout(run,0)}setTimeout(run,2000);if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')!==-1){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();soon()}}).observe({type:'paint',buffered:true})}else{var frames=function(){requestAnimationFrame(function(){requestAnimationFrame(soon)})};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',frames);else frames()}})();`;

// React writes these exactly so (it escapes `>` and quotes in attribute values), and a page's own
// text can't hold them: quotes in text and in loader data are escaped.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]* type="module"[^>]*>/;
const OPEN = `<template ${AFTER_PAINT_ATTRIBUTE}>`;
const CLOSE = '</template>';

/**
 * Wraps a page's module preloads and module scripts in inert templates, for `scriptsAfterPaintJs`
 * to wake. Fed the page as it streams: a tag cut between two pieces is held back until the rest of
 * it comes, so a piece's edge never hides one.
 */
export function afterPaintRewriter(): { write(bytes: Buffer): string; end(): string } {
  const decoder = new StringDecoder('utf8');
  let held = '';
  let inScript = false;
  function rewrite(html: string): string {
    let out = '';
    let rest = html;
    while (rest) {
      if (inScript) {
        const end = rest.indexOf('</script>');
        if (end === -1) return out + rest;
        out += rest.slice(0, end + '</script>'.length) + CLOSE;
        rest = rest.slice(end + '</script>'.length);
        inScript = false;
        continue;
      }
      const script = MODULE_SCRIPT.exec(rest);
      const before = script ? rest.slice(0, script.index) : rest;
      out += before.replace(MODULE_PRELOAD, `${OPEN}$&${CLOSE}`);
      if (!script) return out;
      out += OPEN + script[0];
      rest = rest.slice(script.index + script[0].length);
      inScript = true;
    }
    return out;
  }
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
