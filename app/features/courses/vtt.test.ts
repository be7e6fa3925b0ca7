import { describe, expect, it } from 'vitest';
import { clock, transcript } from './vtt.ts';

describe('transcript', () => {
  it('reads each cue’s start and text, without tags, identifiers or notes', () => {
    const vtt =
      'WEBVTT\n\nNOTE a note\n\nintro\n00:00:00.000 --> 00:00:10.000\nAula 1: <b>primeira</b>\nparte.\n\n01:02:05.500 --> 01:02:09.000 align:start\n<v Ana>Fim.</v>\n';
    expect(transcript(vtt)).toEqual([
      { start: 0, text: 'Aula 1: primeira parte.' },
      { start: 3725.5, text: 'Fim.' },
    ]);
    expect(transcript('WEBVTT\r\n\r\n00:10.000 --> 00:20.000\r\nShort hours.\r\n')).toEqual([{ start: 10, text: 'Short hours.' }]);
    expect(transcript('')).toEqual([]);
  });

  it('prints times as a player shows them', () => {
    expect(clock(75)).toBe('1:15');
    expect(clock(3725.5)).toBe('1:02:05');
  });
});
