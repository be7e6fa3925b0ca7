/**
 * The Java checkers the tests run (EPUBCheck from Debian's package; the Nu HTML Checker from
 * vnu-jar), started as a short run wants: each check is one JVM that lives a few seconds, where
 * the default JVM spends most of its CPU compiling hot code a second time (C2) and running a
 * garbage collector with a thread per core. C1 only, one compiler thread and the serial
 * collector check the same files with the same messages for a third to a half of the CPU (one
 * EPUB: 15 → 6 CPU-seconds; the Nu checker on 81 pages: 14 → 8, the same 32,832 messages).
 * Shared by the Vitest suite (reader/import/demo-generated.server.test.ts) and the journeys
 * (e2e/support.ts, e2e/html-validity.spec.ts).
 */
import { spawnSync } from 'node:child_process';

// C1's frames are larger: the Nu checker's schema needs a deeper stack than the default then.
export const SHORT_JVM = ['-XX:TieredStopAtLevel=1', '-XX:CICompilerCount=1', '-XX:+UseSerialGC', '-Xshare:auto', '-Xss4m'];

export const EPUBCHECK_JAR = process.env.EPUBCHECK_JAR || '/usr/share/java/epubcheck.jar';

/** Runs EPUBCheck on one file and returns its messages; passes when it found none. */
export function epubcheck(file: string, timeout = 120_000): { ok: boolean; output: string } {
  const result = spawnSync('java', [...SHORT_JVM, '-jar', EPUBCHECK_JAR, file], { encoding: 'utf8', timeout });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  return { ok: result.status === 0 && /No errors or warnings detected/.test(output), output };
}
