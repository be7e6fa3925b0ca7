/**
 * What the editorial feature offers tests, benches and journeys beyond its public modules
 * (decision 0037): never imported by the app. A sent submission with its files and a reviewer's
 * assignment, as the editors' desk leaves them once it has invited someone.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { accountIdByEmail, openAccountFromLink } from '#app/lib/auth/link-accounts.server.ts';
import { publications, reviewAssignments, submissionFiles, submissions, type SubmissionMetadata } from '#app/lib/db/schema.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { safeFileName } from './anonymity.ts';
import { invitationTokenHash, newInvitationToken } from './invitation-token.server.ts';
export { authorSubmissionsMessages } from './author-submissions-messages.ts';
export { deskMessages } from './desk-messages.ts';
export { editorialMessages } from './messages.ts';
export { reviewMessages } from './review-messages.ts';
export { revisionMessages } from './revision-messages.ts';
export { demoEmail } from './seed/seed-editorial.server.ts';
import type { ReviewStatus, SubmissionStatus } from './values.ts';
import { dueDates } from './workflow.ts';

const DAY = 86_400_000;

/** The author every test submission names: nothing of this may reach a reviewer. */
export const SECRET_AUTHOR = {
  name: 'Benedita Quaresma Sigilo',
  email: 'benedita.sigilo@autoria-secreta.test',
  affiliation: 'Universidade Oculta de Itaparica',
};

