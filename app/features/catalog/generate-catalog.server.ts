/**
 * A synthetic catalog for benchmarks and tests: `generateCatalog(db, 10_000)` inserts that many
 * published works (about 85 % books, 10 % proceedings, 5 % journals) with bilingual titles built
 * from word lists, contributors, subjects, formats with prices and stock, some open access,
 * publication dates over 30 years and 0–6 chapters each. Everything is set-based SQL over
 * generate_series (a handful of statements whatever the count), so 10,000 works take seconds.
 * Slugs are `gen-<n>`, numbered on from the last generated work, so it can run repeatedly.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications, subjects } from '#app/lib/db/schema.ts';
import { refreshPublicationIndexesWhere } from './search-index.server.ts';
import { subjectSeeds } from './seed/subjects.ts';
import { FICTIONAL_INSTITUTIONS } from './seed/people.ts';

/** Topics as [Portuguese, English], lower case: they go in the middle of titles and sentences. */
const topics: [string, string][] = [
  ['design de serviços', 'service design'],
  ['educação inclusiva', 'inclusive education'],
  ['políticas públicas', 'public policy'],
  ['história do trabalho', 'labour history'],
  ['comunicação digital', 'digital communication'],
  ['cultura visual', 'visual culture'],
  ['tecnologia educacional', 'educational technology'],
  ['gestão pública', 'public management'],
  ['cidades sustentáveis', 'sustainable cities'],
  ['memória social', 'social memory'],
  ['formação de professores', 'teacher education'],
  ['saúde coletiva', 'public health'],
  ['tipografia', 'typography'],
  ['arquitetura da informação', 'information architecture'],
  ['economia solidária', 'solidarity economy'],
  ['movimentos sociais', 'social movements'],
  ['patrimônio cultural', 'cultural heritage'],
  ['inteligência artificial', 'artificial intelligence'],
  ['literatura brasileira', 'Brazilian literature'],
  ['filosofia política', 'political philosophy'],
  ['direitos humanos', 'human rights'],
  ['mobilidade urbana', 'urban mobility'],
  ['linguagem simples', 'plain language'],
  ['design participativo', 'participatory design'],
  ['ensino de ciências', 'science teaching'],
  ['juventude e território', 'youth and territory'],
  ['arte contemporânea', 'contemporary art'],
  ['jornalismo de dados', 'data journalism'],
  ['governo digital', 'digital government'],
  ['acessibilidade', 'accessibility'],
  ['alfabetização', 'literacy'],
  ['política ambiental', 'environmental policy'],
  ['ética do cuidado', 'ethics of care'],
  ['desigualdade social', 'social inequality'],
  ['ética em pesquisa', 'research ethics'],
  ['mediação cultural', 'cultural mediation'],
  ['povos indígenas', 'Indigenous peoples'],
  ['agricultura familiar', 'family farming'],
  ['educação a distância', 'distance education'],
  ['cinema brasileiro', 'Brazilian cinema'],
];

const places = [
  'São Paulo',
  'Recife',
  'Belém',
  'Porto Alegre',
  'Salvador',
  'Manaus',
  'Curitiba',
  'Fortaleza',
  'Belo Horizonte',
  'Goiânia',
  'Florianópolis',
  'São Luís',
  'Natal',
  'Cuiabá',
  'Vitória',
  'Maceió',
  'Teresina',
];

const givenNames = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
  'Karina',
  'Leonardo',
  'Mariana',
  'Nicolas',
  'Olívia',
  'Paulo',
  'Quitéria',
  'Rodrigo',
  'Sara',
  'Tiago',
  'Úrsula',
  'Vinícius',
  'Wanda',
  'Yuri',
  'Zilda',
  'Antônio',
  'Beatriz',
  'Caio',
  'Débora',
  'Elias',
  'Flávia',
  'Guilherme',
  'Helena',
  'Igor',
  'Joana',
  'Luíza',
  'Mateus',
  'Natália',
  'Otávio',
  'Priscila',
];

const familyNames = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Cavalcanti',
  'Monteiro',
  'Moura',
  'Batista',
];

