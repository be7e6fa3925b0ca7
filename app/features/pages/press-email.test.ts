import { describe, expect, it } from 'vitest';
import { accessibilityPage } from './content/accessibility.server.ts';
import { withPressEmail } from './press-email.server.ts';

describe('the accessibility statement', () => {
  it('names the press’s address from its setting, in both languages, and leaves no placeholder', () => {
    for (const locale of ['pt', 'en'] as const) {
      const page = withPressEmail(accessibilityPage[locale], 'acessibilidade@editora.example');
      const text = JSON.stringify(page);
      expect(text).toContain('[acessibilidade@editora.example](mailto:acessibilidade@editora.example)');
      expect(text).not.toContain('{email}');
      // The slot where the request for an accessible version goes, pointing to the contact page meanwhile.
      expect(page.sections.find((s) => s.id === 'request-accessible-version')?.blocks).toEqual([{ type: 'p', text: expect.stringContaining('(/contact)') }]);
      expect(text).toContain('WCAG) 2.2');
    }
    expect(JSON.stringify(accessibilityPage.pt)).toContain('{email}');
  });
});
