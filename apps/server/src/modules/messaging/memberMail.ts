import MarkdownIt from 'markdown-it';
import type { MailMessage } from '../../providers/mail';

/**
 * The body is written as text with simple formatting (paragraphs, **bold**, _italic_, lists, links):
 * markdown without HTML (`html: false` shows any tag as text), links only to http(s) and mailto.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });
markdown.validateLink = (url: string) => /^(https?:|mailto:)/i.test(url.trim());

/** The frame of a member e-mail in each language: greeting and footer. */
const templates: Record<string, { greeting: (name: string) => string; footer: string }> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    footer: 'You receive this e-mail because you have an Orrery account.',
  },
  pt_br: {
    greeting: (name) => `Olá, ${name},`,
    footer: 'Você recebe este e-mail porque tem uma conta no Orrery.',
  },
};

export const templateLanguage = (language: string | null | undefined) =>
  language && language.toLowerCase() in templates ? language.toLowerCase() : 'en';

/** The body as safe HTML (nothing executable passes through). */
export const renderBody = (body: string) => markdown.render(body);

/** A member's e-mail: the language's template around the body, as text and as HTML. */
export function memberMail(
  to: string,
  nickName: string,
  language: string | null | undefined,
  subject: string,
  body: string,
): MailMessage {
  const t = templates[templateLanguage(language)] ?? templates.en!;
  const greeting = t.greeting(nickName || 'there');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">',
    `<p>${markdown.utils.escapeHtml(greeting)}</p>`,
    renderBody(body),
    `<hr><p style="font-size:12px;color:#777">${markdown.utils.escapeHtml(t.footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text: `${greeting}\n\n${body}\n\n--\n${t.footer}\n`, html };
}
