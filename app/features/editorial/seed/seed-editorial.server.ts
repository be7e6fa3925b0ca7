/**
 * The demo's editorial history (issue 51): the journals' editors and assistants with their roles,
 * about twenty submissions in every state of the desk (seed/history.ts) with their files, rounds,
 * reviews, letters, messages and history, and a published record for every demo article, which
 * gives its page the dates it was received and accepted. Idempotent: a submission whose number
 * exists is left as it is.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { DEMO_PEOPLE_DOMAIN, ensureDemoPeople } from '#app/lib/auth/demo-people.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { articles, journalIssues, openCalls, publications } from '#app/lib/db/schema.ts';
import { storage, type FileStorage } from '#app/lib/storage/storage.server.ts';
import { safeFileName } from '../anonymity.ts';
import { formatSubmissionNumber, journalCode } from '../submission-number.ts';
import { submissionSearchText } from '../submissions.server.ts';
import {
  editorialDecisions,
  editorialMessages,
  reviewAssignments,
  scopedRoles,
  submissionEvents,
  submissionFiles,
  submissions,
  type SubmissionMetadata,
} from '../tables.server.ts';
import { DEMO_EDITORIAL_PEOPLE, DEMO_ROLES, DEMO_SERIES_EDITORS, DEMO_SUBMISSIONS, type DemoPersonKey, type DemoSubmission } from './history.ts';

const DAY = 86_400_000;
/** The demo journals by the key the history uses. */
export const DEMO_JOURNAL_SLUGS = { design: 'revista-ipe-design-sociedade', education: 'cadernos-ipe-educacao' } as const;
/** The year in the in-flight submissions' numbers (fixed, so that seeding again finds them). */
const DEMO_YEAR = 2026;

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** A demo person's address: given.family at the reserved demo domain. */
export function demoEmail(key: DemoPersonKey): string {
  const person = DEMO_EDITORIAL_PEOPLE[key];
  return `${slugOf(person.name)}.${slugOf(person.lastName)}@${DEMO_PEOPLE_DOMAIN}`;
}

const fullName = (key: DemoPersonKey) => `${DEMO_EDITORIAL_PEOPLE[key].name} ${DEMO_EDITORIAL_PEOPLE[key].lastName}`;

/** A one-page PDF standing for a manuscript: its title, abstract and (unless anonymised) its authors, in the document's Info too. */
async function manuscriptPdf(title: string, abstract: string, authors: string[] | null): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 72, info: { Title: title, ...(authors ? { Author: authors.join('; ') } : {}) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Times-Bold').fontSize(16).text(title);
  if (authors) doc.moveDown().font('Times-Italic').fontSize(11).text(authors.join('; '));
  doc.moveDown().font('Times-Roman').fontSize(11).text(abstract);
  doc.moveDown().fontSize(9).text('Demo manuscript: fictional work written for the demo (CC BY 4.0).');
  doc.end();
  return done;
}

function metadataOf(s: DemoSubmission): SubmissionMetadata {
  return {
    titlePt: s.titlePt,
    titleEn: s.titleEn,
    abstractPt: s.abstractPt,
    abstractEn: s.abstractEn,
    keywordsPt: s.keywordsPt,
    keywordsEn: s.keywordsEn,
    authors: s.authors.map((key, index) => ({
      name: fullName(key),
      email: demoEmail(key),
      affiliation: DEMO_EDITORIAL_PEOPLE[key].affiliation,
      country: DEMO_EDITORIAL_PEOPLE[key].locale === 'en' ? 'United Kingdom' : 'Brasil',
      orcid: '',
      credit: index === 0 ? ['conceptualization', 'investigation', 'writing-original-draft'] : ['formal-analysis', 'writing-review-editing'],
    })),
    funding: s.funding ?? '',
    dataAvailability: s.dataAvailability ?? '',
  };
}

