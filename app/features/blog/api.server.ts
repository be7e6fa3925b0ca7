/** The blog feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { listStoriesForAdmin, loadPostEditor, previewMarkdown, submitPostForm } from './admin/posts-admin.server.ts';
export { blogIndexPage } from './blog-pages.server.ts';
export { findPost, sitemapPosts } from './blog.server.ts';
export { blogFeed } from './feed.server.ts';
export { blogSeeder } from './seed/seed-blog.server.ts';
