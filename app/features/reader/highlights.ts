/** The CSS Custom Highlight API, where the browser has it: ranges drawn under a name the stylesheet styles with ::highlight(name). */
type HighlightRegistry = Map<string, unknown>;
declare const Highlight: { new (...ranges: Range[]): unknown } | undefined;

/** Draws the ranges under `name`; returns what removes them, or null when the browser has no Highlight API. */
export function drawHighlight(name: string, ranges: Range[]): (() => void) | null {
  const css = globalThis.CSS as (typeof CSS & { highlights?: HighlightRegistry }) | undefined;
  const registry = css?.highlights;
  if (!registry || typeof Highlight === 'undefined') return null;
  registry.set(name, new Highlight(...ranges));
  return () => void registry.delete(name);
}