async function seedSubmission(db: Db, s: DemoSubmission, journalId: number, ids: Map<string, string>, now: number, store: FileStorage): Promise<void> {
  const number = formatSubmissionNumber(journalCode(DEMO_JOURNAL_SLUGS[s.journal]), DEMO_YEAR, s.sequence);
  const [existing] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.number, number));
  if (existing) return;
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const id = (key: DemoPersonKey) => ids.get(demoEmail(key)) ?? null;
  const editor = id(DEMO_ROLES.find((r) => r.journal === s.journal && r.role === 'editor')!.person);
  const author = id(s.authors[0]!);
  const metadata = metadataOf(s);
  const decisions = s.rounds.flatMap((round, index) => (round.decision ? [{ ...round.decision, round: index + 1 }] : []));
  const firstDecision = decisions[0];
  const accepted = decisions.find((d) => d.decision === 'accept');
  const declined = decisions.find((d) => d.decision === 'decline' || d.decision === 'decline-desk');
  // Files first (storage is outside the transaction; a second run skips this submission entirely).
  const files: (typeof submissionFiles.$inferInsert)[] = [];
  for (const [index] of s.rounds.entries()) {
    const round = index + 1;
    // Round 1 has the manuscript; later rounds the revised one, made when the author answered the decision before.
    const revisedAt = round === 1 ? s.submitted : decisions.find((d) => d.round === round - 1)!.daysAgo - 10;
    for (const kind of [round === 1 ? 'manuscript' : 'revised', 'anonymised'] as const) {
      const bytes = await manuscriptPdf(
        s.language === 'en' ? s.titleEn : s.titlePt,
        s.language === 'en' ? s.abstractEn : s.abstractPt,
        kind === 'anonymised' ? null : s.authors.map(fullName),
      );
      const key = `submissions/demo/${number}/${randomBytes(6).toString('hex')}-r${round}-${kind}.pdf`;
      await store.put(key, bytes);
      files.push({
        round,
        kind,
        storageKey: key,
        originalName:
          kind === 'anonymised' ? `anonimo-r${round}.pdf` : `${slugOf(s.authors.map((a) => DEMO_EDITORIAL_PEOPLE[a].lastName).join('-'))}-r${round}.pdf`,
        safeName: safeFileName(number, round, kind, 'pdf'),
        size: bytes.length,
        mediaType: 'application/pdf',
        uploadedBy: author,
        createdAt: at(revisedAt),
        submissionId: 0,
      });
    }
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({
        number,
        kind: 'article',
        journalId,
        authorId: author,
        status: s.status,
        articleType: s.articleType,
        language: s.language,
        locale: s.locale,
        metadata,
        declarations: {
          original: at(s.submitted).toISOString(),
          notUnderReview: at(s.submitted).toISOString(),
          ethics: at(s.submitted).toISOString(),
          conflicts: '',
          conflictsConfirmed: at(s.submitted).toISOString(),
        },
        coverLetter: s.locale === 'en' ? 'We submit this manuscript for your consideration.' : 'Submetemos este manuscrito à apreciação da revista.',
        feeWaivedBy: s.status === 'awaiting-fee' ? null : editor,
        feeWaivedReason: s.status === 'awaiting-fee' ? null : 'Demo: fee not charged for the seeded history.',
        // Major revisions open the next round at the decision (the revised version is read in it).
        round: s.rounds.length + (s.status === 'revisions' && decisions.at(-1)?.decision === 'major' ? 1 : 0),
        searchText: submissionSearchText(number, metadata),
        submittedAt: at(s.submitted),
        firstDecisionAt: firstDecision ? at(firstDecision.daysAgo) : null,
        acceptedAt: accepted ? at(accepted.daysAgo) : null,
        declinedAt: declined ? at(declined.daysAgo) : null,
        createdAt: at(s.submitted + 1),
        updatedAt: at(Math.min(s.submitted, ...decisions.map((d) => d.daysAgo))),
      })
      .returning({ id: submissions.id });
    const submissionId = row!.id;
    const events: (typeof submissionEvents.$inferInsert)[] = [
      { submissionId, kind: 'submitted', actorId: author, detail: { number }, createdAt: at(s.submitted) },
    ];
    if (s.status !== 'awaiting-fee')
      events.push({ submissionId, kind: 'fee-waived', actorId: editor, detail: { reason: 'Demo' }, createdAt: at(s.submitted - 0.1) });
    await tx.insert(submissionFiles).values(files.map((f) => ({ ...f, submissionId })));
    const assignmentIds: number[][] = [];
    for (const [index, round] of s.rounds.entries()) {
      const ids_: number[] = [];
      if (round.reviews.length)
        events.push({
          submissionId,
          kind: 'sent-to-review',
          actorId: editor,
          detail: { round: index + 1 },
          createdAt: at(Math.max(...round.reviews.map((r) => r.invited)) + 0.2),
        });
      for (const review of round.reviews) {
        const reviewer = id(review.reviewer);
        const [made] = await tx
          .insert(reviewAssignments)
          .values({
            submissionId,
            round: index + 1,
            reviewerId: review.status === 'invited' ? null : reviewer,
            invitedEmail: demoEmail(review.reviewer),
            invitedName: fullName(review.reviewer),
            locale: DEMO_EDITORIAL_PEOPLE[review.reviewer].locale,
            invitedBy: editor,
            // A link nobody holds: the demo's invitations were "mailed" before the seed.
            tokenHash: randomBytes(32).toString('hex'),
            tokenUsedAt: review.responded !== undefined ? at(review.responded) : null,
            status: review.status,
            responseDue: at(review.invited - 7),
            reviewDue: at(review.invited - 30),
            respondedAt: review.responded !== undefined ? at(review.responded) : null,
            submittedAt: review.sent !== undefined ? at(review.sent) : null,
            declineReason: review.declineReason ?? null,
            competingInterests: review.status === 'submitted' ? '' : null,
            recommendation: review.recommendation ?? null,
            commentsForAuthors: review.forAuthors ?? null,
            commentsForEditors: review.forEditors ?? null,
            createdAt: at(review.invited),
          })
          .returning({ id: reviewAssignments.id });
        ids_.push(made!.id);
        events.push({
          submissionId,
          kind: 'reviewer-invited',
          actorId: editor,
          detail: { assignmentId: made!.id, round: index + 1, reviewer: fullName(review.reviewer) },
          createdAt: at(review.invited),
        });
        if (review.sent !== undefined)
          events.push({
            submissionId,
            kind: 'review-submitted',
            actorId: reviewer,
            detail: { assignmentId: made!.id, round: index + 1 },
            createdAt: at(review.sent),
          });
      }
      assignmentIds.push(ids_);
      if (round.decision) {
        const [decision] = await tx
          .insert(editorialDecisions)
          .values({
            submissionId,
            round: index + 1,
            decision: round.decision.decision,
            letter: round.decision.letter,
            decidedBy: editor,
            decidedAt: at(round.decision.daysAgo),
            mailSentAt: at(round.decision.daysAgo),
          })
          .returning({ id: editorialDecisions.id });
        events.push({
          submissionId,
          kind: 'decision',
          actorId: editor,
          detail: { decision: round.decision.decision, round: index + 1, decisionId: decision!.id },
          createdAt: at(round.decision.daysAgo),
        });
      }
    }
    for (const message of s.messages ?? []) {
      const lastRound = s.rounds.length - 1;
      const thread = message.thread === 'author' ? 'author' : `reviewer:${assignmentIds[lastRound]![message.thread]}`;
      const sender =
        message.from === 'editor' ? editor : message.from === 'author' ? author : id(s.rounds[lastRound]!.reviews[message.thread as number]!.reviewer);
      await tx.insert(editorialMessages).values({ submissionId, thread, senderId: sender, body: message.body, createdAt: at(message.daysAgo) });
    }
    await tx.insert(submissionEvents).values(events);
  });
}

