import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from './mp4.ts';

/** A box: 32-bit size, four-letter type, payload. */
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const p of payload) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const body = new Uint8Array(version === 1 ? 108 : 96);
  const view = new DataView(body.buffer);
  view.setUint8(0, version);
  if (version === 1) {
    view.setUint32(20, timescale);
    view.setBigUint64(24, BigInt(duration));
  } else {
    view.setUint32(12, timescale);
    view.setUint32(16, duration);
  }
  return box('mvhd', body);
}

const ftyp = box('ftyp', new TextEncoder().encode('isom\0\0\0\0isomiso2mp41'));

describe('a class length read from its MP4', () => {
  it('reads the demo clips (20 seconds each, their README)', () => {
    for (const n of [1, 2, 3]) expect(mp4DurationSeconds(fs.readFileSync(`fixtures/video/class-${n}.mp4`))).toBe(20);
  });

  it('reads version 0 and version 1 movie headers, wherever the movie box sits', () => {
    expect(mp4DurationSeconds(new Uint8Array([...ftyp, ...box('moov', mvhd(0, 1000, 905_400))]))).toBe(905);
    expect(mp4DurationSeconds(new Uint8Array([...ftyp, ...box('mdat', new Uint8Array(64)), ...box('moov', box('trak'), mvhd(1, 90_000, 90_000 * 3600))]))).toBe(
      3600,
    );
  });

  it('answers null for what is not a movie: no movie box, a truncated or empty header, boxes that lie about their size', () => {
    expect(mp4DurationSeconds(ftyp)).toBeNull();
    expect(mp4DurationSeconds(new Uint8Array([...ftyp, ...box('moov', box('mvhd', new Uint8Array(10)))]))).toBeNull();
    expect(mp4DurationSeconds(new Uint8Array([...ftyp, ...box('moov', mvhd(0, 0, 100))]))).toBeNull();
    expect(mp4DurationSeconds(new Uint8Array([...ftyp, ...box('moov', mvhd(0, 1000, 0))]))).toBeNull();
    const lying = box('moov', mvhd(0, 1000, 5000));
    new DataView(lying.buffer).setUint32(0, 1_000_000);
    expect(mp4DurationSeconds(new Uint8Array([...ftyp, ...lying]))).toBeNull();
    expect(mp4DurationSeconds(new Uint8Array(0))).toBeNull();
  });
});
