import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['/app/**/*.tsx', '!/app/**/*.test.*', '!/app/ui/form.tsx'], { eager: true, query: '?raw', import: 'default' });

/** Every opening form tag in a module, attributes included (JSX braces may hold ">"). */
function formTags(code: string): string[] {
  const tags: string[] = [];
  for (const match of code.matchAll(/<(Form|form|[A-Za-z]*[fF]etcher\.Form)\b/g)) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < code.length; end++) {
      if (code[end] === '{') depth++;
      else if (code[end] === '}') depth--;
      else if (code[end] === '>' && depth === 0) break;
    }
    tags.push(code.slice(match.index, end + 1));
  }
  return tags;
}

/** Forms drawn through ValidatedForm (or a wrapper of it): noValidate by construction. */
const validatedForms = (code: string) => code.match(/<(ValidatedForm|CatalogForm|AccountForm)\b/g)?.length ?? 0;

describe('forms', () => {
  it('finds the forms: plain ones (buttons, filters) and ones checked in the browser', () => {
    expect(Object.values(sources).flatMap(formTags).length).toBeGreaterThan(25);
    expect(Object.values(sources).reduce((n, code) => n + validatedForms(code), 0)).toBeGreaterThan(25);
  });

  it("every form is noValidate: the browser never shows its own bubbles instead of the spec's messages", () => {
    const bubbling = Object.entries(sources).flatMap(([file, code]) =>
      formTags(code)
        .filter((tag) => !/\bnoValidate\b/.test(tag))
        .map((tag) => `${file}: ${tag.slice(0, 80)}`),
    );
    expect(bubbling).toEqual([]);
  });
});
