import { useEffect, useRef, useState } from 'react';

interface Challenge {
  salt: string;
  hash: string;
  max: number;
}

async function solve(challenge: Challenge): Promise<string> {
  const encoder = new TextEncoder();
  for (let n = 0; n <= challenge.max; n++) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + n));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    if (hex === challenge.hash) return btoa(JSON.stringify({ ...challenge, number: n }));
  }
  throw new Error('challenge has no solution');
}

/**
 * The proof-of-work field of a form. With `eager`, the browser solves a challenge as soon as
 * the page is ready; when the server still asks for one (`required`), it solves it and sends
 * the form again, once — the spec's automatic retry on "missing-recaptcha-token".
 */
export function BotCheck({ eager = false, required = false, runningLabel }: { eager?: boolean; required?: boolean; runningLabel: string }) {
  const input = useRef<HTMLInputElement>(null);
  const retried = useRef(false);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!eager && !required) return;
    if (required && retried.current) return;
    let cancelled = false;
    const run = async () => {
      setRunning(true);
      try {
        const response = await fetch('/bot-check', { headers: { Accept: 'application/json' } });
        const solution = await solve((await response.json()) as Challenge);
        if (cancelled || !input.current) return;
        input.current.value = solution;
        if (required) {
          retried.current = true;
          input.current.form?.requestSubmit();
        }
      } finally {
        if (!cancelled) setRunning(false);
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [eager, required]);

  return (
    <>
      <input ref={input} type="hidden" name="pow" defaultValue="" />
      {running && required ? (
        <p role="status" className="text-sm text-muted">
          {runningLabel}
        </p>
      ) : null}
    </>
  );
}
