/**
 * The browser's side of the bot check (lib/proof-of-work.server.ts): find n ≤ max with
 * sha256(salt + n) = hash. SHA-256 in plain JavaScript, because Web Crypto costs a promise per
 * hash (about 8 µs in Chromium, against well under 1 µs here): the same proof takes a person a
 * tenth of the time, while a script with native code gains nothing. It works in slices and
 * yields between them, so typing in the form stays smooth.
 */

const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = Uint32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

const w = new Uint32Array(64);
const state = new Uint32Array(8);

/** SHA-256 of `length` bytes of `message` (a buffer with room for the padding) into `state`. */
function digest(message: Uint8Array, length: number): Uint32Array {
  const blocks = Math.ceil((length + 9) / 64);
  message.fill(0, length, blocks * 64);
  message[length] = 0x80;
  const bits = length * 8;
  const end = blocks * 64;
  message[end - 4] = bits >>> 24;
  message[end - 3] = bits >>> 16;
  message[end - 2] = bits >>> 8;
  message[end - 1] = bits;
  state.set(INITIAL);
  for (let block = 0; block < blocks; block++) {
    const o = block * 64;
    for (let i = 0; i < 16; i++)
      w[i] = (message[o + i * 4]! << 24) | (message[o + i * 4 + 1]! << 16) | (message[o + i * 4 + 2]! << 8) | message[o + i * 4 + 3]!;
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = state[0]!,
      b = state[1]!,
      c = state[2]!,
      d = state[3]!,
      e = state[4]!,
      f = state[5]!,
      g = state[6]!,
      h = state[7]!;
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state[0]! += a;
    state[1]! += b;
    state[2]! += c;
    state[3]! += d;
    state[4]! += e;
    state[5]! += f;
    state[6]! += g;
    state[7]! += h;
  }
  return state;
}

const ascii = (text: string, into: Uint8Array) => {
  for (let i = 0; i < text.length; i++) into[i] = text.charCodeAt(i) & 0xff;
  return text.length;
};

/** Hex SHA-256 of an ASCII string (for tests and for checking a found number). */
export function sha256Hex(text: string): string {
  const buffer = new Uint8Array(Math.ceil((text.length + 9) / 64) * 64);
  const words = digest(buffer, ascii(text, buffer));
  return Array.from(words, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}

export interface PowChallenge {
  salt: string;
  hash: string;
  max: number;
}

const SLICE = 20_000;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The number that solves the challenge, or null when none up to `max` does (or `signal` aborts). */
export async function solveChallenge(challenge: PowChallenge, signal?: AbortSignal): Promise<number | null> {
  const target = Uint32Array.from({ length: 8 }, (_, i) => Number.parseInt(challenge.hash.slice(i * 8, i * 8 + 8), 16));
  const buffer = new Uint8Array(Math.ceil((challenge.salt.length + 16 + 9) / 64) * 64);
  const saltLength = ascii(challenge.salt, buffer);
  for (let start = 0; start <= challenge.max; start += SLICE) {
    if (signal?.aborted) return null;
    const stop = Math.min(challenge.max, start + SLICE - 1);
    for (let n = start; n <= stop; n++) {
      const words = digest(buffer, saltLength + ascii(String(n), buffer.subarray(saltLength)));
      if (
        words[0] === target[0] &&
        words[1] === target[1] &&
        words[2] === target[2] &&
        words[3] === target[3] &&
        words[4] === target[4] &&
        words[5] === target[5] &&
        words[6] === target[6] &&
        words[7] === target[7]
      )
        return n;
    }
    await nextTask();
  }
  return null;
}
