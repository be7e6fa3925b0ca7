/** The reading-groups feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { GroupNotes } from './components/group-notes.tsx';
export { GroupPage } from './components/group-page.tsx';
export { GroupsLink } from './components/groups-link.tsx';
export { GroupsPage } from './components/groups-page.tsx';
export { JoinPage } from './components/join-page.tsx';
export { PublicGroups } from './components/public-groups.tsx';
export { default as groupNotesCss } from './group-notes.css?url';
export { isGroupNoteAnswer } from './group-page-forms.ts';
export { sharedQuery } from './group-rules.ts';
export { groupMessages } from './messages.ts';
export { DigestStopPage } from './components/digest-stop-page.tsx';
