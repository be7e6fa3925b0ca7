import type { ImgHTMLAttributes } from 'react';

/** The spec's image breakpoints (xs … xxl), in CSS pixels. */
export const imageWidths = [320, 640, 768, 1024, 1280, 1536] as const;

export interface IpxModifiers {
  f?: 'avif' | 'webp' | 'jpeg' | 'png' | 'auto';
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  w?: number;
  h?: number;
  /** Resize to WIDTHxHEIGHT. */
  s?: string;
  q?: number;
  /** Background colour (hex without #) for transparent images. */
  b?: string;
}

/** '/images/x.jpg' with {w:640,f:'webp'} → '/_ipx/w_640,f_webp/images/x.jpg'. */
export function ipxUrl(src: string, modifiers: IpxModifiers): string {
  const parts = Object.entries(modifiers)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}_${value}`);
  return `/_ipx/${parts.length ? parts.join(',') : '_'}${src.startsWith('/') ? src : `/${src}`}`;
}

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The rendered width at each layout, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes?: string;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
  quality?: number;
  fit?: IpxModifiers['fit'];
}

/**
 * A responsive image through /_ipx: a srcset at the spec's breakpoints (never wider than the
 * source), WebP, lazy loading below the fold, and intrinsic size to avoid layout shift.
 */
export function Image({ src, alt, width, height, sizes = '100vw', priority = false, quality = 75, fit, ...img }: ImageProps) {
  const widths = [...imageWidths.filter((w) => w < width), width];
  const ratio = height / width;
  const variant = (w: number) => ipxUrl(src, { w, h: fit ? Math.round(w * ratio) : undefined, fit, f: 'webp', q: quality });
  return (
    <img
      src={variant(Math.min(width, 1024))}
      srcSet={widths.map((w) => `${variant(w)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...img}
    />
  );
}
