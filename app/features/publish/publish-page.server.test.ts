import { describe, expect, it } from 'vitest';
import { locales } from '#app/i18n/locales.ts';
import { currentPress, rememberPress } from '#app/lib/press/press.ts';
import { publishPage, publishPageText, WAYS_IN_SECTION, type PublishFacts } from './publish-page.server.ts';

const facts = (openCalls: number, journals: PublishFacts['journals'] = []): PublishFacts => ({ openCalls, journals });
const textOf = (value: unknown) => JSON.stringify(value);

describe('/publish', () => {
  it('has the same sections in both languages, the ways in first, and a short meta description', () => {
    expect(publishPageText.en.sections.map((s) => s.id)).toEqual(publishPageText.pt.sections.map((s) => s.id));
    expect(publishPageText.pt.sections[0]!.id).toBe(WAYS_IN_SECTION);
    for (const locale of locales) {
      expect(publishPageText[locale].description.length, locale).toBeLessThanOrEqual(160);
      expect(new Set(publishPageText[locale].sections.map((s) => s.id)).size).toBe(publishPageText[locale].sections.length);
    }
  });

  it('covers formats, open access, review, timelines, costs and a FAQ', () => {
    expect(publishPageText.pt.sections.map((s) => s.id)).toEqual(expect.arrayContaining(['formats', 'open-access', 'review', 'timelines', 'costs', 'faq']));
  });

  it('quotes only the spec’s money: the journal fee, language review and translation; proposals are free', () => {
    const costs = (locale: 'pt' | 'en') => textOf(publishPageText[locale].sections.find((s) => s.id === 'costs'));
    expect(costs('en')).toContain('US$50 or BRL 250');
    expect(costs('en')).toContain('BRL 220');
    expect(costs('en')).toContain('BRL 0.30 per word');
    expect(costs('pt')).toContain('US$ 50 ou R$ 250');
    expect(costs('pt')).toContain('R$ 220');
    expect(costs('pt')).toContain('R$ 0,30 por palavra');
    expect(costs('en')).toContain('costs nothing');
    for (const locale of locales) {
      const amounts = textOf(publishPageText[locale]).match(/(?:R\$|US\$|BRL)\s?\d+(?:[.,]\d+)?/g) ?? [];
      expect(new Set(amounts.map((a) => a.replace(/\s/g, '')))).toEqual(
        new Set(locale === 'pt' ? ['US$50', 'R$250', 'R$220', 'R$0,30'] : ['US$50', 'BRL250', 'BRL220', 'BRL0.30']),
      );
    }
  });

  it('the ways in: a proposal, the open calls (with how many take proposals), each journal’s submission page', () => {
    const journals = [
      { slug: 'revista-a', title: 'Revista A', callForPapersOpen: true },
      { slug: 'revista-b', title: 'Revista B', callForPapersOpen: false },
    ];
    const en = textOf(publishPage('en', facts(2, journals)).sections[0]);
    expect(en).toContain('[Send a book proposal](/publish/submit)');
    expect(en).toContain('**2 calls are taking proposals now.**');
    expect(en).toContain('[See the open calls](/publish/open-calls)');
    expect(en).toContain('[Revista A: submission](/journal/revista-a/submission) (call for papers open)');
    expect(en).toContain('[Revista B: submission](/journal/revista-b/submission) (call for papers closed at the moment)');
    expect(textOf(publishPage('pt', facts(1)).sections[0])).toContain('**Há 1 chamada recebendo propostas agora.**');
    const none = textOf(publishPage('pt', facts(0)).sections[0]);
    expect(none).toContain('Nenhuma chamada está recebendo propostas agora');
    expect(none).toContain('(/catalog/journals)');
    // The static text is not changed by a request.
    expect(publishPageText.en.sections[0]!.blocks).toHaveLength(1);
  });

  it('names the press from its setting in the description', () => {
    const before = currentPress();
    rememberPress({ ...before, name: 'Editora Jacarandá' });
    try {
      expect(publishPage('pt', facts(0)).description).toBe(
        'Como publicar na Editora Jacarandá: formatos, acesso aberto, avaliação, prazos e custos, e como enviar uma proposta de livro ou um artigo.',
      );
      expect(publishPage('en', facts(0)).description).toContain('How publishing with Editora Jacarandá works');
    } finally {
      rememberPress(before);
    }
  });
});
