/** The blog feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { PostEditorPage } from './admin/components/post-editor-page.tsx';
export { PostList } from './admin/components/post-list.tsx';
export { blogAdminMessages } from './admin/messages.ts';
export { blogDone, POST_FORM } from './admin/outcome.ts';
export { alternateLinks } from './alternates.ts';
export { BlogIndex } from './components/blog-index.tsx';
export { OtherLanguagePost, PostPage } from './components/post-page.tsx';
export { blogPostingJsonLd } from './json-ld.ts';
export { postPath } from './paths.ts';
