import { useNonce } from './nonce.tsx';

/**
 * The app's JavaScript is fetched once the page has painted (decision 0031). The server's page
 * is complete without it (links and forms work), so its text and first pictures need not share
 * a phone's bandwidth and processor with 120 KB of script. In production the server wraps React
 * Router's module preloads and its inline module script in inert `<template>`s
 * (`scripts-after-paint.server.ts`) and writes the script that wakes them after the first frame.
 * The browser then fetches, runs and hydrates as before.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** Set by the server (entry.server.tsx); the browser keeps what the page holds. */
const inline = { __html: '' };

export function setScriptsAfterPaint(script: string): void {
  inline.__html = script;
}

/** After React Router's `<Scripts />`; in production only, where the server rewrites the page. */
export function ScriptsAfterPaint() {
  const nonce = useNonce();
  if (!import.meta.env.PROD) return null;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={inline} />;
}
