import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OpenCallCard } from '../open-calls.server.ts';
import { OpenCallList } from './open-call-list.tsx';

function render(path: string, calls: OpenCallCard[]): string {
  const Stub = createRoutesStub([{ path: '*', Component: () => <OpenCallList calls={calls} /> }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

const closed: OpenCallCard = {
  slug: 'colecao-fundamentos-design-de-servicos',
  kind: 'collection',
  title: 'Coleção Fundamentos do Design de Serviços',
  summary: 'Chamada de propostas de livros.',
  description: 'Primeiro parágrafo com [a coleção](pt:/fundamentals).\n\nSegundo <b>parágrafo</b>.',
  opensOn: '2023-05-08',
  closesOn: '2023-08-11',
  closedAt: null,
  feedbackWeeks: 3,
  minAuthors: 2,
  state: 'closed',
  daysLeft: null,
};

const open: OpenCallCard = {
  ...closed,
  slug: 'educacao-publica-e-tecnologia',
  kind: 'book',
  title: 'Public education and technology',
  description: '',
  opensOn: '2026-10-01',
  closesOn: '2027-03-31',
  feedbackWeeks: 4,
  minAuthors: null,
  state: 'open',
  daysLeft: 129,
};

describe('the open calls page', () => {
  it('shows each call with its dates, feedback, authors goal and state in words', () => {
    const html = render('/publish/open-calls', [closed]);
    expect(html).toContain('id="colecao-fundamentos-design-de-servicos"');
    expect(html).toContain('Chamada para coleção');
    expect(html).toContain('<span class="sr-only">Situação: </span>');
    expect(html).toContain('>Encerrada</span>');
    expect(html).toContain('<time dateTime="2023-05-08">8 de maio de 2023</time>');
    expect(html).toContain('<time dateTime="2023-08-11">11 de agosto de 2023</time>');
    expect(html).toContain('Em até 3 semanas após o envio');
    expect(html).toContain('Meta de pelo menos 2 pessoas autoras por livro');
    expect(html).toContain('href="/fundamentals" hrefLang="pt-BR"');
    expect(html).toContain('Segundo &lt;b&gt;parágrafo&lt;/b&gt;.');
    expect(html).not.toContain('/publish/submit?call=');
  });

  it('an open call links to the form with the call chosen, in the page’s language', () => {
    const html = render('/en/publish/open-calls', [open, closed]);
    expect(html).toContain('>Open</span>');
    expect(html).toContain('Book call');
    expect(html).toContain('129 days left');
    expect(html).toContain('href="/en/publish/submit?call=educacao-publica-e-tecnologia"');
    expect(html).toContain('aria-describedby="educacao-publica-e-tecnologia-title"');
    expect(html).toContain('Send a proposal to this call');
    expect(render('/en/publish/open-calls', [open])).not.toContain('A goal of at least');
    expect(html.indexOf('educacao-publica-e-tecnologia-title')).toBeLessThan(html.indexOf('colecao-fundamentos-design-de-servicos-title'));
  });

  it('says when an editor closed a call early, and counts the last day', () => {
    expect(render('/en/publish/open-calls', [{ ...closed, closedAt: '2023-07-01T12:00:00.000Z' }])).toContain(
      'Closed early on July 1, 2023 (planned for August 11, 2023)',
    );
    expect(render('/en/publish/open-calls', [{ ...open, state: 'closing-soon', daysLeft: 1 }])).toContain('Last day to send proposals');
    expect(render('/en/publish/open-calls', [{ ...open, state: 'closing-soon', daysLeft: 5 }])).toContain('>Closing soon</span>');
    expect(render('/publish/open-calls', [{ ...open, state: 'upcoming', daysLeft: null }])).toContain('>Em breve</span>');
  });

  it('has an empty state', () => {
    expect(render('/publish/open-calls', [])).toContain('Ainda não temos nada para mostrar aqui.');
    expect(render('/en/publish/open-calls', [])).toContain('We have nothing to show here yet.');
  });
});
