/**
 * The demo posts' covers: an SVG (the category, the title, a motif drawn from the slug) rendered
 * to a 1200×630 JPEG, the size link previews use. Deterministic, and only generic font families.
 */
import sharp from 'sharp';
import { escapeXml } from '#app/lib/xml.ts';

export const BLOG_COVER_WIDTH = 1200;
export const BLOG_COVER_HEIGHT = 630;

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;–-]+$/, '')}…`;
  return kept;
}

/** A number from the slug, so each cover's motif differs. */
const seedOf = (slug: string) => [...slug].reduce((n, c) => (n * 31 + c.charCodeAt(0)) >>> 0, 7);

export async function renderBlogCover({ slug, title, label, color }: { slug: string; title: string; label: string; color: string }): Promise<Buffer> {
  const seed = seedOf(slug);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = 60 + ((seed >> (i * 3)) % 7) * 28;
    return `<circle cx="${980 + i * 14}" cy="${150 + i * 70}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="10"/>`;
  }).join('');
  const lines = wrap(title, 30, 4)
    .map((line, i) => `<text x="80" y="${250 + i * 72}" font-family="serif" font-size="58" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${BLOG_COVER_WIDTH}" height="${BLOG_COVER_HEIGHT}">
    <rect width="100%" height="100%" fill="${color}"/>${circles}
    <text x="80" y="140" font-family="sans-serif" font-size="30" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${escapeXml(label.toUpperCase())}</text>
    ${lines}
    <text x="80" y="570" font-family="sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.85">Blog · Editora Ipê</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}
