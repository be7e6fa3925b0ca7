/** The consent feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { consentCookie, readConsent } from './consent.server.ts';
