import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Each page ships only its own routes; the others are asked for (/__manifest) when a link
  // comes into view or is hovered, before it is followed. The whole manifest was 12 KB gzip of
  // JavaScript on every first visit (issue 19's budget).
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
