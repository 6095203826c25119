import { describe, expect, it } from 'vitest';
import { memberMail } from './memberMail';

describe('memberMail', () => {
  const body = '**Bold** and _italic_.\n\n- one\n- two\n\nSee [our site](https://orrery.example.com/x).';

  it('the text part is plain text, not the Markdown typed: no marks, lists as bullets, links with their address', () => {
    const { text } = memberMail('ana@example.com', 'Ana', 'en', 'News', body);
    expect(text).toBe(
      'Hello Ana,\n\nBold and italic.\n\n * one\n * two\n\nSee our site <https://orrery.example.com/x>.\n\n--\n' +
        'You receive this e-mail because you have an Orrery account.\n',
    );
    expect(text).not.toMatch(/\*\*|_italic_|\]\(/);
  });

  it('the HTML part renders the same body, in the language of the member', () => {
    const { html } = memberMail('ana@example.com', 'Ana', 'pt_br', 'Novidades', body);
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<a href="https://orrery.example.com/x">our site</a>');
    expect(html).toContain('Olá, Ana,');
  });
});
