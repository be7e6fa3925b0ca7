/**
 * Editorial pages are data, rendered by one component. The text stays on the server (loaders
 * return only the visitor's language), so long pages add nothing to the JavaScript bundle.
 *
 * Inline markup inside any `text`: [label](/path) for links (internal paths without the /en
 * prefix; the renderer adds it), [label](pt:/path) for the Portuguese page from any language,
 * **bold** for emphasis. Nothing else is interpreted.
 */
export type Block =
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'dl'; items: { term: string; text: string }[] }
  | { type: 'faq'; items: { q: string; a: string[] }[] }
  | { type: 'note'; text: string };

export interface Section {
  /** Stable anchor id, same in both languages (kebab-case ASCII). */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface EditorialPage {
  /** Document title and h1. */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** Lead paragraph under the h1. */
  lead: string;
  sections: Section[];
  /** ISO date the text was last reviewed (shown on legal pages). */
  updated?: string;
}

export interface Bilingual<T> {
  pt: T;
  en: T;
}
