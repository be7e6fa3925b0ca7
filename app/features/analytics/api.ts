/** The analytics feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { PageViewBeacon } from './components/page-view-beacon.tsx';
export { AnalyticsDashboard } from './components/analytics-dashboard.tsx';
export { analyticsMessages } from './messages.ts';
