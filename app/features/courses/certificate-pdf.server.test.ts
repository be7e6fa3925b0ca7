import { describe, expect, it } from 'vitest';
import { currentPress } from '#app/lib/press/press.ts';
import { imageCount, pdfCatalog, pdfInfo, pdfStructure, walk } from '#app/test/pdf-structure.ts';
import type { Certificate } from './classes.server.ts';
import { certificatePdf } from './certificate-pdf.server.ts';

const certificate: Certificate = {
  id: 1,
  code: 'K7PQ-M2XD',
  userId: null,
  courseId: 1,
  name: 'Leitora Teste da Silva',
  courseTitlePt: 'Design de serviços na prática',
  courseTitleEn: 'Service design in practice',
  durationSeconds: 5400,
  issuedAt: new Date('2026-03-02T12:00:00Z'),
  revokedAt: null,
  revokedReason: null,
};

describe("a course certificate's PDF", () => {
  it('is tagged: its title and language, each line a paragraph in reading order, the QR code a figure with alt text, the address a link', async () => {
    const pdf = await certificatePdf(certificate, 'pt', 'https://ipe.example');
    expect(pdfInfo(pdf)).toMatchObject({ Tagged: 'yes', Title: 'Certificado de conclusão: Design de serviços na prática', Pages: '1' });
    expect(pdfCatalog(pdf)).toEqual({ lang: 'pt-BR', displayDocTitle: true, marked: true });
    const tree = pdfStructure(pdf);
    expect(tree.map((n) => n.type)).toEqual(['Document']);
    expect(tree[0]!.children.map((n) => `${n.type}:${n.text}`)).toEqual([
      `P:${currentPress().name}`,
      'H1:Certificado de conclusão',
      `P:A ${currentPress().name} certifica que`,
      'P:Leitora Teste da Silva',
      'P:concluiu o curso',
      'P:Design de serviços na prática',
      'P:com carga horária de 1 h 30 min, em 2 de março de 2026.',
      'Figure:',
      'P:Confira a autenticidade deste certificado com o código abaixo ou pelo QR code:',
      'P:Código: K7PQ-M2XD',
      'P:',
    ]);
    const figures = [...walk(tree)].filter((n) => n.type === 'Figure');
    expect(figures.map((f) => f.alt)).toEqual(['QR code que abre a página de verificação deste certificado']);
    expect(imageCount(pdf)).toBe(figures.length);
    // The address and its link annotation, which says where it goes, are one Link.
    const [link] = tree[0]!.children.at(-1)!.children;
    expect(link).toMatchObject({
      type: 'Link',
      text: 'https://ipe.example/certificate/K7PQ-M2XD',
      annotations: [{ uri: 'https://ipe.example/certificate/K7PQ-M2XD', contents: 'Página de verificação deste certificado' }],
    });
  });

  it('in English: the language and the texts of the English page', async () => {
    const pdf = await certificatePdf(certificate, 'en', 'https://ipe.example');
    expect(pdfInfo(pdf)).toMatchObject({ Tagged: 'yes', Title: 'Certificate of completion: Service design in practice' });
    expect(pdfCatalog(pdf).lang).toBe('en');
    const tree = pdfStructure(pdf);
    expect(tree[0]!.children.find((n) => n.type === 'H1')?.text).toBe('Certificate of completion');
    expect([...walk(tree)].find((n) => n.type === 'Figure')?.alt).toBe('QR code that opens the verification page of this certificate');
    expect(tree[0]!.children.at(-1)!.children[0]!.text).toBe('https://ipe.example/en/certificate/K7PQ-M2XD');
  });
});