/**
 * Where the demo's fictional institutions are, as an author would type it in the manuscript's
 * language (the JATS gives each its ISO code): the Spanish-named university in Argentina, the
 * English-named ones in the United Kingdom, the rest in Brazil.
 */
const DEMO_COUNTRIES: Record<string, { pt: string; en: string; es: string }> = {
  'Universidad Nacional de Río Sereno': { pt: 'Argentina', en: 'Argentina', es: 'Argentina' },
  'University of Northmoor': { pt: 'Reino Unido', en: 'United Kingdom', es: 'Reino Unido' },
  'Kingsbridge School of Art': { pt: 'Reino Unido', en: 'United Kingdom', es: 'Reino Unido' },
  'Universidade de Alvorada': { pt: 'Portugal', en: 'Portugal', es: 'Portugal' },
};
function demoCountry(affiliation: string | undefined, language: string): string {
  if (!affiliation) return '';
  const names = DEMO_COUNTRIES[affiliation] ?? { pt: 'Brasil', en: 'Brazil', es: 'Brasil' };
  return names[language as keyof typeof names] ?? names.pt;
}

/** The demo's data availability statements (fictional, as the studies are), one per article in its language. */
const DEMO_DATA_AVAILABILITY: Record<string, string[]> = {
  pt: [
    'Os roteiros de entrevista e os quadros de codificação estão no material suplementar. As transcrições não são públicas, para proteger os participantes; trechos anonimizados podem ser pedidos aos autores.',
    'Os dados que sustentam os resultados estão depositados no repositório institucional da universidade dos autores, sob licença CC BY 4.0.',
    'Este estudo não gerou dados novos: as fontes analisadas são documentos públicos, citados nas referências.',
  ],
  en: [
    'The interview guides and coding frames are in the supplementary material. The transcripts are not public, to protect the participants; anonymised excerpts are available from the authors on request.',
    "The data supporting the findings are deposited in the authors' university repository under a CC BY 4.0 licence.",
    'No new data were created in this study: the sources analysed are public documents, cited in the references.',
  ],
  es: [
    'Las guías de entrevista y los cuadros de codificación están en el material suplementario. Las transcripciones no son públicas, para proteger a los participantes; los autores pueden facilitar fragmentos anonimizados.',
    'Los datos que sustentan los resultados están depositados en el repositorio institucional de la universidad de los autores, bajo licencia CC BY 4.0.',
    'Este estudio no generó datos nuevos: las fuentes analizadas son documentos públicos, citados en las referencias.',
  ],
};
const demoDataAvailability = (articleId: number, language: string) => {
  const statements = DEMO_DATA_AVAILABILITY[language] ?? DEMO_DATA_AVAILABILITY.pt!;
  return statements[articleId % statements.length]!;
};

