/** The blog's rules: when a post shows, how long it takes to read, what a tag is. */

export const POSTS_PER_PAGE = 9;
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 40;
/** Words an adult reads in a minute, silently, in Portuguese or English (Brysbaert 2019: ~238). */
const WORDS_PER_MINUTE = 230;

/** A post shows once it is published and its time has come (a later time: scheduled). */
export function isVisible(post: { status: 'draft' | 'published'; publishedAt: Date | null }, now: Date): boolean {
  return post.status === 'published' && post.publishedAt !== null && post.publishedAt.getTime() <= now.getTime();
}

export type PostState = 'draft' | 'scheduled' | 'published';

export function postState(post: { status: 'draft' | 'published'; publishedAt: Date | null }, now: Date): PostState {
  if (post.status === 'draft' || post.publishedAt === null) return 'draft';
  return isVisible(post, now) ? 'published' : 'scheduled';
}

/** Whole minutes, at least one, counting the words of the text as written (Markdown marks aside). */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`~|-]/g, ' ');
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** "Acesso aberto, Publicação , acesso aberto" → ['acesso aberto', 'publicação']: lower case, once each, at most TAGS_MAX. */
export function parseTags(input: string): string[] {
  const tags: string[] = [];
  for (const part of input.split(',')) {
    const tag = part.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('pt-BR');
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** A page number from the query string: 1 when missing or not a whole number, never past `pages`. */
export function pageNumber(raw: string | null, pages: number): number {
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(1, n), Math.max(1, pages));
}
