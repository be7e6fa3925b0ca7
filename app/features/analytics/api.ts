/** The analytics feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { ConsentedPageViews } from './components/consented-page-views.tsx';
export { AnalyticsDashboard } from './components/analytics-dashboard.tsx';
export { analyticsMessages } from './messages.ts';
