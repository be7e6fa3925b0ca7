/** The shell feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { ConnectionStatus } from './components/connection-status.tsx';
export { EnglishSuggestion } from './components/english-suggestion.tsx';
export { ErrorPage, preloadErrorPage } from './components/error-page.tsx';
export { Footer } from './components/footer.tsx';
export { Header } from './components/header.tsx';
export { LocaleLinks } from './components/locale-links.tsx';
export { mergeHandles, type RouteHandle } from './route-handle.ts';
