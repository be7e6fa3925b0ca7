/**
 * A V8 CPU profile (node --cpu-prof) as text: where the time went, by function (self time) and
 * by module (self time of its functions), with the share of the whole. For `npm run bench -- --cpu-prof`.
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/react-dom/… → react-dom; our files by path from the project; node:internal → node. */
export function moduleOf(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/(app|server|build)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url.replace(/^file:\/\//, '');
}

/** `skipMs`: leave out the samples of the process's first milliseconds (its start), so the figures are the requests'. */
export function summarize(profile: Profile, top = 15, skipMs = 0) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  let elapsed = 0;
  profile.samples.forEach((id, index) => {
    elapsed += profile.timeDeltas[index] ?? 0;
    if (elapsed >= skipMs * 1000) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)!.callFrame;
    // The idle loop, the collector and the program itself are not the app's work, but are shown.
    const name = `${frame.functionName || '(anonymous)'} ${moduleOf(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
    modules.set(moduleOf(frame.url), (modules.get(moduleOf(frame.url)) ?? 0) + micros);
  }
  const ranked = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, ms: micros / 1000, share: micros / total }));
  return { totalMs: total / 1000, functions: ranked(functions), modules: ranked(modules) };
}

export function printSummary(file: string, top = 15, skipMs = 0) {
  const summary = summarize(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, top, skipMs);
  const line = (r: { name: string; ms: number; share: number }) =>
    `    ${(r.share * 100).toFixed(1).padStart(5)} %  ${r.ms.toFixed(0).padStart(6)} ms  ${r.name}`;
  console.log(`  CPU profile: ${summary.totalMs.toFixed(0)} ms sampled`);
  console.log('  by module (self time):');
  for (const r of summary.modules) console.log(line(r));
  console.log('  by function (self time):');
  for (const r of summary.functions) console.log(line(r));
}

if (import.meta.main) printSummary(process.argv[2]!, Number(process.argv[3]) || 15, Number(process.argv[4]) || 0);
