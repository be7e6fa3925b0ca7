/** Each rule of the content audit finds what it is for, planted in an otherwise sound article. */
import { describe, expect, it } from 'vitest';
import { auditText } from './content-audit.server.ts';

const words = (n: number, word = 'palavra') => Array.from({ length: n }, () => word).join(' ');
const abstract = words(180, 'resumo');

/** An article that passes every rule: each planted fault below is one change to it. */
function article({ body = '', references = ['LIMA, Ana. *Um*. São Paulo: X, 2019.', 'SILVA, Bia. *Dois*. Rio de Janeiro: Y, 2020.'], resumo = abstract } = {}) {
  return `# Título

## Resumo

${resumo}

**Palavras-chave:** a; b; c.

## Abstract

${words(180, 'abstract')}

**Keywords:** a; b; c.

## Introdução

Como mostram Lima (2019) e outros (SILVA, 2020), ${words(2500)}.[^1]

${body}

[^1]: Nota dos autores: as pessoas e os dados desta pesquisa são fictícios.

## Referências

${references.map((r) => `- ${r}`).join('\n')}
`;
}
const audit = (markdown: string) => auditText(markdown, { kind: 'article', year: 2021, style: 'abnt', blurbs: [] });
const rulesOf = (findings: string[]) => findings.map((f) => f.split(':')[0]!.replace(/\d+/g, 'N'));

describe('the content audit', () => {
  it('finds nothing in a sound article (references at least 10 aside)', () => {
    expect(audit(article())).toEqual(['2 references (at least 10)']);
  });

  it('finds each planted fault', () => {
    const fault = (options: Parameters<typeof article>[0]) => rulesOf(audit(article(options))).filter((f) => !f.includes('references (at least'));
    expect(
      fault({ references: ['LIMA, Ana. *Um*. São Paulo: X, 2019.', 'SILVA, Bia. *Dois*. Rio de Janeiro: Y, 2020.', 'COSTA, Caio. *Três*. 2018.'] }),
    ).toEqual(['never cited (author and year)', 'references out of order']);
    expect(fault({ body: 'E ainda (PRADO, 2017).' })).toEqual(['cited without a reference']);
    expect(fault({ references: ['SILVA, Bia. *Dois*. Rio de Janeiro: Y, 2020.', 'LIMA, Ana. *Um*. São Paulo: X, 2019.'] })).toEqual([
      'references out of order',
    ]);
    expect(
      fault({
        body: 'Depois (SOUZA, 2023).',
        references: ['LIMA, Ana. *Um*. São Paulo: X, 2019.', 'SILVA, Bia. *Dois*. Rio de Janeiro: Y, 2020.', 'SOUZA, Caio. *Três*. 2023.'],
      }),
    ).toEqual(['cites a work later than itself (N)', 'a year later than the work (N)']);
    expect(fault({ resumo: `${words(150, 'resumo')} Os dados são fictícios.` })).toEqual(['the abstract (resumo) says the work is fictional']);
    expect(fault({ resumo: words(120, 'resumo') })).toEqual(['abstract (resumo) of N words (N–N)']);
    expect(fault({ body: 'Os participantes são fictícios.' })).toEqual(['says it is fictional N time(s) in the text (the one note says it)']);
  });

  it('holds running prose to the kind of text, headings, tables and notes aside', () => {
    const short = article().replace(words(2500), words(2300));
    expect(rulesOf(audit(short))).toContain('N words of running prose (at least N)');
    expect(rulesOf(audit(`${short}\n\n| ${words(400)} |\n|---|\n`))).toContain('N words of running prose (at least N)');
  });

  it('holds a chapter to its catalog description, its opening and its captions', () => {
    const chapter = `# Capítulo\n\nEste capítulo discute o tema do livro inteiro com calma. ${words(1100)}\n\nTabela 1. Uma tabela.\n\n| a |\n|---|\n| 1 |\n\n## Referências\n\n- LIMA, Ana. *Um*. 2019.\n- PRADO, Caio. *Dois*. 2018.\n- SILVA, Bia. *Três*. 2020.\n`;
    const findings = auditText(chapter.replace('inteiro com calma.', 'inteiro com calma (LIMA, 2019; PRADO, 2018; SILVA, 2020).'), {
      kind: 'chapter',
      year: 2021,
      style: 'abnt',
      blurbs: ['Este capítulo discute o tema do livro inteiro com calma e muito cuidado.'],
      chapterNumber: 2,
    });
    expect(rulesOf(findings)).toEqual(['opens with "Este capítulo…"', 'a tabela numbered N (per chapter']);
  });
});
