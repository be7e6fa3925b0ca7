/**
 * References where they count on the article's page (issue 52, item 4): each reference with a DOI
 * links to it, and each is a `citation_reference` tag for Google Scholar, structured as its JATS
 * element-citation reads it.
 */
import { parseReference, referenceDoi } from './jats/references.ts';

const DOI_IN_TEXT = /(?:https?:\/\/(?:dx\.)?doi\.org\/|\bdoi:\s*)?(10\.\d{4,9}\/[^\s<>"]+?)(?=[.,;)]?(?:\s|<|$))/gi;

/** The full text with each DOI of its references section a link to doi.org (items that already link are left alone). */
export function linkReferenceDois(html: string): string {
  return html.replace(/(<section id="references">)([\s\S]*?)(<\/section>)/, (_all, open: string, inner: string, close: string) => {
    const linked = inner.replace(/<li>([\s\S]*?)<\/li>/g, (item: string, text: string) =>
      /<a\s/.test(text) || !referenceDoi(text)
        ? item
        : `<li>${text.replace(DOI_IN_TEXT, (_m, doi: string) => `<a href="https://doi.org/${doi}">https://doi.org/${doi}</a>`)}</li>`,
    );
    return open + linked + close;
  });
}

/** The references as the full text prints them (each item's HTML, italics marking the source). */
export function printedReferences(html: string | null): string[] {
  const section = html ? /<section id="references">([\s\S]*?)<\/section>/.exec(html)?.[1] : undefined;
  return section ? [...section.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!) : [];
}

/**
 * One `citation_reference` meta tag's content per reference: its parts as Google Scholar names
 * them, else the text. `fullText` lends each its printed form (the source in italics) when it lists
 * the same number of works.
 */
export function citationReferences(references: string[], fullText: string | null = null): string[] {
  const printed = printedReferences(fullText);
  return references.map((text, i) => {
    const ref = parseReference(text, printed.length === references.length ? printed[i] : undefined);
    const parts = [
      ...ref.authors.map((a) => `citation_author=${a.family}, ${a.given}`),
      ref.articleTitle || ref.chapterTitle ? `citation_title=${ref.articleTitle ?? ref.chapterTitle}` : null,
      ref.type === 'journal' && ref.source ? `citation_journal_title=${ref.source}` : null,
      ref.year ? `citation_publication_date=${ref.year}` : null,
      ref.volume ? `citation_volume=${ref.volume}` : null,
      ref.issue ? `citation_issue=${ref.issue}` : null,
      ref.fpage ? `citation_firstpage=${ref.fpage}` : null,
      ref.lpage ? `citation_lastpage=${ref.lpage}` : null,
      ref.doi ? `citation_doi=${ref.doi}` : null,
    ].filter(Boolean);
    // Without a title Scholar cannot match a reference: the printed text says more.
    return parts.some((p) => p!.startsWith('citation_title=')) ? parts.join('; ') : text.replace(/\s+([.,;:])/g, '$1');
  });
}
