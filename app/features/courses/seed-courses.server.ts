/** Demo courses (idempotent, by slug), and their classes with the demo clips (fixtures/video). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { courseClasses, courses } from '#app/lib/db/schema.ts';
import { log } from '#app/lib/log.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { mp4DurationSeconds } from './mp4.ts';

const DEMO_COURSES: (typeof courses.$inferInsert)[] = [
  {
    slug: 'fundamentos-de-design-de-servicos',
    status: 'published',
    titlePt: 'Fundamentos de Design de Serviços',
    titleEn: 'Service Design Fundamentals',
    summaryPt: 'Da pesquisa com pessoas usuárias ao blueprint: os métodos do design de serviços aplicados a casos brasileiros, em aulas gravadas curtas.',
    summaryEn: 'From user research to the service blueprint: service design methods applied to Brazilian cases, in short recorded classes.',
    syllabusPt: [
      'O que é um serviço e por que desenhá-lo',
      'Pesquisa com pessoas usuárias: entrevistas e observação',
      'Personas e mapas de empatia sem estereótipos',
      'Jornadas: do primeiro contato ao pós-serviço',
      'Blueprints: linha de visibilidade e bastidores',
      'Ecossistemas e atores',
      'Protótipos de serviço e testes rápidos',
      'Indicadores e melhoria contínua',
    ],
    syllabusEn: [
      'What a service is, and why design it',
      'User research: interviews and observation',
      'Personas and empathy maps without stereotypes',
      'Journeys: from first contact to after the service',
      'Blueprints: the line of visibility and the backstage',
      'Ecosystems and actors',
      'Service prototypes and quick tests',
      'Indicators and continuous improvement',
    ],
    teacher: 'Marina Albuquerque',
    classes: 8,
    hours: 2,
    priceBrl: 19700,
    priceUsd: 4900,
  },
  {
    slug: 'escrita-academica-para-publicar',
    status: 'published',
    titlePt: 'Escrita Acadêmica para Publicar',
    titleEn: 'Academic Writing for Publication',
    summaryPt: 'Como transformar uma tese ou dissertação em livro ou artigo: estrutura, resumo, palavras-chave, revisão por pares e proposta editorial.',
    summaryEn: 'How to turn a thesis into a book or an article: structure, abstract, keywords, peer review and the publishing proposal.',
    syllabusPt: [
      'Da tese ao livro: o que muda',
      'Estrutura e sumário que convencem',
      'Resumo e palavras-chave',
      'Citações e normas (ABNT e APA)',
      'Revisão por pares: responder pareceres',
      'A proposta editorial',
    ],
    syllabusEn: [
      'From thesis to book: what changes',
      'A structure and contents that convince',
      'Abstract and keywords',
      'Citations and styles (ABNT and APA)',
      'Peer review: answering reviewers',
      'The publishing proposal',
    ],
    teacher: 'Rafael Nogueira',
    classes: 6,
    hours: 2,
    priceBrl: 14900,
    priceUsd: 3900,
  },
];

/** Books a demo course includes (its students read them in the reader and in My library). */
const COURSE_BOOKS: Record<string, string[]> = { 'fundamentos-de-design-de-servicos': ['design-de-servicos-na-pratica'] };

const videoFixtures = () => path.resolve(process.env.VIDEO_FIXTURES_DIR || 'fixtures/video');
/** Three 20-second clips stand in for every class (their README); a class lasts as long as its clip. */
const CLIPS = 3;

/** Each course's classes, from its syllabus, once: the first is a free preview. */
async function seedClasses(db: Db): Promise<void> {
  const dir = videoFixtures();
  const clips: { video: string; durationSeconds: number; captionsPt: string; captionsEn: string }[] = [];
  for (let n = 1; n <= CLIPS; n++) {
    const [video, pt, en] = await Promise.all(
      [`class-${n}.mp4`, `class-${n}.pt.vtt`, `class-${n}.en.vtt`].map((file) => fs.readFile(path.join(dir, file)).catch(() => null)),
    );
    if (!video || !pt || !en) {
      log.warn({ dir, clip: n }, 'demo class video not found: the demo courses have no classes');
      return;
    }
    const key = `classes/demo/class-${n}.mp4`;
    const durationSeconds = mp4DurationSeconds(video);
    if (!durationSeconds) throw new Error(`${path.join(dir, `class-${n}.mp4`)} has no readable length`);
    await storage().put(key, video);
    clips.push({ video: key, durationSeconds, captionsPt: pt.toString('utf8'), captionsEn: en.toString('utf8') });
    // Demo data from before lengths were read from the video said 15 minutes on paper: the clip's own length now.
    await db
      .update(courseClasses)
      .set({ durationSeconds })
      .where(and(eq(courseClasses.video, key), ne(courseClasses.durationSeconds, durationSeconds)));
  }
  for (const course of DEMO_COURSES) {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, course.slug));
    if (!row || (await db.$count(courseClasses, eq(courseClasses.courseId, row.id)))) continue;
    const titlesEn = course.syllabusEn ?? [];
    await db.insert(courseClasses).values(
      (course.syllabusPt ?? []).map((titlePt, i) => ({
        courseId: row.id,
        position: i + 1,
        titlePt,
        titleEn: titlesEn[i] ?? titlePt,
        preview: i === 0,
        ...clips[i % clips.length]!,
      })),
    );
  }
}

export async function seedCourses(db: Db): Promise<void> {
  await db.insert(courses).values(DEMO_COURSES).onConflictDoNothing();
  await seedClasses(db);
  for (const [course, books] of Object.entries(COURSE_BOOKS)) {
    for (const book of books) {
      // The catalog seeder runs first; a book missing from the catalog is simply not linked.
      await db.execute(sql`
        insert into course_books (course_id, publication_id)
        select c.id, p.id from courses c join publications p on p.slug = ${book} and p.type = 'book'
        where c.slug = ${course}
        on conflict do nothing`);
    }
  }
}

export const coursesSeeder = { name: 'courses', run: seedCourses };
