/** The consent feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { ConsentBanner } from './components/consent-banner.tsx';
export { ConsentForm } from './components/consent-form.tsx';
export { parseConsent } from './consent.ts';
export { privacyMessages } from './privacy-messages.ts';
