/** For the publishing integration tests: accounts and proposals as the form leaves them. */
import { randomUUID } from 'node:crypto';
import type { Db } from '#app/lib/db/client.server.ts';
import { proposals, users } from '#app/lib/db/schema.ts';
import { proposalSearchText } from './proposal.schema.ts';

export async function createAccount(
  db: Db,
  { name = 'Ana', lastName = 'Souza', role = 'user', email }: { name?: string; lastName?: string; role?: string; email?: string } = {},
) {
  const id = randomUUID();
  await db.insert(users).values({ id, name, lastName, email: email ?? `${id}@ipe.test`, role, emailVerified: true });
  return id;
}

/** A proposal as a successful send stores it (status received), with some fields changed. */
export async function insertProposal(db: Db, userId: string | null, overrides: Partial<typeof proposals.$inferInsert> = {}) {
  const title = overrides.title ?? 'Serviços públicos em rede';
  const authors = overrides.authors ?? [{ name: 'Ana Souza', email: 'ana@example.com', affiliation: 'UFPR', orcid: '', bio: 'Pesquisadora.' }];
  const [row] = await db
    .insert(proposals)
    .values({
      userId,
      type: 'single',
      title,
      authors,
      description: 'Um livro sobre serviços públicos.',
      keywords: ['design', 'serviços'],
      summary: 'Três partes.',
      chapters: [{ title: 'Contexto', summary: 'Por quê.', keywords: ['a', 'b', 'c'] }],
      needsIllustrations: false,
      thirdPartyImages: false,
      locale: 'pt',
      searchText: proposalSearchText({ title, authors }),
      ...overrides,
    })
    .returning({ id: proposals.id });
  return row!.id;
}
