/**
 * The certificate as a PDF (one A4 landscape page): who completed which course, its length and
 * the date, with a QR code and the short code that open the public verification page. pdfkit's
 * standard fonts cover Portuguese. The file is tagged (PDF/UA-minded) like the articles' PDFs:
 * its title and language, each line a paragraph (the title a heading) in reading order, the QR
 * code a figure with alt text, the address a link, the frame an artifact.
 */
import { formatDate } from '#app/i18n/format.ts';
import { localeInfo, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { Certificate } from './classes.server.ts';
import { certificateMessages } from './certificate-messages.ts';
import { formatDuration } from './course-rules.ts';
import { currentPress } from '#app/lib/press/press.ts';

export const verificationUrl = (appUrl: string, code: string, locale: Locale) => appUrl + localizePath(`/certificate/${code}`, locale);

export async function certificatePdf(certificate: Certificate, locale: Locale, appUrl: string): Promise<Buffer> {
  const t = translator(certificateMessages, locale);
  const [{ default: PDFDocument }, QRCode] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const url = verificationUrl(appUrl, certificate.code, locale);
  const course = locale === 'pt' ? certificate.courseTitlePt : certificate.courseTitleEn;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: 60, bottom: 60, left: 70, right: 70 },
    lang: localeInfo[locale].lang,
    displayTitle: true,
    tagged: true,
    pdfVersion: '1.7',
    info: { Title: `${t('pdfTitle')}: ${course}`, Author: currentPress().name, Subject: certificate.name, Creator: currentPress().name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  /** Sets `draw` as a `type` element of the certificate, in reading order. */
  const tag = (type: string, draw: () => void, options: { alt?: string } = {}) => root.add(doc.struct(type, options, draw));
  const width = doc.page.width - 140;
  // The frame is decoration.
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .lineWidth(2)
    .stroke('#1f5f3f');
  doc.endMarkedContent();
  tag('P', () => doc.font('Times-Bold').fontSize(16).fillColor('#1f5f3f').text(currentPress().name, 70, 80, { width, align: 'center' }));
  doc.moveDown(1.2);
  tag('H1', () => doc.font('Times-Bold').fontSize(34).fillColor('#000000').text(t('pdfTitle'), { width, align: 'center' }));
  doc.moveDown(1);
  tag('P', () => doc.font('Helvetica').fontSize(14).text(t('pdfCertifies'), { width, align: 'center' }));
  doc.moveDown(0.6);
  tag('P', () => doc.font('Times-Bold').fontSize(26).text(certificate.name, { width, align: 'center' }));
  doc.moveDown(0.6);
  tag('P', () => doc.font('Helvetica').fontSize(14).text(t('pdfCompleted'), { width, align: 'center' }));
  doc.moveDown(0.4);
  tag('P', () => doc.font('Times-Bold').fontSize(20).text(course, { width, align: 'center' }));
  doc.moveDown(0.6);
  tag('P', () =>
    doc
      .font('Helvetica')
      .fontSize(13)
      .text(t('pdfDetails', { duration: formatDuration(certificate.durationSeconds), date: formatDate(certificate.issuedAt, locale) }), {
        width,
        align: 'center',
      }),
  );
  const qr = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 220, errorCorrectionLevel: 'M' });
  const size = 96;
  const bottom = doc.page.height - 70 - size;
  tag('Figure', () => doc.image(qr, 70, bottom, { width: size, height: size }), { alt: t('pdfQrAlt') });
  const left = 70 + size + 16;
  tag('P', () =>
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#333333')
      .text(t('pdfVerify'), left, bottom + 18, { width: width - size - 16 }),
  );
  tag('P', () => doc.font('Helvetica-Bold').text(`${t('pdfCode')}: ${certificate.code}`));
  // The address and its link annotation are one Link element; the annotation says where it goes (PDF/UA).
  const link = doc.struct('Link', {}, () => {
    const y = doc.y;
    doc.font('Helvetica').text(url);
    // The annotation belongs to the Link and says where it goes in a PDF string (pdfkit writes a plain string as a name); pdfkit's types know neither.
    const annotation = { structParent: link, Contents: new String(t('pdfVerifyLink')) };
    doc.link(left, y, doc.widthOfString(url), doc.currentLineHeight(), url, annotation as unknown as Parameters<typeof doc.link>[5]);
  });
  root.add(doc.struct('P', {}, [link]));
  root.end();
  doc.end();
  return done;
}
