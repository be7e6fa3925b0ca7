import { expect, it } from 'vitest';
import { configuredProviders } from './auth.server.ts';

it('offers a social provider only when both its client id and secret are set', () => {
  expect(configuredProviders({})).toEqual([]);
  expect(configuredProviders({ GOOGLE_CLIENT_ID: 'id' })).toEqual([]);
  expect(configuredProviders({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', TWITTER_CLIENT_ID: 'x', TWITTER_CLIENT_SECRET: 'y' })).toEqual([
    'google',
    'twitter',
  ]);
});
