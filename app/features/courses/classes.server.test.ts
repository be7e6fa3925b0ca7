/**
 * Taking a course against the database: who may watch which class, progress as reported, and the
 * certificate (only when every class is done, once, and revocable).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, courseClasses, courses, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.ts';
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
    { id: student.id, name: 'Ana Souza', email: `${student.id}@alunos.test`, emailVerified: true },
    { id: stranger.id, name: 'Bia', email: `${stranger.id}@alunos.test`, emailVerified: true },
  ]);
  const [course] = await db
    .insert(courses)
    .values({ slug: 'curso-teste', status: 'published', titlePt: 'Curso de teste', titleEn: 'Test course', classes: 3, hours: 1 })
    .returning({ id: courses.id });
  courseId = course!.id;
  const rows = await db
    .insert(courseClasses)
    .values([1, 2, 3].map((position) => ({ courseId, position, titlePt: `Aula ${position}`, titleEn: `Class ${position}`, durationSeconds: 15 * 60, video: 'classes/demo/class-1.mp4', preview: position === 1 })))
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
  it('no certificate while a class remains; progress keeps the furthest point and done stays done', async () => {
    const db = database.db;
    await saveProgress(db, student.id, classIds[0]!, { position: 20, duration: 20 });
    await saveProgress(db, student.id, classIds[1]!, { position: 19, duration: 20 });
    await saveProgress(db, student.id, classIds[1]!, { position: 3, duration: 20 });
    await saveProgress(db, student.id, classIds[2]!, { position: 10, duration: 20 });
    const progress = await progressIn(db, student.id, courseId);
    expect(progress.get(classIds[1]!)).toMatchObject({ positionSeconds: 3, done: true });
    expect(progress.get(classIds[2]!)).toMatchObject({ done: false });
    expect(await issueCertificate(db, student, courseId)).toBeNull();
    expect(await courseOutline(db, courseId, student.id, 'pt')).toMatchObject({ next: 3, started: true, totalSeconds: 45 * 60, certificate: null });
  });

  it('every class done: one certificate, the same when asked again, with the name and the course as they were', async () => {
    const db = database.db;
    await saveProgress(db, student.id, classIds[2]!, { position: 18, duration: 20 });
    const first = await issueCertificate(db, student, courseId);
    expect(first).toMatchObject({ name: 'Ana Souza', courseTitlePt: 'Curso de teste', durationSeconds: 45 * 60, revokedAt: null });
    expect(first!.code).toMatch(CERTIFICATE_CODE);
    const [again, together] = await Promise.all([issueCertificate(db, student, courseId), issueCertificate(db, student, courseId)]);
    expect(again!.code).toBe(first!.code);
    expect(together!.code).toBe(first!.code);
    expect((await certificateByCode(db, first!.code.toLowerCase()))?.id).toBe(first!.id);
  });

  it('a revoked certificate says so, and is not issued again', async () => {
    const db = database.db;
    const issued = (await issueCertificate(db, student, courseId))!;
    expect(await revokeCertificate(db, issued.code, 'Teste')).toBe(true);
    const revoked = (await issueCertificate(db, student, courseId))!;
    expect(revoked.code).toBe(issued.code);
    expect(revoked.revokedAt).not.toBeNull();
    expect(await revokeCertificate(db, 'ZZZZZ-ZZZZZ', 'Teste')).toBe(false);
  });
});
