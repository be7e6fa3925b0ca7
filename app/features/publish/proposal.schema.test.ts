import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ProposalAuthor, ProposalChapter } from '#app/lib/db/schema.ts';
import {
  AUTHORS_MAX,
  BOOK_KEYWORDS_MAX,
  CHAPTER_KEYWORDS,
  CHAPTER_SUMMARY_GUIDE,
  CHAPTER_SUMMARY_MAX,
  CHAPTERS_MAX,
  KEYWORD_MAX,
  LONG_TEXT_MAX,
} from './proposal-limits.ts';
import { proposalMessages } from './proposal-messages.ts';
import { cleanText, normalizeHttpUrl, parseProposal, proposalSchema, proposalSearchText, type ProposalInput, type ProposalResult } from './proposal.schema.ts';
import { formMessageKey, PROPOSAL_ERROR_KEYS, proposalFieldNames } from './proposal-values.ts';

type Fields = Record<string, string>;

function form(fields: Fields): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const author = (i: number, a: Partial<Record<'name' | 'email' | 'affiliation' | 'orcid' | 'bio', string>> = {}): Fields => ({
  [`authors.${i}.name`]: a.name ?? `Autora ${i + 1}`,
  [`authors.${i}.email`]: a.email ?? `autora${i + 1}@example.com`,
  [`authors.${i}.affiliation`]: a.affiliation ?? 'Universidade de São Paulo',
  [`authors.${i}.orcid`]: a.orcid ?? '',
  [`authors.${i}.bio`]: a.bio ?? 'Pesquisadora de design de serviços e políticas públicas.',
});

const chapter = (i: number, c: Partial<Record<'title' | 'summary' | 'keywords', string>> = {}): Fields => ({
  [`chapters.${i}.title`]: c.title ?? `Capítulo ${i + 1}`,
  [`chapters.${i}.summary`]: c.summary ?? 'O capítulo apresenta os conceitos centrais e um caso brasileiro.',
  [`chapters.${i}.keywords`]: c.keywords ?? 'serviços, jornadas, pesquisa',
});

const valid: Fields = {
  type: 'single',
  openCall: '',
  title: 'Design de serviços públicos no Brasil',
  ...author(0),
  description: 'Um livro sobre como o design de serviços chegou ao setor público brasileiro.',
  keywords: 'design de serviços, setor público, inovação',
  summary: 'Parte 1: fundamentos. Parte 2: casos. Parte 3: perspectivas.',
  ...chapter(0),
  ...chapter(1),
  needsIllustrations: 'no',
  thirdPartyImages: 'yes',
  otherBooks: '',
  authorshipLink: '',
  otherInformation: '',
};

function parse(fields: Fields): ProposalResult {
  return parseProposal(form(fields));
}

function errorsOf(fields: Fields): Record<string, string | undefined> {
  const result = parse(fields);
  return result.ok ? {} : result.errors;
}

function dataOf(fields: Fields): ProposalInput {
  const result = parse(fields);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.data;
}

