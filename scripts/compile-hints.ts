/**
 * A Vite plugin for the browser build: the chunks that every page runs in full as it hydrates
 * (React, React DOM and React Router; the site's chrome) start with V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad`. Chromium then compiles all of their functions on a background
 * thread while the file streams in, instead of each one on the main thread the first time React
 * calls it during hydration: the long tasks that phones feel and Lighthouse counts (decision 0032).
 * Other browsers read a comment. The hint goes on after minification, which would drop it.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(chunkNames: string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Vite's own last touches (it prepends the preload map to a chunk that needs one): the
    // hint must be the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunkNames.includes(chunk.name)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
