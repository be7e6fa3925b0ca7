/** Text and attribute values for the XML documents we write (sitemap, Atom feed). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** Escaped, without the control characters XML 1.0 forbids even as references (they break parsers). */
export const xmlText = (text: string): string => escapeXml(text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ''));
