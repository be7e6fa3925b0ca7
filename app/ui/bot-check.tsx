import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useFormHold } from './form.tsx';
import { solveChallenge, type PowChallenge } from './proof-of-work-solver.ts';

/** A solution is renewed this long before its challenge expires (ten minutes after it was issued). */
const RENEW_BEFORE_MS = 60_000;
/** Refusals answered by solving again and resending, at most, per page (then the person sends). */
const RETRIES = 3;

type Solved = { value: string; expiresAt: number; spent: boolean };

/**
 * The proof-of-work field of a form (lib/proof-of-work.server.ts). With `eager` (the sign-up form),
 * the challenge is fetched and solved while the person types, so the form is sent once, already
 * answered; a form sent before the answer is ready waits for it (ValidatedForm's hold). Each answer
 * works once, so the next is solved as soon as one is sent. `refusal` is the server's answer when it
 * refused the post for the check alone (missing, stale, or too easy by now): the form then solves a
 * fresh one and sends again by itself — the spec's automatic retry on "missing-recaptcha-token".
 */
export function BotCheck({
  purpose,
  eager = false,
  refusal = null,
  runningLabel,
}: {
  /** `sign-up`: work sized by the address's recent sign-ups. */
  purpose?: 'sign-up';
  eager?: boolean;
  refusal?: object | null;
  runningLabel: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const solved = useRef<Solved | null>(null);
  const solving = useRef<{ promise: Promise<void>; controller: AbortController } | null>(null);
  const renewal = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = useRef(eager);
  const retries = useRef(0);
  // Shown while a sent form waits for its answer (rarely seen: the answer is usually ready).
  const [waiting, setWaiting] = useState(false);
  const wait = (promise: Promise<void>) => {
    setWaiting(true);
    void promise.finally(() => setWaiting(false));
    return promise;
  };

  const start = (): Promise<void> => {
    if (solving.current) return solving.current.promise;
    const controller = new AbortController();
    const promise = (async () => {
      try {
        const response = await fetch(`/bot-check${purpose ? `?for=${purpose}` : ''}`, { headers: { Accept: 'application/json' }, signal: controller.signal });
        if (!response.ok) return; // refused (too many): the server says so when the form is sent
        const challenge = (await response.json()) as PowChallenge;
        const number = await solveChallenge(challenge, controller.signal);
        if (number === null || controller.signal.aborted || !input.current) return;
        const expiresAt = Number(challenge.salt.split('.')[1]) * 1000;
        solved.current = { value: btoa(JSON.stringify({ ...challenge, number })), expiresAt, spent: false };
        input.current.value = solved.current.value;
        clearTimeout(renewal.current);
        renewal.current = setTimeout(() => void start(), Math.max(0, expiresAt - Date.now() - RENEW_BEFORE_MS));
      } catch {
        // offline or aborted: the form is sent without it and the server asks again
      } finally {
        if (solving.current?.controller === controller) solving.current = null;
      }
    })();
    solving.current = { promise, controller };
    return promise;
  };

  const usable = () => {
    const current = solved.current;
    return current && !current.spent && current.expiresAt - Date.now() > 5_000 ? current : null;
  };

  // Set while the form waits for an answer: if none came (offline, refused), it is sent without
  // one the next time and the server says what is missing, rather than waiting again and again.
  const held = useRef(false);
  useFormHold(() => {
    if (!active.current) return null;
    const ready = usable();
    if (!ready) {
      if (held.current) {
        held.current = false;
        return null;
      }
      held.current = true;
      return wait(start());
    }
    held.current = false;
    // Sent with this one now; the next attempt gets a new one, solved meanwhile.
    ready.spent = true;
    setTimeout(() => void start(), 0);
    return null;
  });

  // Once per form: later answers come from the hold and the renewal.
  const begin = useEffectEvent(() => {
    if (eager) void start();
  });
  useEffect(() => {
    begin();
    return () => {
      solving.current?.controller.abort();
      solving.current = null;
      clearTimeout(renewal.current);
    };
  }, []);

  const retry = useEffectEvent(() => {
    if (retries.current >= RETRIES) return;
    retries.current++;
    active.current = true;
    const form = input.current?.form;
    // The answer sent was marked spent: a fresh one, then the form is sent as the person sent it.
    void wait(usable() ? Promise.resolve() : start()).then(() => form?.isConnected && form.requestSubmit());
  });
  useEffect(() => {
    if (refusal) retry();
  }, [refusal]);

  return (
    <>
      {/* No defaultValue: a hidden input's value is its default, which React would reset on each render. */}
      <input ref={input} type="hidden" name="pow" />
      {waiting ? (
        <p role="status" className="text-sm text-muted">
          {runningLabel}
        </p>
      ) : null}
    </>
  );
}
