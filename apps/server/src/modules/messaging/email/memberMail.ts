import { convert } from 'html-to-text';
import MarkdownIt from 'markdown-it';
import type { MailMessage } from '../../../providers/mail';

/**
 * The body is written as text with simple formatting (paragraphs, **bold**, _italic_, lists, links):
 * markdown without HTML (`html: false` shows any tag as text), links only to http(s) and mailto.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });
markdown.validateLink = (url: string) => /^(https?:|mailto:)/i.test(url.trim());

/** The frame of a member e-mail in each language: greeting and footer. */
const templates: Record<string, { greeting: (name: string) => string; footer: string; stop: string }> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    footer: 'You receive this e-mail because you have an Orrery account.',
    stop: 'Turn these e-mails off',
  },
  pt_br: {
    greeting: (name) => `Olá, ${name},`,
    footer: 'Você recebe este e-mail porque tem uma conta no Orrery.',
    stop: 'Não receber mais estes e-mails',
  },
};

export const templateLanguage = (language: string | null | undefined) =>
  language && language.toLowerCase() in templates ? language.toLowerCase() : 'en';

/** The body as safe HTML (nothing executable passes through). */
export const renderBody = (body: string) => markdown.render(body);

/** The body as plain text, for the text part: no Markdown marks; a link as its text then its address. */
export const plainText = (body: string) =>
  convert(renderBody(body), {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  });

/**
 * A member's e-mail: the language's template around the body, as text and as HTML; with the member's
 * unsubscribe link in the footer and in the List-Unsubscribe headers (one click, RFC 8058).
 */
export function memberMail(
  to: string,
  nickName: string,
  language: string | null | undefined,
  subject: string,
  body: string,
  unsubscribeLink?: string,
): MailMessage {
  const t = templates[templateLanguage(language)] ?? templates.en!;
  const greeting = t.greeting(nickName || 'there');
  const escape = markdown.utils.escapeHtml;
  const stop = unsubscribeLink
    ? {
        html: ` <a href="${escape(unsubscribeLink)}">${escape(t.stop)}</a>.`,
        text: `\n${t.stop}: ${unsubscribeLink}`,
      }
    : { html: '', text: '' };
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">',
    `<p>${escape(greeting)}</p>`,
    renderBody(body),
    `<hr><p style="font-size:12px;color:#777">${escape(t.footer)}${stop.html}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject,
    text: `${greeting}\n\n${plainText(body)}\n\n--\n${t.footer}${stop.text}\n`,
    html,
    ...(unsubscribeLink
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribeLink}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
