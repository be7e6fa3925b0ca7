import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createChallenge } from '#app/lib/proof-of-work.server.ts';
import { sha256Hex, solveChallenge } from './proof-of-work-solver.ts';

describe('the bot check solver', () => {
  test('its SHA-256 agrees with Node for every length across the block boundaries', () => {
    for (let length = 0; length < 200; length++) {
      const text = Array.from({ length }, (_, i) => String.fromCharCode(32 + ((i * 7 + length) % 95))).join('');
      expect(sha256Hex(text), `length ${length}`).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  test('finds the number of a server challenge, and says when there is none', async () => {
    const challenge = createChallenge('secret', { max: 50_000 });
    const n = await solveChallenge(challenge);
    expect(n).not.toBeNull();
    expect(
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex'),
    ).toBe(challenge.hash);
    expect(await solveChallenge({ ...challenge, hash: '0'.repeat(64), max: 30_000 })).toBeNull();
  });

  test('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await solveChallenge(createChallenge('secret', { max: 1_000 }), controller.signal)).toBeNull();
  });
});
