import { StringDecoder } from 'node:string_decoder';
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
 * template never does.
 */
export const scriptsAfterPaintJs = `(function(){var done=false;function run(){if(done)return;done=true;document.querySelectorAll('template[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(t){t.replaceWith(document.importNode(t.content,true))})}var painted=false,loaded=document.readyState==='complete';function ready(){if(painted&&loaded)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0)})})}function onPaint(){if(painted)return;painted=true;setTimeout(run,3000);ready()}if(!loaded)addEventListener('load',function(){loaded=true;ready()});if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')!==-1){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();onPaint()}}).observe({type:'paint',buffered:true})}else onPaint();setTimeout(run,5000)})();`;

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
