/** Addresses of resized images (/_ipx, server/images.ts): plain TypeScript, for feeds built outside React too. */
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
