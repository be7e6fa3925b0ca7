import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // The whole site is small enough to ship one route manifest; lazy discovery would add a
  // round trip before every first navigation to a page.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
