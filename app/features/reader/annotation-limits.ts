/** How many notes and bookmarks a person keeps: per book, and in all (a bound on what one account can store). */
export const ANNOTATION_LIMITS = { notesPerBook: 1000, bookmarksPerBook: 300, notesInAll: 10_000, bookmarksInAll: 3000 };
