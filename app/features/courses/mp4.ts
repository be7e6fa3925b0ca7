/**
 * A class's length, read from its MP4 (the movie header, `moov/mvhd`), so that it is never a number
 * someone typed or a browser sent. Only box headers are read; nothing is decoded.
 */

/** Boxes read at one level at most: a crafted file of tiny boxes cannot keep the loop going. */
const MAX_BOXES = 10_000;

/** The children of a box (or of the file) between `start` and `end`: type and payload bounds. */
function* boxes(view: DataView, start: number, end: number) {
  let at = start;
  for (let n = 0; at + 8 <= end && n < MAX_BOXES; n++) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7));
    let header = 8;
    if (size === 1) {
      // A 64-bit size follows the type.
      if (at + 16 > end) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at; // The box runs to the end of its parent.
    }
    if (size < header || at + size > end) return;
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

/** The movie's length in seconds (rounded to the nearest), or null when the file has no readable movie header. */
export function mp4DurationSeconds(data: Uint8Array): number | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (const moov of boxes(view, 0, data.byteLength)) {
    if (moov.type !== 'moov') continue;
    for (const mvhd of boxes(view, moov.start, moov.end)) {
      if (mvhd.type !== 'mvhd') continue;
      const version = view.getUint8(mvhd.start);
      // version 0: created, modified (32 bits each), timescale, duration (32); version 1: 64-bit times and duration.
      const needed = version === 1 ? 32 : 20;
      if (mvhd.end - mvhd.start < needed) return null;
      const timescale = view.getUint32(mvhd.start + (version === 1 ? 20 : 12));
      const duration = version === 1 ? Number(view.getBigUint64(mvhd.start + 24)) : view.getUint32(mvhd.start + 16);
      if (!timescale || !Number.isFinite(duration) || duration === 0 || (version === 0 && duration === 0xffffffff)) return null;
      return Math.max(1, Math.round(duration / timescale));
    }
    return null;
  }
  return null;
}
