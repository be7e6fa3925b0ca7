import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.ts';

describe('byteRange', () => {
  it('reads the single ranges a video player asks for', () => {
    expect(byteRange('bytes=0-', 1000)).toEqual({ kind: 'part', start: 0, end: 999 });
    expect(byteRange('bytes=100-199', 1000)).toEqual({ kind: 'part', start: 100, end: 199 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
  });

  it('serves the whole file without a usable header, and refuses a range past the end', () => {
    expect(byteRange(null, 1000)).toEqual({ kind: 'whole' });
    expect(byteRange('bytes=0-1,5-6', 1000)).toEqual({ kind: 'whole' });
    expect(byteRange('items=0-1', 1000)).toEqual({ kind: 'whole' });
    expect(byteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=5-2', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
  });
});
