import { describe, expect, it } from 'vitest';
import { forAuthor } from './anonymity.ts';
import { letterTemplate, LETTER_DECISIONS } from './letters.ts';

const reviews = forAuthor(
  [
    {
      id: 1,
      round: 1,
      status: 'submitted',
      reviewerId: 'u1',
      invitedName: 'Renato Revisor',
      invitedEmail: 'renato@example.com',
      recommendation: 'minor',
      commentsForAuthors: 'Clarify the method.\nAdd a map.',
      commentsForEditors: 'Secret note',
      competingInterests: null,
      submittedAt: new Date(),
    },
    {
      id: 2,
      round: 1,
      status: 'declined',
      reviewerId: null,
      invitedName: 'Dora Declina',
      invitedEmail: 'dora@example.com',
      recommendation: null,
      commentsForAuthors: null,
      commentsForEditors: null,
      competingInterests: null,
      submittedAt: null,
    },
    {
      id: 3,
      round: 1,
      status: 'submitted',
      reviewerId: 'u3',
      invitedName: 'Beatriz Bem',
      invitedEmail: 'bia@example.com',
      recommendation: 'accept',
      commentsForAuthors: 'A fine text.',
      commentsForEditors: 'Another secret',
      competingInterests: 'None',
      submittedAt: new Date(),
    },
  ],
  [{ round: 1, decision: 'minor' }],
  [],
);
const facts = {
  authorName: 'Aurora Autora',
  title: 'Caring cities',
  number: 'RDS-2026-0001',
  journal: 'Design & Society',
  reviews,
  editorName: 'Edna Editora',
};

describe('decision letters', () => {
  it('are written in the author’s language for every decision, signed by the editor and the journal', () => {
    for (const decision of LETTER_DECISIONS) {
      const pt = letterTemplate(decision, 'pt', facts);
      const en = letterTemplate(decision, 'en', facts);
      expect(pt).toMatch(/^Prezada\(o\) Aurora Autora,\n\n/);
      expect(en).toMatch(/^Dear Aurora Autora,\n\n/);
      for (const text of [pt, en]) {
        expect(text).toContain('“Caring cities” (RDS-2026-0001)');
        expect(text).toMatch(/Edna Editora\nDesign & Society$/);
      }
    }
    expect(letterTemplate('minor', 'pt', facts)).toContain('revisões menores');
    expect(letterTemplate('major', 'en', facts)).toContain('a new round of review');
  });

  it('speak of a book proposal and its open call when the submission is one, for every decision', () => {
    for (const decision of LETTER_DECISIONS) {
      const pt = letterTemplate(decision, 'pt', { ...facts, journal: 'Cidades que cuidam', proposal: true });
      const en = letterTemplate(decision, 'en', { ...facts, journal: 'Cidades que cuidam', proposal: true });
      expect(pt).toContain('proposta de livro “Caring cities” (RDS-2026-0001)');
      expect(pt).toContain('chamada “Cidades que cuidam”');
      expect(en).toContain('book proposal “Caring cities” (RDS-2026-0001)');
      expect(en).toContain('open call “Cidades que cuidam”');
      for (const text of [pt, en]) expect(text).not.toMatch(/(à|na|da) revista|journal|(manuscrito|manuscript) “/i);
    }
  });

  it('quote the reviews for the authors by letter, never a reviewer’s name, e-mail or confidential comments', () => {
    const en = letterTemplate('minor', 'en', facts);
    expect(en).toContain('The reviewers’ comments:\n\nReviewer A:\n> Clarify the method.\n> Add a map.\n\nReviewer B:\n> A fine text.');
    expect(letterTemplate('minor', 'pt', facts)).toContain('Comentários dos pareceristas:\n\nParecerista A:\n> Clarify the method.');
    for (const text of LETTER_DECISIONS.flatMap((d) => [letterTemplate(d, 'pt', facts), letterTemplate(d, 'en', facts)])) {
      expect(text).not.toMatch(/Renato|Beatriz|Dora|example\.com|secret|Secret/);
    }
    // A desk decline has no reviews to quote.
    expect(letterTemplate('decline-desk', 'en', facts)).not.toContain('Reviewer');
  });
});
