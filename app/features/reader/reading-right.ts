/**
 * The one rule that decides who may read a work in full (online and as a download):
 * open access is for everyone; otherwise a purchase, an admin's grant (review copies) or a course
 * that includes the book; admins may read everything (to check what they publish).
 * The first reason that applies is the one shown.
 */
export type ReadingRight = 'open-access' | 'purchase' | 'grant' | 'course' | 'admin';

export interface ReadingFacts {
  openAccess: boolean;
  /** The person's own entitlement to the work, if any. */
  entitlement: 'purchase' | 'grant' | null;
  /** A course the person may watch includes the work. */
  viaCourse: boolean;
  admin: boolean;
}

export function readingRight(facts: ReadingFacts): ReadingRight | null {
  if (facts.openAccess) return 'open-access';
  if (facts.entitlement) return facts.entitlement;
  if (facts.viaCourse) return 'course';
  if (facts.admin) return 'admin';
  return null;
}

/** A copy handed to a person names them (social DRM) unless the work is open access. */
export function isPersonalCopy(right: ReadingRight): boolean {
  return right !== 'open-access';
}