describe('a complete proposal', () => {
  it('is accepted, tidied into what is stored', () => {
    const data = dataOf({ ...valid, title: '  Design de serviços públicos   no Brasil ', ...author(0, { orcid: 'https://orcid.org/0000-0002-1825-0097' }) });
    expect(data).toEqual({
      type: 'single',
      openCall: null,
      title: 'Design de serviços públicos no Brasil',
      authors: [
        {
          name: 'Autora 1',
          email: 'autora1@example.com',
          affiliation: 'Universidade de São Paulo',
          orcid: '0000-0002-1825-0097',
          bio: 'Pesquisadora de design de serviços e políticas públicas.',
        },
      ],
      description: 'Um livro sobre como o design de serviços chegou ao setor público brasileiro.',
      keywords: ['design de serviços', 'setor público', 'inovação'],
      summary: 'Parte 1: fundamentos. Parte 2: casos. Parte 3: perspectivas.',
      chapters: [
        { title: 'Capítulo 1', summary: 'O capítulo apresenta os conceitos centrais e um caso brasileiro.', keywords: ['serviços', 'jornadas', 'pesquisa'] },
        { title: 'Capítulo 2', summary: 'O capítulo apresenta os conceitos centrais e um caso brasileiro.', keywords: ['serviços', 'jornadas', 'pesquisa'] },
      ],
      needsIllustrations: false,
      thirdPartyImages: true,
      otherBooks: '',
      authorshipLink: '',
      otherInformation: '',
    });
  });

  it('has exactly the shapes the proposals table stores', () => {
    expectTypeOf<ProposalInput['authors'][number]>().toEqualTypeOf<ProposalAuthor>();
    expectTypeOf<ProposalInput['chapters'][number]>().toEqualTypeOf<ProposalChapter>();
  });

  it('keeps the values as typed next to the clean data', () => {
    const result = parse({ ...valid, title: '  Título  ' });
    expect(result.values.title).toBe('  Título  ');
    expect(result.values.authors).toHaveLength(1);
    expect(result.values.chapters).toHaveLength(2);
  });
});

describe('required fields', () => {
  it('an empty form: "required" at every required field, in the order the form shows them', () => {
    const result = parseProposal(new FormData());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      type: 'required',
      title: 'required',
      'authors.0.name': 'required',
      'authors.0.email': 'required',
      'authors.0.bio': 'required',
      description: 'required',
      keywords: 'required',
      summary: 'required',
      'chapters.0.title': 'required',
      'chapters.0.summary': 'required',
      'chapters.0.keywords': 'required',
      needsIllustrations: 'required',
      thirdPartyImages: 'required',
    });
    const order = proposalFieldNames(result.values);
    const keys = Object.keys(result.errors);
    expect(keys).toEqual([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    // One empty author and one empty chapter to fill in again.
    expect(result.values.authors).toEqual([{ name: '', email: '', affiliation: '', orcid: '', bio: '' }]);
    expect(result.values.chapters).toEqual([{ title: '', summary: '', keywords: '' }]);
    expect(formMessageKey(result.errors)).toBe('fillAllRequired');
  });

  it.each([
    'type',
    'title',
    'authors.0.name',
    'authors.0.email',
    'authors.0.bio',
    'description',
    'keywords',
    'summary',
    'chapters.1.title',
    'chapters.1.summary',
    'chapters.1.keywords',
    'needsIllustrations',
    'thirdPartyImages',
  ])('%s: empty or only spaces → required', (field) => {
    expect(errorsOf({ ...valid, [field]: '' })).toEqual({ [field]: 'required' });
    expect(errorsOf({ ...valid, [field]: ' \n\t ' })).toEqual({ [field]: 'required' });
  });

  it('affiliation, ORCID, other books, authorship link and other information are optional', () => {
    expect(parse({ ...valid, ...author(0, { affiliation: '', orcid: '' }), otherBooks: '', authorshipLink: '', otherInformation: '' }).ok).toBe(true);
    const { otherBooks: _o, authorshipLink: _a, otherInformation: _i, openCall: _c, ...without } = valid;
    expect(parse(without).ok).toBe(true);
  });

  it('a collection proposal names its call; a single one may (a book call) or not', () => {
    expect(errorsOf({ ...valid, type: 'collection', openCall: '' })).toEqual({ openCall: 'required' });
    expect(dataOf({ ...valid, type: 'collection', openCall: 'colecao-fundamentos-design-de-servicos' })).toMatchObject({
      type: 'collection',
      openCall: 'colecao-fundamentos-design-de-servicos',
    });
    expect(dataOf({ ...valid, type: 'single', openCall: 'educacao-publica-e-tecnologia' }).openCall).toBe('educacao-publica-e-tecnologia');
    expect(errorsOf({ ...valid, type: 'single', openCall: 'Not a slug!' })).toEqual({ openCall: 'choiceInvalid' });
    expect(errorsOf({ ...valid, type: 'collection', openCall: `a${'-b'.repeat(80)}` })).toEqual({ openCall: 'choiceInvalid' });
  });

  it('the call error joins the others, in form order', () => {
    const result = parse({ ...valid, type: 'collection', openCall: '', title: '', thirdPartyImages: '' });
    expect(result.ok ? null : Object.entries(result.errors)).toEqual([
      ['openCall', 'required'],
      ['title', 'required'],
      ['thirdPartyImages', 'required'],
    ]);
  });
});