/** The published record of every demo article: received and accepted before its issue came out (fictional dates, deterministic). */
async function seedPublishedRecords(db: Db, journalIds: Record<keyof typeof DEMO_JOURNAL_SLUGS, number>): Promise<void> {
  for (const [key, journalId] of Object.entries(journalIds) as [keyof typeof DEMO_JOURNAL_SLUGS, number][]) {
    const rows = await db
      .select({
        id: articles.id,
        titlePt: articles.titlePt,
        titleEn: articles.titleEn,
        abstractPt: articles.abstractPt,
        abstractEn: articles.abstractEn,
        keywordsPt: articles.keywordsPt,
        keywordsEn: articles.keywordsEn,
        contributors: articles.contributors,
        language: articles.language,
        publishedOn: journalIssues.publishedOn,
      })
      .from(articles)
      .innerJoin(journalIssues, eq(articles.issueId, journalIssues.id))
      .where(and(eq(journalIssues.journalId, journalId), isNotNull(journalIssues.publishedOn)))
      .orderBy(asc(journalIssues.publishedOn), asc(articles.position), asc(articles.id));
    const known = await db
      .select({ articleId: submissions.articleId })
      .from(submissions)
      .where(
        and(
          eq(submissions.journalId, journalId),
          inArray(
            submissions.articleId,
            rows.map((r) => r.id),
          ),
        ),
      );
    const done = new Set(known.map((k) => k.articleId));
    const sequences = new Map<number, number>();
    for (const article of rows) {
      const published = new Date(`${article.publishedOn}T12:00:00Z`).getTime();
      // Between five and nine months from submission to acceptance, two to four more to the issue.
      const toPublication = (60 + ((article.id * 17) % 60)) * DAY;
      const inReview = (150 + ((article.id * 29) % 120)) * DAY;
      const acceptedAt = new Date(published - toPublication);
      const receivedAt = new Date(acceptedAt.getTime() - inReview);
      const year = receivedAt.getUTCFullYear();
      const sequence = (sequences.get(year) ?? 0) + 1;
      sequences.set(year, sequence);
      if (done.has(article.id)) continue;
      const number = formatSubmissionNumber(journalCode(DEMO_JOURNAL_SLUGS[key]), year, 500 + sequence);
      const metadata: SubmissionMetadata = {
        titlePt: article.titlePt ?? '',
        titleEn: article.titleEn ?? '',
        abstractPt: article.abstractPt ?? '',
        abstractEn: article.abstractEn ?? '',
        keywordsPt: article.keywordsPt,
        keywordsEn: article.keywordsEn,
        authors: article.contributors
          .filter((c) => c.role === 'author')
          .map((c) => ({
            name: `${c.given} ${c.family}`.trim(),
            email: '',
            affiliation: c.affiliation ?? '',
            country: demoCountry(c.affiliation, article.language),
            orcid: c.orcid ?? '',
            credit: c.credit ?? [],
          })),
        funding: '',
        dataAvailability: demoDataAvailability(article.id, article.language),
      };
      await db.insert(submissions).values({
        number,
        kind: 'article',
        journalId,
        status: 'published',
        articleType: 'article',
        language: article.language,
        locale: article.language === 'en' ? 'en' : 'pt',
        metadata,
        searchText: submissionSearchText(number, metadata),
        submittedAt: receivedAt,
        firstDecisionAt: new Date(receivedAt.getTime() + inReview / 2),
        acceptedAt,
        articleId: article.id,
        createdAt: receivedAt,
        updatedAt: new Date(published),
      });
    }
  }
}