/** A one-page PDF with no document properties: what an anonymised copy should be. */
export function plainPdf(text = 'Cidades que cuidam'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${text.length + 20} >>\nstream\nBT (${text}) Tj ET\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The same PDF with its author in the Info dictionary: refused as an anonymised copy or a review's file. */
export function namingPdf(author = SECRET_AUTHOR.name): Buffer {
  const plain = plainPdf().toString('latin1');
  return Buffer.from(plain.replace('trailer\n<< ', `trailer\n<< /Info << /Author (${author}) >> `), 'latin1');
}

export interface ReviewSubmissionInput {
  journalId: number;
  authorId?: string | null;
  status?: SubmissionStatus;
  number?: string;
  round?: number;
  now?: Date;
}

/** A sent submission in review, with its manuscript (naming its author, in its name and bytes), anonymised copy and a supplementary file. */
export async function createReviewSubmission(db: Db, input: ReviewSubmissionInput): Promise<{ submissionId: number; number: string }> {
  const now = input.now ?? new Date();
  const round = input.round ?? 1;
  const [journal] = await db.select({ slug: publications.slug }).from(publications).where(eq(publications.id, input.journalId));
  const number = input.number ?? `TST-${now.getUTCFullYear()}-${String(Math.floor(Math.random() * 9000) + 1000)}${Math.floor(Math.random() * 100)}`;
  const metadata: SubmissionMetadata = {
    titlePt: 'Cidades que cuidam: o desenho de serviços públicos de proximidade',
    titleEn: 'Cities that care: designing neighbourhood public services',
    abstractPt: 'Um estudo fictício sobre serviços públicos desenhados com quem os usa.',
    abstractEn: 'A fictional study of public services designed with the people who use them.',
    keywordsPt: ['design de serviços', 'cidades', 'cuidado'],
    keywordsEn: ['service design', 'cities', 'care'],
    authors: [{ ...SECRET_AUTHOR, country: 'BR', orcid: '0000-0002-1825-0097', credit: ['conceptualization'] }],
    funding: `Bolsa de ${SECRET_AUTHOR.name}`,
    dataAvailability: '',
  };
  const [row] = await db
    .insert(submissions)
    .values({
      number,
      kind: 'article',
      journalId: input.journalId,
      authorId: input.authorId ?? null,
      status: input.status ?? 'in-review',
      articleType: 'article',
      language: 'pt',
      locale: 'pt',
      metadata,
      round,
      submittedAt: new Date(now.getTime() - 10 * DAY),
      searchText: `${number} ${journal?.slug ?? ''}`.toLowerCase(),
    })
    .returning({ id: submissions.id });
  const submissionId = row!.id;
  const files = [
    {
      kind: 'manuscript' as const,
      data: Buffer.from(`${plainPdf(`${SECRET_AUTHOR.name} ${SECRET_AUTHOR.affiliation}`).toString('latin1')}`, 'latin1'),
      name: `${SECRET_AUTHOR.name}.pdf`,
    },
    { kind: 'anonymised' as const, data: plainPdf(), name: `anonimo-${SECRET_AUTHOR.email}.pdf` },
    { kind: 'supplementary' as const, data: plainPdf(`Dados de ${SECRET_AUTHOR.name}`), name: 'dados.pdf' },
  ];
  for (const f of files) {
    const key = `submissions/${submissionId}/${randomUUID().slice(0, 16)}-${f.kind}.pdf`;
    await storage().put(key, f.data);
    await db.insert(submissionFiles).values({
      submissionId,
      round,
      kind: f.kind,
      storageKey: key,
      originalName: f.name,
      safeName: safeFileName(number, round, f.kind, 'pdf'),
      size: f.data.byteLength,
      mediaType: 'application/pdf',
      uploadedBy: input.authorId ?? null,
    });
  }
  return { submissionId, number };
}

export interface AssignmentInput {
  submissionId: number;
  invitedEmail: string;
  invitedName?: string;
  locale?: 'pt' | 'en';
  round?: number;
  /** When the invitation was sent (the dates count from it). */
  invitedAt?: Date;
  status?: ReviewStatus;
  reviewerId?: string | null;
  tokenUsedAt?: Date | null;
  /** A known token (the journeys'); a random one otherwise. */
  token?: string;
}

/** A reviewer's assignment as the desk makes it: the token's hash stored, the link's token returned. */
export async function createAssignment(db: Db, input: AssignmentInput): Promise<{ assignmentId: number; token: string }> {
  const token = input.token ?? newInvitationToken().token;
  const invitedAt = input.invitedAt ?? new Date();
  const [row] = await db
    .insert(reviewAssignments)
    .values({
      submissionId: input.submissionId,
      round: input.round ?? 1,
      invitedEmail: input.invitedEmail,
      invitedName: input.invitedName ?? '',
      locale: input.locale ?? 'pt',
      tokenHash: invitationTokenHash(token),
      tokenUsedAt: input.tokenUsedAt ?? null,
      status: input.status ?? 'invited',
      reviewerId: input.reviewerId ?? null,
      ...dueDates(invitedAt),
      createdAt: invitedAt,
    })
    .returning({ id: reviewAssignments.id });
  return { assignmentId: row!.id, token };
}

/** A submission in review with one invitation: the test's usual start. */
export async function createReviewAssignment(
  db: Db,
  input: Omit<ReviewSubmissionInput, 'status'> & Omit<AssignmentInput, 'submissionId'>,
): Promise<{ assignmentId: number; token: string; submissionId: number; number: string }> {
  const submission = await createReviewSubmission(db, {
    journalId: input.journalId,
    authorId: input.authorId,
    number: input.number,
    round: input.round,
    now: input.now,
  });
  const assignment = await createAssignment(db, { ...input, submissionId: submission.submissionId });
  return { ...submission, ...assignment };
}

/**
 * The known link the journeys open for an invitation past its response date, per language
 * (e2e/editorial-journey.spec.ts, e2e/authorization.spec.ts): the journey's own invitations come by
 * mail, but no journey waits a week for one to expire.
 */
export const journeyTokens = (locale: 'pt' | 'en') => ({
  expired: `journey-review-expired-${locale}-0123456789abcdef`,
});

/**
 * The journeys' seeded data, written before the server starts (playwright.config.ts): for each
 * language, a submission in review in the journal `slug`, by an author whose name, e-mail and
 * affiliation must reach no reviewer, with an invitation sent ten days ago (its link expired).
 */
export async function seedReviewJourneys(db: Db, slug: string): Promise<void> {
  const [journal] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.slug, slug), eq(publications.type, 'journal')));
  if (!journal) throw new Error(`No journal ${slug}`);
  const authorId =
    (await openAccountFromLink(db, { email: SECRET_AUTHOR.email, name: 'Benedita', lastName: 'Quaresma Sigilo', password: randomUUID(), locale: 'pt' })) ??
    (await accountIdByEmail(db, SECRET_AUTHOR.email));
  const now = new Date();
  for (const [i, locale] of (['pt', 'en'] as const).entries()) {
    const { submissionId } = await createReviewSubmission(db, { journalId: journal.id, authorId, number: `JRN-${now.getUTCFullYear()}-900${i + 1}`, now });
    await createAssignment(db, {
      submissionId,
      invitedEmail: `expired-${locale}@ipe.test`,
      locale,
      token: journeyTokens(locale).expired,
      invitedAt: new Date(now.getTime() - 10 * DAY),
    });
  }
}

