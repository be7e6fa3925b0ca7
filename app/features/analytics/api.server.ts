/** The analytics feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { countPageView, pageViewsHourly, parseBeacon } from './page-views.server.ts';
export { analyticsCsv, analyticsPage } from './dashboard-page.server.ts';
// Server-drawn SVG charts: pure functions other features' dashboards use too (the editors' figures).
export { barChart, lineChart } from './charts.server.ts';
