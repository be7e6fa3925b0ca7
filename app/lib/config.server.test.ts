import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.server.ts';

describe("the browser tests' controls (TEST_CONTROLS)", () => {
  it('are off unless set to on', () => {
    expect(loadConfig({ APP_URL: 'http://localhost:3000' }).testControls).toBe(false);
    expect(loadConfig({ APP_URL: 'http://localhost:3000', TEST_CONTROLS: 'off' }).testControls).toBe(false);
    expect(loadConfig({ APP_URL: 'http://localhost:3000', TEST_CONTROLS: 'on' }).testControls).toBe(true);
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:3210', TEST_CONTROLS: 'on' }).testControls).toBe(true);
  });

  it('are refused for a site others can reach: the server does not start', () => {
    for (const url of ['https://localhost:3000', 'http://editora.example', 'https://editora.example', 'http://192.168.0.10:3000']) {
      expect(() => loadConfig({ APP_URL: url, TEST_CONTROLS: 'on' }), url).toThrow(/TEST_CONTROLS=on is for the browser tests on this machine/);
    }
  });
});
