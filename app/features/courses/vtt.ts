/** WebVTT captions read as a transcript: each cue's start (seconds) and its text, tags removed. */
export interface Cue {
  start: number;
  text: string;
}

const TIME = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})\s+-->\s+/;

export function transcript(vtt: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => TIME.test(line));
    if (timing < 0) continue;
    const [, h = '0', m, s, ms] = TIME.exec(lines[timing]!)!;
    const text = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) cues.push({ start: Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000, text });
  }
  return cues;
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function clock(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
