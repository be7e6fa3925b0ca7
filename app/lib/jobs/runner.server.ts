/** The process's job runner, so that code which queued work can ask for it to run soon. */
const store = globalThis as typeof globalThis & { __jobRunner?: { wake(): void } };

export function setJobRunner(runner: { wake(): void } | undefined): void {
  store.__jobRunner = runner;
}

export function wakeJobRunner(): void {
  store.__jobRunner?.wake();
}
