import type { Block, EditorialPage } from '#app/lib/editorial-content.ts';

/** A page whose texts name the press's address as `{email}`, with it written in (the press's setting, read on each request). */
export function withPressEmail(page: EditorialPage, email: string): EditorialPage {
  const fill = (text: string) => text.replaceAll('{email}', email);
  const block = (b: Block): Block => {
    switch (b.type) {
      case 'p':
      case 'note':
        return { ...b, text: fill(b.text) };
      case 'ul':
      case 'ol':
        return { ...b, items: b.items.map(fill) };
      case 'dl':
        return { ...b, items: b.items.map((item) => ({ ...item, text: fill(item.text) })) };
      case 'faq':
        return { ...b, items: b.items.map((item) => ({ ...item, a: item.a.map(fill) })) };
    }
  };
  return { ...page, lead: fill(page.lead), sections: page.sections.map((section) => ({ ...section, blocks: section.blocks.map(block) })) };
}
