/** marcjs (an independent MARC library the tests read our files with) ships no types: the part they use. */
declare module 'marcjs' {
  import type { Duplex } from 'node:stream';
  export const Marc: { createStream(format: 'Iso2709' | 'Marcxml', kind: 'Parser'): Duplex };
}
