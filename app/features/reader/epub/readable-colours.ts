/**
 * Text colours a book's stylesheet sets too light to read (WCAG 2 contrast below 4.5:1 on white,
 * such as grey line numbers or page numbers) are darkened in the same hue until they reach 5:1.
 * A stylesheet for dark pages (its html or body has a dark background), and a rule with a
 * background of its own, are left alone.
 */
type Rgb = [number, number, number];

const NAMED: Record<string, Rgb> = {
  black: [0, 0, 0],
  white: [255, 255, 255],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
  silver: [192, 192, 192],
  darkgray: [169, 169, 169],
  darkgrey: [169, 169, 169],
  lightgray: [211, 211, 211],
  lightgrey: [211, 211, 211],
  gainsboro: [220, 220, 220],
  dimgray: [105, 105, 105],
  dimgrey: [105, 105, 105],
  lightslategray: [119, 136, 153],
  slategray: [112, 128, 144],
};

export function parseColour(value: string): Rgb | null {
  const v = value.trim().toLowerCase();
  if (NAMED[v]) return NAMED[v];
  let m = /^#([0-9a-f]{3})$/.exec(v);
  if (m) return [...m[1]!].map((c) => parseInt(c + c, 16)) as Rgb;
  m = /^#([0-9a-f]{6})$/.exec(v);
  if (m) return [0, 2, 4].map((i) => parseInt(m![1]!.slice(i, i + 2), 16)) as Rgb;
  m = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(v);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])].map((n) => Math.min(255, n)) as Rgb;
  return null;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
export const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
export const contrastOnWhite = (rgb: Rgb) => 1.05 / (luminance(rgb) + 0.05);

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour scaled towards black until it has 5:1 on white. */
export function readableOnWhite(rgb: Rgb): Rgb {
  let scaled = rgb;
  for (let factor = 0.95; contrastOnWhite(scaled) < 5 && factor > 0; factor -= 0.05) scaled = rgb.map((c) => c * factor) as Rgb;
  return scaled;
}

export function readableColours(css: string): string {
  const page = /(?:^|[}\s,])(?:html|body)\b[^{]*\{[^}]*background(?:-color)?\s*:\s*([^;}!]+)/i.exec(css);
  const background = page ? parseColour(page[1]!) : null;
  if (background && luminance(background) < 0.2) return css;
  // A rule that sets its own background (white text on a coloured box) is left as it is.
  return css.replace(/\{([^{}]*)\}/g, (block, body: string) =>
    /background/i.test(body)
      ? block
      : `{${body.replace(/(^|[;\s])color(\s*:\s*)([^;}!]+)/gi, (whole, before: string, colon: string, value: string) => {
          const rgb = parseColour(value);
          if (!rgb || contrastOnWhite(rgb) >= 4.5) return whole;
          return `${before}color${colon}${hex(readableOnWhite(rgb))}`;
        })}}`,
  );
}
