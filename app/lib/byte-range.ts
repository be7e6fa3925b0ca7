/**
 * The Range header of a request for one file (RFC 9110 §14): a single byte range, the only kind
 * browsers ask for when they play or seek in a video. Several ranges are served as the whole file.
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

export function byteRange(header: string | null, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return { kind: 'whole' };
  if (size === 0) return { kind: 'unsatisfiable' };
  if (!match[1]) {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(match[2]);
    if (!suffix) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
