import { describe, expect, it } from 'vitest';
import { accessibilityMetaXml, defaultAccessibility, readAccessibility } from './accessibility.ts';

const opf = (metadata: string) => `<package version="3.0"><metadata>${metadata}</metadata><manifest/><spine/></package>`;

describe('EPUB Accessibility 1.1 metadata in a package document', () => {
  it('is read back as written: the certifier, its credential and report, and an exemption', () => {
    const written = {
      ...defaultAccessibility({ images: true, certifiedBy: 'Editora Ipê & Cia' }),
      certifierCredential: 'Selo <A>',
      certifierReport: 'https://certifier.example/report?id=1&v=2',
      exemptions: ['eaa-microenterprise'],
    };
    const xml = accessibilityMetaXml(written);
    expect(xml).toContain('<meta property="a11y:certifiedBy" id="a11y-certifier">Editora Ipê &amp; Cia</meta>');
    expect(xml).toContain('<link rel="a11y:certifierReport" refines="#a11y-certifier" href="https://certifier.example/report?id=1&amp;v=2"/>');
    expect(readAccessibility(opf(xml))).toEqual(written);
  });

  it('reads what other tools write: a conformance link, schema:accessibilityExemption, a fixed layout', () => {
    const read = readAccessibility(
      opf(
        '<meta property="schema:accessibilityExemption">eaa-disproportionate-burden</meta>' +
          '<link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>' +
          '<meta property="rendition:layout">pre-paginated</meta>',
      ),
    );
    expect(read).toMatchObject({
      exemptions: ['eaa-disproportionate-burden'],
      conformsTo: 'http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa',
      fixedLayout: true,
      accessModes: [],
    });
  });

  it('our summary is written in the book’s language (Portuguese, else English) and marked so, and read back with it', () => {
    const pt = defaultAccessibility({ images: false, language: 'pt-BR' });
    expect(pt).toMatchObject({ summaryLang: 'pt-BR', summary: expect.stringMatching(/^Esta publicação atende ao WCAG 2\.1 nível AA para EPUB/) });
    const xml = accessibilityMetaXml(pt);
    expect(xml).toContain('<meta property="schema:accessibilitySummary" xml:lang="pt-BR">Esta publicação');
    expect(readAccessibility(opf(xml))).toEqual(pt);
    expect(defaultAccessibility({ images: false, language: 'es' })).toMatchObject({
      summaryLang: 'en',
      summary: expect.stringMatching(/^This publication meets/),
    });
    // A summary without its own xml:lang is in the package's language.
    const other = `<package version="3.0" xml:lang="en-GB"><metadata><meta property="schema:accessibilitySummary">Readable.</meta></metadata></package>`;
    expect(readAccessibility(other)).toMatchObject({ summary: 'Readable.', summaryLang: 'en-GB' });
  });

  it('is null for a package that states nothing of its accessibility', () => {
    expect(readAccessibility(opf('<dc:title>Livro</dc:title><meta property="rendition:layout">pre-paginated</meta>'))).toBeNull();
  });
});
