/** The full-text feature's public module (browser-safe side). */
export { snippetParts } from './snippet.ts';