const textArray = (values: string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The word lists as one row every statement can join. */
const wordsCte = () => sql`words as (
  select ${textArray(topics.map((t) => t[0]))} as tp, ${textArray(topics.map((t) => t[1]))} as te, ${textArray(places)} as pl,
    ${textArray(givenNames)} as gn, ${textArray(familyNames)} as fm, ${textArray(FICTIONAL_INSTITUTIONS)} as af)`;

const T = topics.length;
const cap = (expr: SQL) => sql`(upper(left(${expr}, 1)) || substr(${expr}, 2))`;

/** The generated works whose number lies in [first, last], with that number as n. */
const generated = (first: number, last: number) => sql`(
  select p.*, substring(p.slug from 5)::int as n from publications p
  where p.slug ~ '^gen-[0-9]+$' and substring(p.slug from 5)::int between ${first} and ${last})`;

export interface GeneratedCatalog {
  first: number;
  last: number;
  inserted: number;
}

export async function generateCatalog(db: Db, count: number): Promise<GeneratedCatalog> {
  if (!Number.isInteger(count) || count < 1) throw new Error('count must be a positive whole number');
  return db.transaction(async (tx) => {
    // Subjects are needed for facets; the demo seed's list, created if missing.
    await tx
      .insert(subjects)
      .values(subjectSeeds.map(({ slug, namePt, nameEn }) => ({ slug, namePt, nameEn })))
      .onConflictDoNothing();
    const [row] = await tx
      .select({ last: sql<number>`coalesce(max(substring(${publications.slug} from 5)::int), 0)::int` })
      .from(publications)
      .where(sql`${publications.slug} ~ '^gen-[0-9]+$'`);
    const previous = row?.last ?? 0;
    const first = previous + 1;
    const last = previous + count;
    // ISBNs are 978-65-98nnn-nn-c (print) and 978-65-99nnn-nn-c (ebook): five digits for n.
    if (last > 99_999) throw new Error('The generator numbers works up to 99,999');

    const g = sql`g`;
    const a = sql`(1 + (${g}.n * 7) % ${T})`;
    const b = sql`(1 + ((${g}.n * 7) % ${T} + 1 + ${g}.n % ${T - 1}) % ${T})`;
    const c = sql`(1 + (${g}.n * 31 + 11) % ${T})`;
    const place = sql`w.pl[1 + (${g}.n * 3) % ${places.length}]`;
    const [ap, ae, bp, be, cp, ce] = [sql`w.tp[${a}]`, sql`w.te[${a}]`, sql`w.tp[${b}]`, sql`w.te[${b}]`, sql`w.tp[${c}]`, sql`w.te[${c}]`];
    const pattern = sql`((${g}.n * 17) % 10)`;
    const year = sql`extract(year from ${g}.published_on)::int`;
    const titlePt = sql`case ${g}.type
      when 'journal' then 'Revista Brasileira de ' || ${ap}
      when 'proceedings' then 'Anais do Encontro Nacional de ' || ${ap} || ' ' || ${year}
      else case ${pattern}
        when 0 then ${cap(ap)} || ' e ' || ${bp}
        when 1 then ${cap(ap)} || ': teoria e prática'
        when 2 then ${cap(ap)} || ' no Brasil contemporâneo'
        when 3 then 'Ensaios sobre ' || ${ap}
        when 4 then ${cap(ap)} || ' em ' || ${place}
        when 5 then 'Fundamentos de ' || ${ap}
        when 6 then ${cap(ap)} || ', ' || ${bp} || ' e ' || ${cp}
        when 7 then 'Perspectivas sobre ' || ${ap} || ' e ' || ${bp}
        when 8 then ${cap(ap)} || ' e ' || ${bp} || ' em ' || ${place}
        else ${cap(ap)} || ' para o século XXI' end end`;
    const titleEn = sql`case ${g}.type
      when 'journal' then 'Brazilian Journal of ' || ${ae}
      when 'proceedings' then 'Proceedings of the National Meeting on ' || ${ae} || ' ' || ${year}
      else case ${pattern}
        when 0 then ${cap(ae)} || ' and ' || ${be}
        when 1 then ${cap(ae)} || ': theory and practice'
        when 2 then ${cap(ae)} || ' in contemporary Brazil'
        when 3 then 'Essays on ' || ${ae}
        when 4 then ${cap(ae)} || ' in ' || ${place}
        when 5 then 'Foundations of ' || ${ae}
        when 6 then ${cap(ae)} || ', ' || ${be} || ' and ' || ${ce}
        when 7 then 'Perspectives on ' || ${ae} || ' and ' || ${be}
        when 8 then ${cap(ae)} || ' and ' || ${be} || ' in ' || ${place}
        else ${cap(ae)} || ' for the twenty-first century' end end`;
    const abstractPt = sql`(case ${g}.type when 'journal' then 'Este periódico publica pesquisas sobre ' when 'proceedings' then 'Estes anais reúnem trabalhos sobre ' else 'Este livro examina ' end)
      || ${ap} || ' a partir de pesquisas realizadas em ' || ${place} || ' e em outras regiões do Brasil. Discute a relação entre '
      || ${ap} || ' e ' || ${bp} || ', apresenta estudos de caso e propõe caminhos para a pesquisa e a prática. Destina-se a estudantes, docentes e profissionais interessados em ' || ${cp} || '.'`;
    const abstractEn = sql`(case ${g}.type when 'journal' then 'This journal publishes research on ' when 'proceedings' then 'These proceedings gather papers on ' else 'This book examines ' end)
      || ${ae} || ' on the basis of research carried out in ' || ${place} || ' and other regions of Brazil. It discusses the relationship between '
      || ${ae} || ' and ' || ${be} || ', presents case studies and proposes directions for research and practice. It is intended for students, lecturers and practitioners interested in ' || ${ce} || '.'`;
    const contributors = sql`(select jsonb_agg(jsonb_build_object(
        'given', w.gn[1 + (${g}.n * 7 + k * 13) % ${givenNames.length}],
        'family', w.fm[1 + (${g}.n * 11 + k * 5) % ${familyNames.length}],
        'role', case when ${g}.type <> 'book' then 'editor' when ${g}.n % 4 = 0 then 'organizer' else 'author' end,
        'affiliation', w.af[1 + (${g}.n + k * 3) % ${FICTIONAL_INSTITUTIONS.length}]) order by k)
      from generate_series(1, 1 + ${g}.n % 3) k)`;

    // 1. The works. n % 10 = 3: Portuguese only; n % 10 = 7: English only; the rest bilingual.
    await tx.execute(sql`
      with ${wordsCte()},
      cols as (select array_agg(id order by id) as ids from collections),
      g as (
        select n,
          case when n % 20 = 0 then 'journal' when n % 20 in (1, 11) then 'proceedings' else 'book' end as type,
          date '1996-01-01' + ((n * 7919) % 10950) as published_on
        from generate_series(${first}::int, ${last}::int) n)
      insert into publications (type, slug, status, title_pt, title_en, subtitle_pt, subtitle_en, abstract_pt, abstract_en, keywords_pt, keywords_en,
        contributors, language, collection_id, volume, published_on, edition, pages, doi, license, open_access)
      select g.type, 'gen-' || g.n, 'published',
        case when g.n % 10 = 7 then null else ${titlePt} end,
        case when g.n % 10 = 3 then null else ${titleEn} end,
        case when g.n % 3 = 0 and g.n % 10 <> 7 and g.type = 'book' then 'Estudos sobre ' || ${bp} end,
        case when g.n % 3 = 0 and g.n % 10 <> 3 and g.type = 'book' then 'Studies on ' || ${be} end,
        case when g.n % 10 = 7 then null else ${abstractPt} end,
        case when g.n % 10 = 3 then null else ${abstractEn} end,
        case when g.n % 10 = 7 then '{}'::text[] else array[${ap}, ${bp}, ${cp}] end,
        case when g.n % 10 = 3 then '{}'::text[] else array[${ae}, ${be}, ${ce}] end,
        ${contributors},
        case when g.n % 10 = 7 then 'en' when g.n % 29 = 0 then 'es' else 'pt' end,
        case when g.n % 9 = 0 and cardinality(cols.ids) > 0 then cols.ids[1 + g.n % cardinality(cols.ids)] end,
        case when g.type = 'proceedings' then 1 end,
        g.published_on,
        case when g.n % 17 = 0 then 2 else 1 end,
        case when g.type <> 'journal' then 80 + (g.n * 29) % 400 end,
        case when g.n % 5 < 3 and g.type <> 'journal' then '10.99999/ipe.gen.' || g.n end,
        case when g.n % 5 = 0 or g.type = 'journal' then case when g.n % 10 = 5 then 'CC-BY-NC-4.0' else 'CC-BY-4.0' end end,
        g.n % 5 = 0 or g.type = 'journal'
      from g, words w, cols`);

    const range = generated(first, last);
    // 2. Subjects: one or two per work.
    await tx.execute(sql`
      with s as (select array_agg(id order by id) as ids from subjects)
      insert into publication_subjects (publication_id, subject_id)
      select distinct g.id, s.ids[1 + m.i % cardinality(s.ids)]
      from ${range} g, s, lateral (values (g.n), (g.n * 7 + 3)) m(i)
      on conflict do nothing`);

    // 3. Formats: print for n % 10 < 7, ebook for n % 10 >= 4 (both for 4–6); journals have none.
    // ISBN-13 check digit: weights 1, 3, 1, 3… over the first twelve digits.
    await tx.execute(sql`
      insert into formats (publication_id, kind, slug, isbn, price_brl, price_usd, stock, weight_grams, width_mm, height_mm, depth_mm)
      select g.id, f.kind, g.slug || case f.kind when 'print' then '-impresso' else '-ebook' end,
        '978-65-' || substr(d.digits, 6, 5) || '-' || substr(d.digits, 11, 2) || '-'
          || (10 - (select sum(substr(d.digits, i, 1)::int * (case when i % 2 = 1 then 1 else 3 end)) from generate_series(1, 12) i) % 10) % 10,
        pr.brl, pr.brl / 500 * 100 + 99,
        case when f.kind = 'print' then case when g.n % 13 = 0 then 0 else 1 + (g.n * 7) % 90 end end,
        case when f.kind = 'print' then 30 + g.pages * 1.4 end,
        case when f.kind = 'print' then 160 end,
        case when f.kind = 'print' then 230 end,
        case when f.kind = 'print' then 1 + g.pages / 20 end
      from ${range} g
        cross join lateral (values ('print'), ('ebook')) f(kind)
        cross join lateral (select '97865' || case f.kind when 'print' then '98' else '99' end || lpad(g.n::text, 5, '0') as digits) d
        cross join lateral (select case
          when f.kind = 'print' then 3990 + ((g.n * 37) % 120) * 100
          when g.open_access then 0
          else (3990 + ((g.n * 37) % 120) * 100) * 55 / 10000 * 100 + 90 end as brl) pr
      where g.type <> 'journal' and ((f.kind = 'print' and g.n % 10 < 7) or (f.kind = 'ebook' and g.n % 10 >= 4))`);

    // 4. Chapters (books) and papers (proceedings): 0–6, in the work's languages.
    await tx.execute(sql`
      with ${wordsCte()}
      insert into chapters (publication_id, position, title_pt, title_en, contributors, abstract_pt, abstract_en, first_page, last_page)
      select g.id, k,
        case when g.title_pt is not null then ${cap(sql`w.tp[1 + (g.n * 3 + k * 7) % ${T}]`)}
          || case k % 3 when 0 then ': um estudo de caso' when 1 then ' em perspectiva' else ' e suas práticas' end end,
        case when g.title_en is not null then ${cap(sql`w.te[1 + (g.n * 3 + k * 7) % ${T}]`)}
          || case k % 3 when 0 then ': a case study' when 1 then ' in perspective' else ' and its practices' end end,
        jsonb_build_array(jsonb_build_object('given', w.gn[1 + (g.n + k * 17) % ${givenNames.length}], 'family', w.fm[1 + (g.n * 3 + k * 7) % ${familyNames.length}],
          'role', 'author', 'affiliation', w.af[1 + (g.n + k) % ${FICTIONAL_INSTITUTIONS.length}])),
        case when g.title_pt is not null then 'Capítulo sobre ' || w.tp[1 + (g.n * 3 + k * 7) % ${T}] || ' com base em pesquisa realizada em ' || w.pl[1 + (g.n + k) % ${places.length}] || '.' end,
        case when g.title_en is not null then 'A chapter on ' || w.te[1 + (g.n * 3 + k * 7) % ${T}] || ' based on research carried out in ' || w.pl[1 + (g.n + k) % ${places.length}] || '.' end,
        11 + (k - 1) * ((g.pages - 20) / (g.n % 7)),
        10 + k * ((g.pages - 20) / (g.n % 7))
      from ${range} g
        cross join words w
        cross join lateral generate_series(1, g.n % 7) k
      where g.type <> 'journal'`);

    // 5. The journal details of generated journals (no issues: an empty archive is a state to show too).
    await tx.execute(sql`
      insert into journals (publication_id, guidelines_pt, guidelines_en, call_for_papers_open, submission_url)
      select g.id,
        'Os manuscritos devem ser inéditos e enviados pelo sistema de submissão, sem identificação de autoria.',
        'Manuscripts must be original and submitted through the submission system, without identification of authorship.',
        g.n % 40 = 0, 'https://submissoes.editoraipe.com.br/index.php/' || g.slug
      from ${range} g
      where g.type = 'journal'
      on conflict do nothing`);

    // Only this run's works: the others are indexed already (on a large catalog, the whole refresh is most of a small run).
    await refreshPublicationIndexesWhere(tx, sql`p.slug ~ '^gen-[0-9]+$' and substring(p.slug from 5)::int between ${first} and ${last}`);
    return { first, last, inserted: count };
  });
}
