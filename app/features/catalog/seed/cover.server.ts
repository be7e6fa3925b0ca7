/**
 * Typographic demo covers: an SVG (title, people, a colour per collection or subject, a motif
 * drawn from the slug) rendered to an 800×1200 JPEG with sharp. Deterministic: the same work
 * always gives the same bytes. Only generic font families, so any machine can render it.
 */
import sharp from 'sharp';
import { escapeXml } from '#app/lib/xml.ts';

export const COVER_WIDTH = 800;
export const COVER_HEIGHT = 1200;

export interface CoverText {
  /** Seeds the motif, so covers of one colour still differ. */
  slug: string;
  title: string;
  subtitle?: string;
  /** Names printed at the foot (authors, or editors). */
  people: string[];
  /** A small line at the top, e.g. the collection or "Revista" / "Anais". */
  label?: string;
  color: string;
}

/** Greedy word wrap by character count (good enough for a cover; the fonts are proportional). */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;–-]+$/, '')}…`;
    return kept;
  }
  return lines;
}

/** FNV-1a: a small stable hash of the slug for the motif's geometry. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function tspans(lines: string[], x: number, lineHeight: number): string {
  return lines.map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`).join('');
}

export function coverSvg(cover: CoverText): string {
  const h = hash(cover.slug);
  const margin = 72;
  const titleSize = cover.title.length > 48 ? 56 : cover.title.length > 28 ? 64 : 76;
  // Serif capitals run wider than the average glyph: 0.6 of the size keeps long words inside.
  const titleLines = wrap(cover.title, Math.floor((COVER_WIDTH - 2 * margin) / (titleSize * 0.6)), 5);
  const subtitleLines = cover.subtitle ? wrap(cover.subtitle, 38, 4) : [];
  const titleTop = 300;
  const subtitleTop = titleTop + (titleLines.length - 1) * titleSize * 1.12 + 84;
  // One line when the names fit, else one name per line (three at most).
  const joined = cover.people.join(' · ');
  const people =
    joined.length <= 40 ? (joined ? [joined] : []) : cover.people.length > 3 ? [...cover.people.slice(0, 2), `${cover.people[2]} …`] : cover.people;
  // The motif: two overlapping circles whose size and place come from the slug.
  const cx = 120 + (h % 560);
  const cy = 820 + ((h >>> 8) % 160);
  const r = 180 + ((h >>> 16) % 140);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <rect width="100%" height="100%" fill="${cover.color}"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${COVER_WIDTH - cx}" cy="${cy + 90}" r="${Math.round(r * 0.6)}" fill="#000000" fill-opacity="0.12"/>
  <rect x="${margin}" y="${margin}" width="${COVER_WIDTH - 2 * margin}" height="4" fill="#f4d35e"/>
  <text x="${margin}" y="${margin + 50}" font-family="sans-serif" font-size="24" font-weight="bold" letter-spacing="6" fill="#f4d35e">EDITORA IPÊ</text>
  ${cover.label ? `<text x="${margin}" y="${margin + 92}" font-family="sans-serif" font-size="24" fill="#ffffff" fill-opacity="0.85">${escapeXml(cover.label)}</text>` : ''}
  <text x="${margin}" y="${titleTop}" font-family="serif" font-size="${titleSize}" font-weight="bold" fill="#ffffff">${tspans(titleLines, margin, Math.round(titleSize * 1.12))}</text>
  ${subtitleLines.length ? `<text x="${margin}" y="${subtitleTop}" font-family="sans-serif" font-size="32" fill="#ffffff" fill-opacity="0.9">${tspans(subtitleLines, margin, 42)}</text>` : ''}
  ${
    people.length
      ? `<rect x="${margin}" y="${COVER_HEIGHT - 120 - people.length * 40}" width="120" height="4" fill="#f4d35e"/>
  <text x="${margin}" y="${COVER_HEIGHT - 72 - (people.length - 1) * 40}" font-family="sans-serif" font-size="30" fill="#ffffff">${tspans(people, margin, 40)}</text>`
      : ''
  }
</svg>`;
}

export async function renderCover(cover: CoverText): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(cover)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
