import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition.ts';

describe('attachment', () => {
  it('keeps a plain name', () => {
    expect(attachment('amostra.pdf')).toBe(`attachment; filename="amostra.pdf"; filename*=UTF-8''amostra.pdf`);
  });

  it('gives an ASCII fallback and the UTF-8 name, with quotes, line breaks and backslashes made harmless', () => {
    const header = attachment('Capítulo "1"\r\nX-Evil: 1\\.docx');
    expect(header).toBe(`attachment; filename="Capitulo _1_X-Evil: 1_.docx"; filename*=UTF-8''Cap%C3%ADtulo%20%221%22X-Evil%3A%201%5C.docx`);
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('names an empty name "download"', () => {
    expect(attachment('  ')).toContain('filename="download"');
  });
});
