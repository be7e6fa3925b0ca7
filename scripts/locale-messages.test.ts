import { describe, expect, it } from 'vitest';
import { findCatalogues, lazyModule, localeModule } from './locale-messages.ts';

const source = `import { defineMessages, type KeyOf } from '#app/i18n/messages.ts';

export const LIMIT = 3; // kept: not a message

export const cartMessages = defineMessages(
  {
    title: 'Carrinho (pela loja)', // a comment, with a comma
    note: "Até {count, plural, one {# livro} other {# livros}}",
    paren: 'um ) e um (',
  },
  {
    title: 'Cart',
    note: 'Up to {count, plural, one {# book} other {# books}}',
    paren: 'a ) and a (',
  },
);

export const other = defineMessages({ a: \`Olá\` }, { a: \`Hello\` });
export type CartKey = KeyOf<typeof cartMessages>;
`;

describe('per-locale messages (the browser build)', () => {
  it('finds each catalogue and its two tables, past strings, comments and brackets', () => {
    const found = findCatalogues(source);
    expect(found).toHaveLength(2);
    expect(found[0]!.args).toHaveLength(2);
    expect(found[0]!.args[0]).toContain('Carrinho');
    expect(found[0]!.args[1]).toContain("'a ) and a ('");
    expect(found[1]!.args).toEqual(['{ a: `Olá` }', '{ a: `Hello` }']);
  });

  it("a language's module holds that language's tables only", () => {
    const pt = localeModule(source, 'cart/messages.ts', 'pt');
    expect(pt).toContain('Carrinho (pela loja)');
    expect(pt).toContain('Olá');
    expect(pt).not.toMatch(/Cart"|Hello|book/);
    const en = localeModule(source, 'cart/messages.ts', 'en');
    expect(JSON.parse(en.replace(/^export default |;\n$/g, ''))).toEqual([
      { title: 'Cart', note: 'Up to {count, plural, one {# book} other {# books}}', paren: 'a ) and a (' },
      { a: 'Hello' },
    ]);
  });

  it('the catalogue module keeps its other code and loads each table from its language module', () => {
    const lazy = lazyModule(source, '/app/features/cart/messages.ts');
    expect(lazy).not.toMatch(/Carrinho|Cart'|Olá|Hello/);
    expect(lazy).toContain('export const LIMIT = 3;');
    expect(lazy).toContain('export type CartKey');
    expect(lazy).toContain(`import("./messages.ts?messages=pt").then((m) => m.default[0])`);
    expect(lazy).toContain(`import("./messages.ts?messages=en").then((m) => m.default[1])`);
    expect(lazy.match(/__lazyMessages\(/g)).toHaveLength(2);
  });

  it('refuses a table that is not plain text, naming the file', () => {
    const computed = `defineMessages({ a: name + '!' }, { a: 'x' })`;
    expect(() => localeModule(computed, 'x/messages.ts', 'pt')).toThrow(
      /x\/messages\.ts catalogue 1 \(pt\): a message table must be an object literal of strings/,
    );
  });
});
