/** The journals feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { proceedingsEditors } from './citable.ts';
export { CfpBanner } from './components/cfp-banner.tsx';
export { EditorialTeam } from './components/editorial-team.tsx';
export { articleCount, IssueCover, IssueIntro, issueLabel, IssueToc } from './components/issue.tsx';
export { JournalAboutPage } from './components/journal-about-page.tsx';
export { JournalArchivePage } from './components/journal-archive-page.tsx';
export { JournalCurrentPage } from './components/journal-current-page.tsx';
export { JournalGuidelinesPage } from './components/journal-guidelines-page.tsx';
export { JournalSubmissionPage } from './components/journal-submission-page.tsx';
export { JournalHeader } from './components/journal-header.tsx';
export { JournalHomePage } from './components/journal-home-page.tsx';
export { ProceedingsPage } from './components/proceedings-page.tsx';
export { TranslationNote } from './components/translation-note.tsx';
export { WorkPage } from './components/work-page.tsx';
export { journalMessages } from './messages.ts';
export { journalPageMessages } from './page-messages.ts';
export { isSlug } from './params.ts';