describe('choices', () => {
  it('only the offered values', () => {
    expect(errorsOf({ ...valid, type: 'anthology' })).toEqual({ type: 'choiceInvalid' });
    expect(errorsOf({ ...valid, needsIllustrations: 'maybe' })).toEqual({ needsIllustrations: 'choiceInvalid' });
    expect(errorsOf({ ...valid, thirdPartyImages: 'true' })).toEqual({ thirdPartyImages: 'choiceInvalid' });
    expect(dataOf({ ...valid, needsIllustrations: 'yes', thirdPartyImages: 'no' })).toMatchObject({ needsIllustrations: true, thirdPartyImages: false });
    expect(dataOf({ ...valid, type: ' collection ', openCall: 'x' }).type).toBe('collection');
  });
});

describe('book keywords', () => {
  it('1 to 5, separated by commas; 6 are refused', () => {
    expect(dataOf({ ...valid, keywords: 'design' }).keywords).toEqual(['design']);
    expect(dataOf({ ...valid, keywords: 'a1, b2, c3, d4, e5' }).keywords).toEqual(['a1', 'b2', 'c3', 'd4', 'e5']);
    expect(errorsOf({ ...valid, keywords: 'a1, b2, c3, d4, e5, f6' })).toEqual({ keywords: 'keywordsTooMany' });
  });

  it('empty entries and extra spaces do not count; semicolons and new lines separate too', () => {
    expect(dataOf({ ...valid, keywords: ' a1 ,, b2 ,  , c3   d3 ,d4,e5,' }).keywords).toEqual(['a1', 'b2', 'c3 d3', 'd4', 'e5']);
    expect(dataOf({ ...valid, keywords: 'a1; b2\nc3' }).keywords).toEqual(['a1', 'b2', 'c3']);
    expect(errorsOf({ ...valid, keywords: ' , ;, ' })).toEqual({ keywords: 'required' });
  });

  it('no keyword twice (whatever its case), none over 60 characters, the field within 500', () => {
    expect(errorsOf({ ...valid, keywords: 'Design, serviços, design' })).toEqual({ keywords: 'keywordsDuplicate' });
    expect(errorsOf({ ...valid, keywords: 'Educação, EDUCAÇÃO' })).toEqual({ keywords: 'keywordsDuplicate' });
    expect(dataOf({ ...valid, keywords: `${'k'.repeat(60)}, b` }).keywords[0]).toHaveLength(60);
    expect(errorsOf({ ...valid, keywords: `${'k'.repeat(61)}, b` })).toEqual({ keywords: 'keywordTooLong' });
    expect(errorsOf({ ...valid, keywords: `a,${' '.repeat(600)}b` })).toEqual({ keywords: 'tooLong' });
  });
});

