/** The pages feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { EditorialPageView } from './components/editorial-page.tsx';
export { HomePage } from './components/home-page.tsx';
export { StyleGuide } from './components/style-guide.tsx';
export { styleGuideMessages } from './style-guide-messages.ts';
