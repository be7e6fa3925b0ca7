/** The pages feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { aboutPage } from './content/about.server.ts';
export { faqPage } from './content/faq.server.ts';
export { fundamentalsPage } from './content/fundamentals.server.ts';
export { homePage } from './content/home.server.ts';
export { privacyPage } from './content/privacy.server.ts';
export { roadmapPage } from './content/roadmap.server.ts';
export { accessibilityPage } from './content/accessibility.server.ts';
export { withPressEmail } from './press-email.server.ts';
