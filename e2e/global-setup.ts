/**
 * Before the journeys: the administrator's session, made once for every journey that works as
 * the administrator (e2e/support.ts: asAdmin). Then, the demo job (a few seconds after start) imports the fixture EPUBs and
 * writes an edition for every other readable work. Journeys read those works, so wait for the
 * job to finish: the last work it writes (the highest id without one of its own) can be read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_STATE, E2E_ADMIN, E2E_ORIGIN, E2E_RUN_DIR } from '../playwright.config.ts';

// The proceedings volume, written after every book (its id is the highest).
const LAST_DEMO_BOOK = '/book/anais-sbds-2024/read';

/** Signs the administrator in with one post of the sign-in form and keeps the cookies as Playwright's storage state. */
async function adminSession() {
  const response = await fetch(`${E2E_ORIGIN}/login`, {
    method: 'POST',
    body: new URLSearchParams(E2E_ADMIN),
    headers: { Origin: E2E_ORIGIN },
    redirect: 'manual',
  });
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
    const maxAge = attribute('max-age');
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: 'localhost',
      path: attribute('path') ?? '/',
      expires: maxAge ? Math.floor(Date.now() / 1000) + Number(maxAge) : -1,
      httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
      secure: attributes.some((a) => a.toLowerCase() === 'secure'),
      sameSite: 'Lax' as const,
    };
  });
  if (response.status !== 302 || !cookies.some((cookie) => cookie.name === 'ipe.session_token'))
    throw new Error(`The administrator could not sign in (${response.status}: ${await response.text()}).`);
  fs.mkdirSync(path.dirname(ADMIN_STATE), { recursive: true });
  fs.writeFileSync(ADMIN_STATE, JSON.stringify({ cookies, origins: [] }));
}

export default async function globalSetup() {
  fs.rmSync(E2E_RUN_DIR, { recursive: true, force: true });
  await adminSession();
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await fetch(`${E2E_ORIGIN}${LAST_DEMO_BOOK}`, { redirect: 'manual' }).catch(() => null);
    // The book's first chapter: a redirect to it once the edition exists.
    if (response && response.status >= 300 && response.status < 400) return;
    if (Date.now() > deadline) throw new Error(`The demo editions were not ready in 90 s (${LAST_DEMO_BOOK}: ${response?.status ?? 'no answer'}).`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
