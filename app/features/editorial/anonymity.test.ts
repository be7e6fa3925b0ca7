import { describe, expect, it } from 'vitest';
import { forAuthor, forReviewer, safeFileName, type FileRow, type ReviewRow, type SubmissionForFilter } from './anonymity.ts';

const file = (id: number, kind: FileRow['kind'], round = 1, assignmentId: number | null = null): FileRow => ({
  id,
  round,
  kind,
  assignmentId,
  originalName: `Silva_Marina_${kind}.docx`,
  safeName: safeFileName('RDS-2026-0007', round, kind, 'docx'),
  size: 1000,
  mediaType: 'application/pdf',
});

const submission: SubmissionForFilter = {
  number: 'RDS-2026-0007',
  round: 2,
  articleType: 'article',
  language: 'pt',
  metadata: {
    titlePt: 'Design e cidade',
    titleEn: 'Design and the city',
    abstractPt: 'Resumo.',
    abstractEn: 'Abstract.',
    keywordsPt: ['design'],
    keywordsEn: ['design'],
    authors: [
      {
        name: 'Marina Silva',
        email: 'marina@example.org',
        affiliation: 'Universidade X',
        country: 'BR',
        orcid: '0000-0002-1825-0097',
        credit: ['conceptualization'],
      },
    ],
    funding: 'Bolsa de Marina Silva',
    dataAvailability: 'Com Marina Silva',
  },
  files: [
    file(1, 'manuscript'),
    file(2, 'anonymised'),
    file(3, 'supplementary'),
    file(4, 'revised', 2),
    file(5, 'anonymised', 2),
    file(6, 'response', 2),
    file(7, 'review', 1, 40),
    file(8, 'review', 2, 41),
  ],
};

describe('what a reviewer may see', () => {
  const view = forReviewer(submission, { round: 2, assignmentId: 41 });
  const text = JSON.stringify(view);

  it('names no author anywhere, file names included', () => {
    for (const leak of ['Marina', 'Silva', 'marina@example.org', 'Universidade X', '0000-0002-1825-0097']) expect(text).not.toContain(leak);
    expect(view.authors).toEqual([]);
  });

  it('gives the anonymised copies up to their round and their own review’s file, nothing else', () => {
    expect(view.files.map((f) => f.id)).toEqual([2, 5, 8]);
    expect(view.files.map((f) => f.name)).toEqual(['RDS-2026-0007-r1-anonymised.docx', 'RDS-2026-0007-r2-anonymised.docx', 'RDS-2026-0007-r2-review.docx']);
    expect(forReviewer(submission, { round: 1, assignmentId: 40 }).files.map((f) => f.id)).toEqual([2, 7]);
  });

  it('keeps the titles, abstracts and keywords', () => {
    expect(view).toMatchObject({ titlePt: 'Design e cidade', abstractEn: 'Abstract.', keywordsPt: ['design'], number: 'RDS-2026-0007' });
  });

  it('shows the authors without e-mail in a single-blind review', () => {
    const single = forReviewer(submission, { round: 1, assignmentId: 40, blindness: 'single' });
    expect(single.authors).toEqual([{ name: 'Marina Silva', affiliation: 'Universidade X', country: 'BR', orcid: '0000-0002-1825-0097' }]);
    expect(JSON.stringify(single)).not.toContain('marina@example.org');
  });

  it('gives a single-blind reviewer the manuscript as sent too, never the supplementary files or the response', () => {
    expect(forReviewer(submission, { round: 2, assignmentId: 41, blindness: 'single' }).files.map((f) => f.id)).toEqual([1, 2, 4, 5, 8]);
  });

  it('shows a book proposal’s outline, and no outline for an article', () => {
    expect(view.book).toBeNull();
    const book = {
      type: 'single' as const,
      summary: 'Cinco capítulos sobre praças.',
      chapters: [{ title: 'Praças', summary: 'O primeiro.', keywords: ['a', 'b', 'c'] }],
    };
    const proposal = forReviewer({ ...submission, metadata: { ...submission.metadata, book } }, { round: 1, assignmentId: 40 });
    expect(proposal.book).toEqual(book);
    expect(proposal.authors).toEqual([]);
  });
});

describe('what an author may see of the reviews', () => {
  const review = (id: number, round: number, status: ReviewRow['status']): ReviewRow => ({
    id,
    round,
    status,
    reviewerId: `user-${id}`,
    invitedName: `Reviewer Person ${id}`,
    invitedEmail: `reviewer${id}@example.org`,
    recommendation: 'minor',
    commentsForAuthors: `Comments ${id} for the authors`,
    commentsForEditors: `Secret ${id}`,
    competingInterests: `Interest ${id}`,
    submittedAt: new Date('2026-04-01T00:00:00Z'),
  });
  const reviews = [review(41, 1, 'submitted'), review(40, 1, 'submitted'), review(42, 1, 'declined'), review(50, 2, 'submitted')];
  const files = [file(7, 'review', 1, 40), file(9, 'review', 1, 42)];

  it('shows only sent reviews of decided rounds, lettered in the order they were asked, without names or secrets', () => {
    const seen = forAuthor(
      reviews,
      [
        { round: 1, decision: 'send-to-review' },
        { round: 1, decision: 'minor' },
        { round: 2, decision: 'send-to-review' },
      ],
      files,
    );
    expect(seen.map((r) => [r.round, r.label, r.commentsForAuthors])).toEqual([
      [1, 'A', 'Comments 40 for the authors'],
      [1, 'B', 'Comments 41 for the authors'],
    ]);
    expect(seen[0]!.files.map((f) => f.name)).toEqual(['RDS-2026-0007-r1-review.docx']);
    const text = JSON.stringify(seen);
    for (const leak of ['Reviewer Person', '@example.org', 'user-', 'Secret', 'Interest', 'minor', 'Silva']) expect(text).not.toContain(leak);
  });

  it('shows nothing before a decision', () => {
    expect(forAuthor(reviews, [{ round: 1, decision: 'send-to-review' }], files)).toEqual([]);
  });
});

describe('safe file names', () => {
  it('are made of the number, round and kind only', () => {
    expect(safeFileName('CIE-2026-0012', 1, 'anonymised', 'PDF')).toBe('CIE-2026-0012-r1-anonymised.pdf');
    expect(safeFileName('CIE-2026-0012', 2, 'supplementary', '../x', 1)).toBe('CIE-2026-0012-r2-supplementary-2.x');
  });
});
