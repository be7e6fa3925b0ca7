import { describe, expect, it } from 'vitest';
import { defineMessages, formatMessage, hasMessage, lazyMessages, messageArguments, translate } from './messages.ts';

describe('ICU-style messages', () => {
  const books = '{count, plural, =0 {nenhum livro} one {# livro} other {# livros}}';

  it('chooses the plural form by Intl.PluralRules and formats # for the language', () => {
    expect(formatMessage(books, 'pt', { count: 0 })).toBe('nenhum livro');
    expect(formatMessage(books, 'pt', { count: 1 })).toBe('1 livro');
    expect(formatMessage(books, 'pt', { count: 1200 })).toBe('1.200 livros');
    expect(formatMessage('{n, plural, one {# book} other {# books}}', 'en', { n: 1200 })).toBe('1,200 books');
    expect(formatMessage('{n, plural, one {# book} other {# books}}', 'en', { n: 1 })).toBe('1 book');
  });

  it('fills arguments inside plural forms and chooses select forms', () => {
    const text = 'Pedido de {name}: {n, plural, one {# item} other {# itens}} ({kind, select, ebook {digital} other {impresso}})';
    expect(formatMessage(text, 'pt', { name: 'Ana', n: 2, kind: 'ebook' })).toBe('Pedido de Ana: 2 itens (digital)');
    expect(formatMessage(text, 'pt', { name: 'Ana', n: 1, kind: 'print' })).toBe('Pedido de Ana: 1 item (impresso)');
  });

  it('leaves a missing argument visible rather than empty', () => {
    expect(formatMessage('Olá, {name}', 'pt', {})).toBe('Olá, {name}');
  });

  it('names the arguments a message takes, not the words of its forms', () => {
    expect(messageArguments('{who} tem {count, plural, one {# livro} other {{total} livros}}')).toEqual(['count', 'total', 'who']);
  });
});

describe('catalogues', () => {
  const catalog = defineMessages({ a: 'Olá, {name}', b: 'só pt' }, { a: 'Hello, {name}', b: 'en only' });

  it('translates, with the arguments', () => {
    expect(translate(catalog, 'en', 'a', { name: 'Ana' })).toBe('Hello, Ana');
    expect(hasMessage(catalog, 'b')).toBe(true);
    expect(hasMessage(catalog, 'c')).toBe(false);
  });

  it('a lazy catalogue (the browser build) loads one language when asked, and only that one', async () => {
    const asked: string[] = [];
    const lazy = lazyMessages({
      pt: async () => (asked.push('pt'), { a: 'Olá' }),
      en: async () => (asked.push('en'), { a: 'Hello' }),
    });
    expect(lazy.loaded!('en')).toBe(false);
    expect(translate(lazy, 'en', 'a' as never)).toBe('a');
    await lazy.load!('en');
    expect(lazy.loaded!('en')).toBe(true);
    expect(translate(lazy, 'en', 'a' as never)).toBe('Hello');
    expect(asked).toEqual(['en']);
  });
});