export interface PublishedSubmissionInput {
  journalId: number;
  articleId: number;
  authors: SubmissionMetadata['authors'];
  dataAvailability?: string;
  receivedAt: Date;
  acceptedAt: Date;
}

/** The editorial record of a published article: the submission it was made from, with its authors' countries and CRediT roles. */
export async function createPublishedSubmission(db: Db, input: PublishedSubmissionInput): Promise<number> {
  const number = `PUB-${input.receivedAt.getUTCFullYear()}-${input.articleId}`;
  const metadata: SubmissionMetadata = {
    titlePt: 'Publicado',
    titleEn: 'Published',
    abstractPt: '',
    abstractEn: '',
    keywordsPt: [],
    keywordsEn: [],
    authors: input.authors,
    funding: '',
    dataAvailability: input.dataAvailability ?? '',
  };
  const [row] = await db
    .insert(submissions)
    .values({
      number,
      kind: 'article',
      journalId: input.journalId,
      status: 'published',
      articleType: 'article',
      language: 'pt',
      locale: 'pt',
      metadata,
      submittedAt: input.receivedAt,
      acceptedAt: input.acceptedAt,
      articleId: input.articleId,
      searchText: number.toLowerCase(),
    })
    .returning({ id: submissions.id });
  return row!.id;
}

/**
 * The route matrix's editorial people and submissions (e2e/authorization.spec.ts), made by
 * scripts/e2e-seed.ts before the server starts: verified readers `matrix-N@example.com` (the
 * journeys' password), given their scoped roles through the feature's public API (grantRole).
 * Journal A is the demo journal whose call is closed, journal B the one whose call is open (the
 * review journeys' submissions are B's). The numbers name no year: nothing counts from them.
 */
export const MATRIX = {
  prefix: 'matrix',
  people: {
    /** An editor of journal A. */
    editor: 'matrix-1@example.com',
    /** An assistant editor of journal A. */
    assistant: 'matrix-2@example.com',
    /** A series editor of the demo's open book call. */
    seriesEditor: 'matrix-3@example.com',
    /** A reviewer with an accepted assignment on `inReview` (and no scoped role). */
    reviewer: 'matrix-4@example.com',
    /** The author of `own` (and of nothing else). */
    author: 'matrix-5@example.com',
    /** Another reviewer of `inReview`, whose assignment the reviewer must not open. */
    coReviewer: 'matrix-6@example.com',
  },
  count: 6,
  submissions: {
    /** Journal A, in review, by the secret author: the reviewer's and co-reviewer's assignments, the assistant's refused decision. */
    inReview: 'MTX-2000-0001',
    /** Journal A, new, by the matrix author. */
    own: 'MTX-2000-0002',
  },
} as const;

/**
 * The matrix's submissions in journal A and the two reviewers' assignments (accepted; the
 * co-reviewer's made first, so its id is the reviewer's less one). Returns nothing: the spec
 * finds ids through the pages, as a person would.
 */
export async function seedMatrixSubmissions(db: Db, journalId: number): Promise<void> {
  const id = async (email: string) => {
    const found = await accountIdByEmail(db, email);
    if (!found) throw new Error(`No account ${email}`);
    return found;
  };
  const now = new Date();
  const { submissionId } = await createReviewSubmission(db, {
    journalId,
    authorId: await id(SECRET_AUTHOR.email),
    number: MATRIX.submissions.inReview,
    now,
  });
  for (const who of [MATRIX.people.coReviewer, MATRIX.people.reviewer])
    await createAssignment(db, { submissionId, invitedEmail: who, reviewerId: await id(who), status: 'accepted', tokenUsedAt: now, invitedAt: now });
  await createReviewSubmission(db, { journalId, authorId: await id(MATRIX.people.author), number: MATRIX.submissions.own, status: 'new', now });
}
