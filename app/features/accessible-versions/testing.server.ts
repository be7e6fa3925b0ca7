/**
 * What the accessible-versions feature offers tests and journeys beyond its public modules
 * (decision 0037): never imported by the app. A request answered with a file, as staff leave it:
 * the account deletion's test deletes it with its owner; the route matrix (e2e/authorization.spec.ts)
 * seeds one for an account no journey signs in as, and finds its file 404 for every other account.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { accessibleVersionRequests, publications } from '#app/lib/db/schema.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { dueOn } from './rules.ts';

export async function seedAnsweredRequest(db: Db, ownerId: string): Promise<number> {
  const [work] = await db.select({ id: publications.id }).from(publications).where(eq(publications.status, 'published')).orderBy(asc(publications.id)).limit(1);
  if (!work) throw new Error('No published work to ask about: seed the demo first.');
  const key = 'accessible-versions/seeded/journeys-answer.pdf';
  const bytes = Buffer.from('%PDF-1.7\n% only its reader may download this\n%%EOF\n');
  await storage().put(key, bytes);
  const now = new Date();
  const [row] = await db
    .insert(accessibleVersionRequests)
    .values({
      userId: ownerId,
      publicationId: work.id,
      format: 'pdf',
      needs: 'Seeded for the route matrix.',
      declaredAt: now,
      status: 'answered',
      dueOn: dueOn(now, 15),
      fileKey: key,
      fileName: 'versao-acessivel.pdf',
      fileMediaType: 'application/pdf',
      fileSize: bytes.byteLength,
      answeredAt: now,
    })
    .returning({ id: accessibleVersionRequests.id });
  return row!.id;
}
