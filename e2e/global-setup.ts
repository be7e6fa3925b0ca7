/**
 * Before the journeys: the demo job (a few seconds after start) imports the fixture EPUBs and
 * writes an edition for every other readable work. Journeys read those works, so wait for the
 * job to finish: the last work it writes (the highest id without one of its own) can be read.
 */
import { E2E_ORIGIN } from '../playwright.config.ts';

// The proceedings volume, written after every book (its id is the highest).
const LAST_DEMO_BOOK = '/book/anais-sbds-2024/read';

export default async function globalSetup() {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await fetch(`${E2E_ORIGIN}${LAST_DEMO_BOOK}`, { redirect: 'manual' }).catch(() => null);
    // The book's first chapter: a redirect to it once the edition exists.
    if (response && response.status >= 300 && response.status < 400) return;
    if (Date.now() > deadline) throw new Error(`The demo editions were not ready in 90 s (${LAST_DEMO_BOOK}: ${response?.status ?? 'no answer'}).`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
