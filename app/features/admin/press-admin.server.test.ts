/** The press as data: staff edit it at /admin/press, and every export, page title and message names it from then on. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { writeSetting } from '#app/lib/db/settings.server.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { pageCache } from '#app/lib/page-cache.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { PRESS_KEY, pressMiddleware, readPress } from '#app/lib/press/press.server.ts';
import { currentPress, DEMO_PRESS } from '#app/lib/press/press.ts';
import { translator } from '#app/i18n/messages.ts';
import { shellMessages } from '#app/i18n/shell-messages.ts';
import { auditLog, users } from '#app/lib/db/schema.ts';
import { action, loader } from '#app/routes/admin/press.tsx';
import { loader as oaiLoader } from '#app/routes/resources/oai.ts';
import { formRequest, routeArgs, sessionUser, signedInArgs, unwrap } from '#app/test/route-args.ts';

let database: TestDatabase;
const admin = sessionUser('admin-1', { roles: ['user', 'admin'] });
const reader = sessionUser('reader-1');
const valid = {
  name: 'Editora Aroeira',
  legalName: 'Aroeira Publicações Ltda. (fictícia)',
  city: 'Belo Horizonte',
  country: 'BR',
  doiPrefix: '10.55555',
  email: 'editorial@aroeira.example',
  logo: 'https://aroeira.example/logo.svg',
  social: 'https://social.example/@aroeira\nhttps://video.example/aroeira',
  accessibleVersionDays: '20',
};
const post = (fields: Record<string, string>, user = admin) => action(signedInArgs(formRequest('/admin/press', fields), {}, user)).then(unwrap);
const identify = async () => await (await oaiLoader(routeArgs(new Request('http://localhost:3000/oai?verb=Identify')) as never)).text();

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  await database.db
    .insert(users)
    .values({ id: 'admin-1', email: 'admin@example.com', name: 'Ana', lastName: 'Admin', emailVerified: true, role: 'user,admin' });
});
afterAll(() => database.dispose());

describe('/admin/press', () => {
  it('is for administrators only', async () => {
    await expect(loader(signedInArgs(new Request('http://localhost:3000/admin/press'), {}, reader))).rejects.toMatchObject({ status: 403 });
    await expect(post(valid, reader)).rejects.toMatchObject({ status: 403 });
  });

  it('starts from the demo press, without a DOI prefix that is not the install’s', async () => {
    const page = (await loader(signedInArgs(new Request('http://localhost:3000/admin/press'), {}, admin))) as Awaited<ReturnType<typeof loader>>;
    expect(page.press).toEqual({ ...DEMO_PRESS, doiPrefix: '', accessibleVersionDays: 15 });
    expect(page.countries[0]).toEqual({ value: 'BR', label: 'Brasil' });
  });

  it('refuses bad values field by field and keeps what was typed', async () => {
    const typed = {
      ...valid,
      name: 'A',
      country: 'Brazil',
      doiPrefix: '11.2',
      email: 'nobody',
      logo: 'javascript:alert(1)',
      social: 'http://insecure.example',
      accessibleVersionDays: '0',
    };
    const { status, body } = await post(typed);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      form: 'press',
      errors: {
        name: 'name',
        country: 'country',
        doiPrefix: 'doiPrefix',
        email: 'email',
        logo: 'logo',
        social: 'social',
        accessibleVersionDays: 'accessibleVersionDays',
      },
      values: typed,
    });
    expect(body).not.toHaveProperty('ok');
    expect((await readPress(database.db)).name).toBe(DEMO_PRESS.name);
  });

  it('saves the press, audits who changed what, and everything names it at once', async () => {
    expect(await post(valid)).toMatchObject({ status: 200, body: { form: 'press', ok: true, message: 'saved', errors: {} } });
    const stored = await readPress(database.db);
    expect(stored).toEqual({ ...valid, social: ['https://social.example/@aroeira', 'https://video.example/aroeira'], accessibleVersionDays: 20 });
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: 'admin-1',
      action: 'press.update',
      details: { changed: ['name', 'legalName', 'city', 'doiPrefix', 'email', 'logo', 'social', 'accessibleVersionDays'] },
    });
    expect(pageMeta({ title: 'Catálogo' })[0]).toEqual({ title: 'Catálogo · Editora Aroeira' });
    expect(translator(shellMessages, 'en')('rights', { year: 2026 })).toContain('© 2026 Editora Aroeira.');
    const xml = await identify();
    expect(xml).toContain('<repositoryName>Editora Aroeira</repositoryName>');
    expect(xml).toContain('<adminEmail>editorial@aroeira.example</adminEmail>');
  });

  it('a setting stored before the accessible versions’ deadline existed promises 15 days', async () => {
    await writeSetting(database.db, PRESS_KEY, JSON.stringify({ ...DEMO_PRESS, name: 'Editora Aroeira' }));
    expect(await readPress(database.db)).toMatchObject({ name: 'Editora Aroeira', accessibleVersionDays: 15 });
  });

  it('a change written by another server reaches this one once its page cache is emptied (the NOTIFY every write sends)', async () => {
    pageCache.clear();
    await pressMiddleware({} as never, async () => new Response());
    await writeSetting(database.db, PRESS_KEY, JSON.stringify({ ...DEMO_PRESS, name: 'Editora Jatobá' }));
    // Kept between requests, like a cached page…
    await pressMiddleware({} as never, async () => new Response());
    expect(currentPress().name).toBe('Editora Aroeira');
    // …until the other server's write empties this one's cache.
    pageCache.clear();
    await pressMiddleware({} as never, async () => new Response());
    expect(currentPress().name).toBe('Editora Jatobá');
    expect(await identify()).toContain('<repositoryName>Editora Jatobá</repositoryName>');
  });

  it('a name carries nothing XML forbids: the form refuses it, a stored one is read without it', async () => {
    await expect(post({ ...valid, name: 'Editora\uFFFE Aroeira' })).rejects.toMatchObject({ status: 400 });
    await writeSetting(database.db, PRESS_KEY, JSON.stringify({ ...DEMO_PRESS, name: 'Editora\uFFFE Jatobá\u001D', city: 'Recife\uFFFF' }));
    expect(await readPress(database.db)).toMatchObject({ name: 'Editora Jatobá', city: 'Recife' });
    expect(await identify()).toContain('<repositoryName>Editora Jatobá</repositoryName>');
  });

  it('a damaged setting reads as the demo press instead of failing every page', async () => {
    await writeSetting(database.db, PRESS_KEY, '{"name": 1');
    expect((await readPress(database.db)).name).toBe(DEMO_PRESS.name);
  });
});
