/** For the editorial integration tests: accounts, a journal, a collection and an open call as the catalog and publish features leave them. */
import { randomUUID } from 'node:crypto';
import type { Db } from '#app/lib/db/client.server.ts';
import { collections, journals, openCalls, publications, users } from '#app/lib/db/schema.ts';

export async function createAccount(db: Db, { name = 'Ana', role = 'user', email }: { name?: string; role?: string; email?: string } = {}) {
  const id = randomUUID();
  await db.insert(users).values({ id, name, lastName: 'Teste', email: email ?? `${id}@ipe.test`, role, emailVerified: true });
  return id;
}

export async function createJournal(db: Db, slug = 'revista-design-e-sociedade', settings: Partial<typeof journals.$inferInsert> = {}) {
  const [row] = await db
    .insert(publications)
    .values({ type: 'journal', slug, titlePt: `Revista ${slug}`, titleEn: `Journal ${slug}`, status: 'published' })
    .returning({ id: publications.id });
  await db.insert(journals).values({ publicationId: row!.id, ...settings });
  return row!.id;
}

export async function createCollection(db: Db, slug: string) {
  const [row] = await db
    .insert(collections)
    .values({ slug, namePt: `Coleção ${slug}`, nameEn: `${slug} collection` })
    .returning({ id: collections.id });
  return row!.id;
}

/** An open call; with `collectionId`, a call of that book collection. */
export async function createOpenCall(db: Db, slug = 'colecao-design-de-servicos', collectionId: number | null = null) {
  const [row] = await db
    .insert(openCalls)
    .values({
      slug,
      collectionId,
      kind: 'collection',
      titlePt: 'Chamada',
      titleEn: 'Call',
      opensOn: '2026-01-01',
      closesOn: '2026-12-31',
      feedbackWeeks: 8,
      status: 'published',
    })
    .returning({ id: openCalls.id });
  return row!.id;
}
