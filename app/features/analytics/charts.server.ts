/**
 * Charts drawn on the server as SVG markup, so the admin's JavaScript does not grow: each has a
 * title and a description (role="img"), draws with the page's colour variables (light and dark
 * alike), and is shown beside a table of the same figures. Pure functions: figures in, markup out.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Series {
  name: string;
  values: number[];
  /** Drawn dashed and muted: the previous period. */
  previous?: boolean;
}

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 56, left: 56 };
const COLOURS = ['var(--brand)', 'var(--ink)'];

/** A rounded top for the y axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

/** A line per series over the days (the x labels: first, middle and last day). */
export function lineChart({
  id,
  title,
  description,
  labels,
  series,
  format = String,
}: {
  id: string;
  title: string;
  description: string;
  labels: string[];
  series: Series[];
  format?: (n: number) => string;
}): string {
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const top = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const x = (i: number) => PAD.left + (labels.length <= 1 ? plotW / 2 : (i * plotW) / (labels.length - 1));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => {
      const v = top * f;
      return `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="var(--line)" stroke-width="1"/><text x="${PAD.left - 8}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end" font-size="12" fill="var(--muted)">${escape(format(v))}</text>`;
    })
    .join('');
  // The first label starts at its day and the last ends at its own, so neither is cut at the edge.
  const last = labels.length - 1;
  const ticks = [...new Set([0, Math.floor(last / 2), last])]
    .filter((i) => i >= 0)
    .map((i) => {
      const anchor = labels.length > 1 && i === 0 ? 'start' : labels.length > 1 && i === last ? 'end' : 'middle';
      return `<text x="${x(i).toFixed(1)}" y="${HEIGHT - PAD.bottom + 18}" text-anchor="${anchor}" font-size="12" fill="var(--muted)">${escape(labels[i] ?? '')}</text>`;
    })
    .join('');
  // The current period's series take the brand and ink colours in turn; the previous one is muted.
  let colour = 0;
  const strokes = series.map((s) => (s.previous ? 'var(--muted)' : COLOURS[colour++ % COLOURS.length]));
  const dash = (s: Series) => (s.previous ? ' stroke-dasharray="6 4"' : '');
  const lines = series
    .map((s, i) => {
      const points = s.values.map((v, j) => `${x(j).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
      return `<polyline points="${points}" fill="none" stroke="${strokes[i]}" stroke-width="${s.previous ? 1.5 : 2.5}"${dash(s)} stroke-linejoin="round"/>`;
    })
    .join('');
  const legend = series
    .map((s, i) => {
      const lx = PAD.left + i * 220;
      return `<line x1="${lx}" x2="${lx + 24}" y1="${HEIGHT - 14}" y2="${HEIGHT - 14}" stroke="${strokes[i]}" stroke-width="2.5"${dash(s)}/><text x="${lx + 30}" y="${HEIGHT - 10}" font-size="12" fill="var(--ink)">${escape(s.name)}</text>`;
    })
    .join('');
  return svg(id, title, description, `${grid}${ticks}${lines}${legend}`);
}

/** Horizontal bars, largest first (labels cut at 28 characters; the table beside has them whole). */
export function barChart({
  id,
  title,
  description,
  items,
  format = String,
}: {
  id: string;
  title: string;
  description: string;
  items: { label: string; value: number }[];
  format?: (n: number) => string;
}): string {
  // Narrower than the line charts: bar charts sit two to a row, and their text must stay legible.
  const width = 480;
  const row = 30;
  const labelW = 190;
  const height = Math.max(1, items.length) * row + 8;
  const top = Math.max(1, ...items.map((i) => i.value));
  const barW = width - labelW - 70;
  const bars = items
    .map((item, i) => {
      const yy = i * row + 4;
      const label = item.label.length > 28 ? `${item.label.slice(0, 27)}…` : item.label;
      const w = Math.max(1, (item.value / top) * barW);
      return `<text x="${labelW - 8}" y="${yy + 18}" text-anchor="end" font-size="14" fill="var(--ink)">${escape(label)}</text><rect x="${labelW}" y="${yy + 4}" width="${w.toFixed(1)}" height="${row - 10}" rx="3" fill="var(--brand)"/><text x="${(labelW + w + 6).toFixed(1)}" y="${yy + 18}" font-size="14" fill="var(--ink)">${escape(format(item.value))}</text>`;
    })
    .join('');
  return svg(id, title, description, bars, height, width);
}

function svg(id: string, title: string, description: string, body: string, height = HEIGHT, width = WIDTH): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title ${id}-desc" class="h-auto w-full" font-family="inherit"><title id="${id}-title">${escape(title)}</title><desc id="${id}-desc">${escape(description)}</desc>${body}</svg>`;
}