describe('chapters', () => {
  it('exactly 3 keywords each: 2 and 4 are refused, at that chapter', () => {
    expect(dataOf({ ...valid, ...chapter(1, { keywords: 'um, dois, três' }) }).chapters[1]!.keywords).toEqual(['um', 'dois', 'três']);
    expect(errorsOf({ ...valid, ...chapter(1, { keywords: 'um, dois' }) })).toEqual({ 'chapters.1.keywords': 'chapterKeywordsCount' });
    expect(errorsOf({ ...valid, ...chapter(1, { keywords: 'um, dois, três, quatro' }) })).toEqual({ 'chapters.1.keywords': 'chapterKeywordsCount' });
    expect(errorsOf({ ...valid, ...chapter(0, { keywords: 'um, dois, UM' }) })).toEqual({ 'chapters.0.keywords': 'keywordsDuplicate' });
    expect(errorsOf({ ...valid, ...chapter(0, { keywords: 'um,, dois,' }) })).toEqual({ 'chapters.0.keywords': 'chapterKeywordsCount' });
  });

  it('the summary is guided to 250 characters: 251 is accepted, only past the hard maximum is refused', () => {
    expect(CHAPTER_SUMMARY_GUIDE).toBe(250);
    for (const length of [CHAPTER_SUMMARY_GUIDE, CHAPTER_SUMMARY_GUIDE + 1, CHAPTER_SUMMARY_MAX]) {
      expect(dataOf({ ...valid, ...chapter(0, { summary: 's'.repeat(length) }) }).chapters[0]!.summary).toHaveLength(length);
    }
    expect(errorsOf({ ...valid, ...chapter(0, { summary: 's'.repeat(CHAPTER_SUMMARY_MAX + 1) }) })).toEqual({ 'chapters.0.summary': 'tooLong' });
  });

  it('a new line counts once, as the live count shows it (browsers send \\r\\n)', () => {
    const summary = `${'a'.repeat(299)}\r\n${'b'.repeat(300)}`; // 601 sent, 600 typed
    expect(dataOf({ ...valid, ...chapter(0, { summary }) }).chapters[0]!.summary).toBe(`${'a'.repeat(299)}\n${'b'.repeat(300)}`);
  });

  it('are read in index order, with the gaps a removed chapter leaves closed', () => {
    const { ['chapters.1.title']: _t, ['chapters.1.summary']: _s, ['chapters.1.keywords']: _k, ...oneChapter } = valid;
    const data = dataOf({ ...chapter(7, { title: 'Sétimo' }), ...oneChapter, ...chapter(3, { title: 'Terceiro' }) });
    expect(data.chapters.map((c) => c.title)).toEqual(['Capítulo 1', 'Terceiro', 'Sétimo']);
  });

  it('1 to 40: the 41st is refused and not kept', () => {
    const many = Object.assign({}, valid, ...Array.from({ length: 41 }, (_, i) => chapter(i))) as Fields;
    const result = parse(many);
    expect(result.ok ? null : result.errors).toEqual({ chapters: 'chaptersTooMany' });
    expect(result.values.chapters).toHaveLength(40);
    expect(parse(Object.assign({}, valid, ...Array.from({ length: 40 }, (_, i) => chapter(i))) as Fields).ok).toBe(true);
  });
});