export async function seedEditorial(db: Db, { now = Date.now(), files = storage() }: { now?: number; files?: FileStorage } = {}): Promise<void> {
  const journalRows = await db
    .select({ id: publications.id, slug: publications.slug })
    .from(publications)
    .where(inArray(publications.slug, Object.values(DEMO_JOURNAL_SLUGS)));
  const journalId = (key: keyof typeof DEMO_JOURNAL_SLUGS) => journalRows.find((j) => j.slug === DEMO_JOURNAL_SLUGS[key])?.id;
  const design = journalId('design');
  const education = journalId('education');
  // Without the demo catalog's journals there is no history to tell.
  if (!design || !education) return;
  const ids = await ensureDemoPeople(
    db,
    (Object.keys(DEMO_EDITORIAL_PEOPLE) as DemoPersonKey[]).map((key) => ({
      email: demoEmail(key),
      name: DEMO_EDITORIAL_PEOPLE[key].name,
      lastName: DEMO_EDITORIAL_PEOPLE[key].lastName,
      locale: DEMO_EDITORIAL_PEOPLE[key].locale,
    })),
  );
  const journals = { design, education };
  await db
    .insert(scopedRoles)
    .values(DEMO_ROLES.map((r) => ({ userId: ids.get(demoEmail(r.person))!, role: r.role, scopeKind: 'journal' as const, scopeId: journals[r.journal] })))
    .onConflictDoNothing();
  // The demo's book call gets its series editor (publish seeds the call first).
  const calls = await db
    .select({ id: openCalls.id, slug: openCalls.slug })
    .from(openCalls)
    .where(inArray(openCalls.slug, [...new Set(DEMO_SERIES_EDITORS.map((r) => r.call))]));
  const seriesRoles = DEMO_SERIES_EDITORS.flatMap((r) => {
    const call = calls.find((c) => c.slug === r.call);
    return call ? [{ userId: ids.get(demoEmail(r.person))!, role: 'series-editor' as const, scopeKind: 'open-call' as const, scopeId: call.id }] : [];
  });
  if (seriesRoles.length) await db.insert(scopedRoles).values(seriesRoles).onConflictDoNothing();
  for (const submission of DEMO_SUBMISSIONS) await seedSubmission(db, submission, journals[submission.journal], ids, now, files);
  await seedPublishedRecords(db, journals);
}

export const editorialSeeder = { name: 'editorial', run: (db: Db) => seedEditorial(db) };
