import type { ImgHTMLAttributes } from 'react';
import { ipxUrl, type IpxModifiers } from './ipx-url.ts';

/** The spec's image breakpoints (xs … xxl), in CSS pixels. */
export const imageWidths = [320, 640, 768, 1024, 1280, 1536] as const;

/** The largest width or height /_ipx makes (server/images.ts answers 400 beyond it). */
export const maxImageDimension = 2048;

export { ipxUrl, type IpxModifiers } from './ipx-url.ts';

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

/** AVIF looks as good as WebP at a lower quality number: 75 (WebP) → 50 (AVIF), sharp's AVIF default. */
export const avifQuality = (quality: number) => Math.max(1, Math.round((quality * 2) / 3));

/**
 * A responsive image through /_ipx: a srcset at the spec's breakpoints (never wider than the
 * source), AVIF for browsers that take it and WebP for the rest, lazy loading below the fold,
 * and intrinsic size to avoid layout shift. Images from other sites are shown as they are.
 */
export function Image({ src, alt, width, height, sizes = '100vw', priority = false, quality = 75, fit, ...img }: ImageProps) {
  const loading = { loading: priority ? 'eager' : 'lazy', decoding: priority ? 'sync' : 'async', fetchPriority: priority ? 'high' : 'auto' } as const;
  if (/^(https?:)?\/\//.test(src)) {
    return <img src={src} alt={alt} width={width} height={height} {...loading} {...img} />;
  }
  const ratio = height / width;
  // Never wider than the source, nor than /_ipx makes (when cropping, the height counts too).
  const widest = Math.min(width, maxImageDimension, fit ? Math.floor(maxImageDimension / ratio) : Infinity);
  const widths = [...imageWidths.filter((w) => w < widest), widest];
  const variant = (w: number, f: 'avif' | 'webp') =>
    ipxUrl(src, { w, h: fit ? Math.round(w * ratio) : undefined, fit, f, q: f === 'avif' ? avifQuality(quality) : quality });
  const srcSet = (f: 'avif' | 'webp') => widths.map((w) => `${variant(w, f)} ${w}w`).join(', ');
  return (
    // `contents`: the <picture> adds no box, so the <img> keeps its place in flex and grid layouts.
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img src={variant(Math.min(widest, 1024), 'webp')} srcSet={srcSet('webp')} sizes={sizes} alt={alt} width={width} height={height} {...loading} {...img} />
    </picture>
  );
}