describe('authors', () => {
  it('one or more, each with a valid e-mail', () => {
    const data = dataOf({ ...valid, ...author(1, { name: 'Bruno Lima', email: ' bruno@example.org ' }) });
    expect(data.authors.map((a) => [a.name, a.email])).toEqual([
      ['Autora 1', 'autora1@example.com'],
      ['Bruno Lima', 'bruno@example.org'],
    ]);
    expect(errorsOf({ ...valid, ...author(1, { email: 'bruno@' }) })).toEqual({ 'authors.1.email': 'emailInvalid' });
    expect(errorsOf({ ...valid, ...author(1, { email: 'bruno example.org' }) })).toEqual({ 'authors.1.email': 'emailInvalid' });
  });

  it('up to 10: the 11th is refused', () => {
    const many = (n: number) => Object.assign({}, valid, ...Array.from({ length: n }, (_, i) => author(i))) as Fields;
    expect(parse(many(10)).ok).toBe(true);
    const result = parse(many(11));
    expect(result.ok ? null : result.errors).toEqual({ authors: 'authorsTooMany' });
    expect(result.values.authors).toHaveLength(10);
  });

  it('ORCID: optional, any usual spelling, checked by its check digit, stored hyphenated', () => {
    const orcidOf = (orcid: string) => dataOf({ ...valid, ...author(0, { orcid }) }).authors[0]!.orcid;
    expect(orcidOf('0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(orcidOf('https://orcid.org/0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(orcidOf('orcid.org/0000000218250097')).toBe('0000-0002-1825-0097');
    expect(orcidOf(' 0000 0002 1825 0097 ')).toBe('0000-0002-1825-0097');
    expect(orcidOf('0000-0002-1694-233x')).toBe('0000-0002-1694-233X');
    expect(orcidOf('')).toBe('');
    for (const wrong of ['0000-0002-1825-0098', '0000-0002-1825', 'abcd-efgh-ijkl-mnop', '0000-0002-1825-0097-1']) {
      expect(errorsOf({ ...valid, ...author(0, { orcid: wrong }) }), wrong).toEqual({ 'authors.0.orcid': 'orcidInvalid' });
    }
  });

  it('fields of unknown names or absurd indices are ignored', () => {
    const data = dataOf({ ...valid, 'authors.0.__proto__': 'x', 'authors.0.role': 'admin', 'authors.99999.name': 'Ninguém', 'authors.x.name': 'Ninguém' });
    expect(data.authors).toHaveLength(1);
    expect(Object.keys(data.authors[0]!).sort()).toEqual(['affiliation', 'bio', 'email', 'name', 'orcid']);
  });
});

describe('authorship link', () => {
  it('an http(s) address; a bare host gets https://', () => {
    const link = (authorshipLink: string) => dataOf({ ...valid, authorshipLink }).authorshipLink;
    expect(link('https://orcid.org/0000-0002-1825-0097')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(link('http://lattes.cnpq.br/1234567890123456')).toBe('http://lattes.cnpq.br/1234567890123456');
    expect(link(' lattes.cnpq.br/1234567890123456 ')).toBe('https://lattes.cnpq.br/1234567890123456');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    'mailto:ana@example.com',
    'ftp://files.example.org',
    'http://intranet',
    'https://ana:secret@example.org',
    'https://example.org/a b',
    'localhost:3000',
  ])('%s is refused', (authorshipLink) => {
    expect(errorsOf({ ...valid, authorshipLink })).toEqual({ authorshipLink: 'urlInvalid' });
  });

  it('normalizeHttpUrl', () => {
    expect(normalizeHttpUrl('exemplo.com.br')).toBe('https://exemplo.com.br/');
    expect(normalizeHttpUrl('')).toBeNull();
    expect(normalizeHttpUrl('https://')).toBeNull();
  });
});

describe('lengths', () => {
  it.each(['description', 'summary', 'otherBooks', 'otherInformation'])('%s: 10,000 characters are kept, 10,001 refused', (field) => {
    expect((dataOf({ ...valid, [field]: 'x'.repeat(LONG_TEXT_MAX) }) as Record<string, unknown>)[field]).toHaveLength(LONG_TEXT_MAX);
    expect(errorsOf({ ...valid, [field]: 'x'.repeat(LONG_TEXT_MAX + 1) })).toEqual({ [field]: 'tooLong' });
  });

  it('one-line fields have their own limits', () => {
    expect(errorsOf({ ...valid, title: 't'.repeat(301) })).toEqual({ title: 'tooLong' });
    expect(errorsOf({ ...valid, ...author(0, { name: 'n'.repeat(201) }) })).toEqual({ 'authors.0.name': 'tooLong' });
    expect(errorsOf({ ...valid, ...author(0, { bio: 'b'.repeat(2001) }) })).toEqual({ 'authors.0.bio': 'tooLong' });
    expect(errorsOf({ ...valid, ...chapter(0, { title: 'c'.repeat(301) }) })).toEqual({ 'chapters.0.title': 'tooLong' });
    expect(formMessageKey({ title: 'tooLong' })).toBe('checkFields');
  });
});

describe('odd input', () => {
  it('HTML is kept as plain text, never interpreted or stripped', () => {
    const data = dataOf({
      ...valid,
      title: '<script>alert("x")</script> & <b>Design</b>',
      description: '<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">link</a>',
    });
    expect(data.title).toBe('<script>alert("x")</script> & <b>Design</b>');
    expect(data.description).toBe('<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">link</a>');
  });

  it('control characters go, lone surrogates become U+FFFD, accents are composed (NFC)', () => {
    const data = dataOf({ ...valid, title: 'Educac\u0327a\u0303o\u0000 pu\u0301blica\u0007', description: 'a\uD800b\tc' });
    expect(data.title).toBe('Educação pública');
    expect(data.description).toBe('a\uFFFDb\tc');
    expect(cleanText('\u0000\u0008 x \u001F')).toBe('x');
  });

  it('one-line fields lose their new lines; long texts keep them', () => {
    const data = dataOf({ ...valid, title: 'Design\r\nde\nserviços', summary: 'Parte 1\r\n\r\nParte 2' });
    expect(data.title).toBe('Design de serviços');
    expect(data.summary).toBe('Parte 1\n\nParte 2');
  });

  it('a file sent in a text field counts as empty; a repeated field counts once', () => {
    const data = form(valid);
    data.set('title', new File(['x'], 'title.txt'));
    const result = parseProposal(data);
    expect(result.ok ? null : result.errors).toEqual({ title: 'required' });
    const twice = form(valid);
    twice.append('title', 'Outro título');
    const again = parseProposal(twice);
    expect(again.ok && again.data.title).toBe(valid.title);
  });

  it('emoji and non-Latin scripts are kept', () => {
    expect(dataOf({ ...valid, title: 'Design 🌳 设计 تصميم' }).title).toBe('Design 🌳 设计 تصميم');
  });

  it('the schema alone refuses values that are not the form’s strings', () => {
    expect(proposalSchema.safeParse({}).success).toBe(false);
    expect(proposalSchema.safeParse(null).success).toBe(false);
  });
});

describe('search text and messages', () => {
  it('the title and the authors’ names and e-mails, lower-cased', () => {
    const data = dataOf({ ...valid, ...author(1, { name: 'Bruno LIMA', email: 'Bruno@Example.org' }) });
    expect(proposalSearchText(data)).toBe('design de serviços públicos no brasil autora 1 autora1@example.com bruno lima bruno@example.org');
  });

  it('every error key has a message in both languages, the spec’s among them', () => {
    for (const key of PROPOSAL_ERROR_KEYS) {
      expect(proposalMessages.pt[key], key).toBeTruthy();
      expect(proposalMessages.en[key], key).toBeTruthy();
    }
    expect(proposalMessages.en.required).toBe('Required field');
    expect(proposalMessages.pt.required).toBe('Campo obrigatório');
    expect(proposalMessages.en.fillAllRequired).toBe('Please, fill in all required fields');
    expect(proposalMessages.en.sent).toBe('Thanks! Your proposal was sent, soon we will contact you!');
    expect(proposalMessages.en.sendFailed).toBe('An error occurred when sending your proposal, please try again, or contact support.');
    expect(proposalMessages.en.signInToSubmit).toBe('Please, login to submit a proposal');
  });

  it('the limits the messages quote are the limits enforced', () => {
    for (const locale of ['pt', 'en'] as const) {
      const m = proposalMessages[locale];
      expect(m.keywordsTooMany).toContain(` ${BOOK_KEYWORDS_MAX} `);
      expect(m.chapterKeywordsCount).toContain(` ${CHAPTER_KEYWORDS} `);
      expect(m.authorsTooMany).toContain(` ${AUTHORS_MAX} `);
      expect(m.chaptersTooMany).toContain(` ${CHAPTERS_MAX} `);
      expect(m.keywordTooLong).toContain(` ${KEYWORD_MAX} `);
    }
  });
});
