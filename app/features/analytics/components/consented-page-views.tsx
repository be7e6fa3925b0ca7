import { lazy, Suspense } from 'react';

// The beacon's code loads only for a visitor who consented to analytics: every other visitor's
// pages carry none of it (the shared chunk of every page, issue 56).
const PageViewBeacon = lazy(() => import('./page-view-beacon.tsx').then((module) => ({ default: module.PageViewBeacon })));

/** Page views counted while the visitor's consent allows analytics (page-view-beacon.tsx says how). */
export function ConsentedPageViews({ consent }: { consent: string | null | undefined }) {
  if (consent !== 'all') return null;
  return (
    <Suspense fallback={null}>
      <PageViewBeacon consent={consent} />
    </Suspense>
  );
}
