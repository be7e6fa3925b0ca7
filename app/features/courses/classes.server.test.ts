/**
 * Taking a course against the database: who may watch which class, progress as the server counts it, and the
 * certificate (only when every class is done, once, and revocable).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, courseClasses, courses, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { revokeCertificateAction } from './certificate-page.server.ts';
import { certificateByCode, courseOutline, issueCertificate, mayWatch, progressIn, revokeCertificate, saveProgress } from './classes.server.ts';
import { CERTIFICATE_CODE } from './course-rules.ts';

let database: TestDatabase;
let courseId: number;
let classIds: number[];
const student = { id: randomUUID(), name: 'Ana Souza', admin: false };
const stranger = { id: randomUUID(), admin: false };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.insert(users).values([
    { id: student.id, name: 'Ana', lastName: 'de Souza Lima', email: `${student.id}@alunos.test`, emailVerified: true },
    { id: stranger.id, name: 'Bia', email: `${stranger.id}@alunos.test`, emailVerified: true },
  ]);
  const [course] = await db
    .insert(courses)
    .values({ slug: 'curso-teste', status: 'published', titlePt: 'Curso de teste', titleEn: 'Test course', classes: 3, hours: 1 })
    .returning({ id: courses.id });
  courseId = course!.id;
  const rows = await db
    .insert(courseClasses)
    .values(
      [1, 2, 3].map((position) => ({
        courseId,
        position,
        titlePt: `Aula ${position}`,
        titleEn: `Class ${position}`,
        durationSeconds: 20,
        video: 'classes/demo/class-1.mp4',
        preview: position === 1,
      })),
    )
    .returning({ id: courseClasses.id });
  classIds = rows.map((r) => r.id);
  await db.insert(courseAccess).values({ userId: student.id, courseId, source: 'purchase' });
});
afterAll(() => database.dispose());

describe('who may watch', () => {
  it('a preview class: anyone; the others: students and staff only', async () => {
    const db = database.db;
    expect(await mayWatch(db, null, courseId, true)).toBe(true);
    expect(await mayWatch(db, null, courseId, false)).toBe(false);
    expect(await mayWatch(db, stranger, courseId, false)).toBe(false);
    expect(await mayWatch(db, student, courseId, false)).toBe(true);
    expect(await mayWatch(db, { id: stranger.id, admin: true }, courseId, false)).toBe(true);
  });
});

describe('progress and the certificate', () => {
  const t0 = Date.parse('2026-11-28T10:00:00Z');
  /** The player's reports for a class: [seconds after t0, position]. */
  const watch = async (index: number, reports: [number, number][]) => {
    for (const [t, position] of reports)
      await saveProgress(database.db, student.id, { id: classIds[index]!, durationSeconds: 20 }, position, new Date(t0 + t * 1000));
  };

  it('positions posted without the time to watch them count nothing: no class done, no certificate', async () => {
    const db = database.db;
    // The attack: the end of every class, at once.
    for (const index of [0, 1, 2])
      await watch(index, [
        [0, 1],
        [1, 20],
      ]);
    const mine = await progressIn(db, student.id, courseId);
    for (const id of classIds) expect(mine.get(id)).toMatchObject({ done: false });
    expect(await issueCertificate(db, student, courseId)).toBeNull();
  });

  it('no certificate while a class remains; progress resumes where the student was and done stays done', async () => {
    const db = database.db;
    await watch(0, [
      [100, 0],
      [110, 10],
      [120, 20],
    ]);
    // Class 2 at double speed, then back to 3 s.
    await watch(1, [
      [100, 0],
      [105, 10],
      [110, 20],
      [200, 3],
    ]);
    await watch(2, [
      [100, 0],
      [110, 10],
    ]);
    const progress = await progressIn(db, student.id, courseId);
    expect(progress.get(classIds[1]!)).toMatchObject({ positionSeconds: 3, done: true });
    expect(progress.get(classIds[2]!)).toMatchObject({ done: false });
    expect(await issueCertificate(db, student, courseId)).toBeNull();
    expect(await courseOutline(db, courseId, student.id, 'pt')).toMatchObject({ next: 3, started: true, totalSeconds: 60, certificate: null });
  });

  it('every class done: one certificate, the same when asked again, with the full name (given and family) and the course as they were', async () => {
    const db = database.db;
    await watch(2, [[120, 18]]);
    const first = await issueCertificate(db, student, courseId);
    expect(first).toMatchObject({ name: 'Ana de Souza Lima', courseTitlePt: 'Curso de teste', durationSeconds: 60, revokedAt: null });
    expect(first!.code).toMatch(CERTIFICATE_CODE);
    const [again, together] = await Promise.all([issueCertificate(db, student, courseId), issueCertificate(db, student, courseId)]);
    expect(again!.code).toBe(first!.code);
    expect(together!.code).toBe(first!.code);
    expect((await certificateByCode(db, first!.code.toLowerCase()))?.id).toBe(first!.id);
  });

  it('a revoked certificate says so, and is not issued again', async () => {
    const db = database.db;
    const issued = (await issueCertificate(db, student, courseId))!;
    // The staff's form: a reason is needed (under its field), then the notice.
    const form = (reason: string) => {
      const body = new FormData();
      body.set('reason', reason);
      return body;
    };
    expect(await revokeCertificateAction(db, issued.code, form(' '))).toMatchObject({
      kind: 'state',
      status: 400,
      state: { form: 'revoke', errors: { reason: 'reasonRequired' } },
    });
    expect((await certificateByCode(db, issued.code))?.revokedAt).toBeNull();
    expect(await revokeCertificateAction(db, issued.code, form('Teste'))).toMatchObject({ status: 200, state: { ok: true, message: 'revokedNotice' } });
    const revoked = (await issueCertificate(db, student, courseId))!;
    expect(revoked.code).toBe(issued.code);
    expect(revoked.revokedAt).not.toBeNull();
    expect(await revokeCertificate(db, 'ZZZZZ-ZZZZZ', 'Teste')).toBe(false);
  });
});
