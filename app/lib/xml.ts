/** What XML 1.0 cannot carry, even as a reference: C0 controls but tab and line breaks, U+FFFE, U+FFFF, lone surrogates. */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text without the characters XML forbids (they break every parser, and a MARC record's separators are among them). */
export const withoutXmlForbidden = (text: string): string => text.replace(FORBIDDEN, '');

/** Text and attribute values for every XML document we write: forbidden characters dropped, markup escaped. */
export function escapeXml(text: string): string {
  return withoutXmlForbidden(text).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}
