import { describe, expect, it } from 'vitest';
import { colorModeFrom } from './color-mode.ts';

describe('colorModeFrom', () => {
  it('reads a chosen mode, and anything else as the system’s', () => {
    expect(colorModeFrom('dark')).toBe('dark');
    expect(colorModeFrom('light')).toBe('light');
    for (const value of ['system', 'DARK', '', 'dark;', undefined, null]) expect(colorModeFrom(value)).toBe('system');
  });
});
