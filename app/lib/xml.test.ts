/**
 * The one escaping helper of the XML we write: what XML 1.0 forbids even as a reference (C0
 * controls other than tab and line breaks, U+FFFE, U+FFFF, lone surrogates) never reaches a document.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { escapeXml, withoutXmlForbidden } from './xml.ts';

const FORBIDDEN = [...Array.from({ length: 9 }, (_, i) => i), 0x0b, 0x0c, ...Array.from({ length: 0x12 }, (_, i) => 0x0e + i)].map((code) =>
  String.fromCharCode(code),
);
const HOSTILE = `a${FORBIDDEN.join('')}b\uFFFE\uFFFFc\uD800d\uDFFFe\uDC00\uD83Df`;

const wellFormed = (xml: string) => spawnSync('xmllint', ['--nonet', '--noout', '-'], { input: xml, encoding: 'utf8' }).status === 0;

describe('escapeXml', () => {
  it('drops every character XML 1.0 forbids, in text and attributes, and the document parses', () => {
    expect(escapeXml(HOSTILE)).toBe('abcdef');
    const xml = `<?xml version="1.0" encoding="UTF-8"?><t a="${escapeXml(HOSTILE)}">${escapeXml(HOSTILE)}</t>`;
    expect(wellFormed(xml)).toBe(true);
    expect(wellFormed(`<t>${HOSTILE.replace(/[\uD800-\uDFFF]/g, '')}</t>`)).toBe(false);
  });

  it('keeps tabs, line breaks, characters outside the basic plane and escapes markup', () => {
    expect(escapeXml('\t1 < 2\n& "3" \'4\'\r\u{1F4DA}\u00E9\uFFFD')).toBe('\t1 &lt; 2\n&amp; &quot;3&quot; &apos;4&apos;\r\u{1F4DA}\u00E9\uFFFD');
    expect(withoutXmlForbidden(HOSTILE)).toBe('abcdef');
    expect(withoutXmlForbidden('<&>')).toBe('<&>');
  });
});
