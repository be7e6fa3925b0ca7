/** The reading-groups feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { groupDigestsHourly, isDigestToken, stopDigest } from './digest.server.ts';
export { annotationsToExport } from './export.server.ts';
export { chapterShared, readerGroups } from './group-annotations.server.ts';
export { handleGroupForm } from './group-forms.server.ts';
export { annotationsFile, groupAction, groupPage, groupsAction, groupsPage, invitePage, joinAction, parseGroupId } from './group-pages.server.ts';
export { forgetSharedAuthor, publicGroupsOfWork } from './groups.server.ts';
export { publicGroupsOnWorkPage } from './public-groups.server.ts';
export { sharedView } from './group-rules.ts';
export { groupMessages } from './messages.ts';
