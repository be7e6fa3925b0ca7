/** The analytics feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { countPageView, pageViewsHourly, parseBeacon } from './page-views.server.ts';
export { analyticsCsv, analyticsPage } from './dashboard-page.server.ts';
