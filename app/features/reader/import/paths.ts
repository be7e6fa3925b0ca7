/** Paths inside an EPUB, and the names the importer gives chapters and stored files. */

export interface ArchiveTarget {
  /** The file's path in the archive. */
  path: string;
  /** The part after "#", decoded; '' when none. */
  fragment: string;
}

export const hasScheme = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/**
 * Where a relative reference made in `base` (a file's path in the archive) points: null for
 * references with a scheme, and for ones that would leave the archive.
 */
export function resolveHref(base: string, href: string): ArchiveTarget | null {
  const trimmed = href.trim();
  if (hasScheme(trimmed)) return null;
  const hash = trimmed.indexOf('#');
  const fragment = hash === -1 ? '' : safeDecode(trimmed.slice(hash + 1));
  const withoutFragment = hash === -1 ? trimmed : trimmed.slice(0, hash);
  const pathPart = safeDecode(withoutFragment.split('?')[0]!);
  if (pathPart === null || fragment === null) return null;
  if (!pathPart) return { path: base, fragment };
  const segments = pathPart.startsWith('/') ? [] : base.split('/').slice(0, -1);
  for (const segment of pathPart.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (!segments.length) return null;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length ? { path: segments.join('/'), fragment } : null;
}

/** Lowercase letters, digits and single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Appends -2, -3 … until the name is not in `taken`, then takes it. */
export function unique(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name}-${n}`;
  taken.add(candidate);
  return candidate;
}

/** "OPS/chapter_001.xhtml" → "chapter-001", unique in the edition. */
export function chapterSlug(path: string, taken: Set<string>): string {
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  return unique(slugify(file).slice(0, 80).replace(/-+$/, '') || 'chapter', taken);
}

/**
 * A storage-safe relative path for an archive file ("OPS/images/Fig 1.jpg" → "OPS/images/Fig-1.jpg"):
 * letters, digits, "_", "-" and "." only, each segment starting with a letter or digit.
 */
export function storagePath(path: string, taken: Set<string>): string {
  const segments = path.split('/').map((segment) => {
    const clean = segment
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9_.-]+/g, '-')
      .replace(/\.{2,}/g, '.');
    return /^[A-Za-z0-9]/.test(clean) ? clean : `f${clean}`;
  });
  const joined = segments.join('/');
  if (!taken.has(joined.toLowerCase())) {
    taken.add(joined.toLowerCase());
    return joined;
  }
  // Two names that differ only in characters dropped above, or in case: number the later one.
  const dot = joined.lastIndexOf('.');
  const [stem, extension] = dot > joined.lastIndexOf('/') ? [joined.slice(0, dot), joined.slice(dot)] : [joined, ''];
  let n = 2;
  while (taken.has(`${stem}-${n}${extension}`.toLowerCase())) n++;
  const numbered = `${stem}-${n}${extension}`;
  taken.add(numbered.toLowerCase());
  return numbered;
}
