/** Counting every match of a broad filter costs more than the page itself: counts stop here. */
export const COUNT_CAP = 10_000;

export const PAGE_SIZE = 25;
