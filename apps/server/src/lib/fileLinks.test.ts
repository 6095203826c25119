import { describe, expect, it } from 'vitest';
import { fileLinks, signFileUrls, storedFileUrl } from './fileLinks';

const links = fileLinks(Buffer.alloc(32, 7));
const hour = 3_600_000;
const at = Date.UTC(2026, 10, 23, 10, 15);

describe('file links', () => {
  it('keeps one link for a whole hour and lets it work one to two hours', () => {
    const link = links.sign('/files/members/a/b.jpg', at);
    expect(link).toBe(links.sign('/files/members/a/b.jpg', at + 40 * 60_000));
    expect(link).not.toBe(links.sign('/files/members/a/b.jpg', at + hour));
    const { e, s } = Object.fromEntries(new URL(link, 'http://x').searchParams);
    expect(Number(e) * 1000).toBe(Date.UTC(2026, 10, 23, 12));
    expect(links.verify('members/a/b.jpg', e, s, at)).toBe(true);
    expect(links.verify('members/a/b.jpg', e, s, Date.UTC(2026, 10, 23, 11, 59))).toBe(true);
    expect(links.verify('members/a/b.jpg', e, s, Date.UTC(2026, 10, 23, 12))).toBe(false);
  });

  it('refuses another file, another key, a changed expiry and an expiry too far ahead', () => {
    const { e, s } = Object.fromEntries(new URL(links.sign('/files/x.jpg', at), 'http://x').searchParams);
    expect(links.verify('y.jpg', e, s, at)).toBe(false);
    expect(fileLinks(Buffer.alloc(32, 8)).verify('x.jpg', e, s, at)).toBe(false);
    expect(links.verify('x.jpg', String(Number(e) + 3600), s, at)).toBe(false);
    expect(links.verify('x.jpg', e, undefined, at)).toBe(false);
    expect(links.verify('x.jpg', ['1'], s, at)).toBe(false);
    const far = links.sign('/files/x.jpg', at + 10 * hour);
    const farQuery = Object.fromEntries(new URL(far, 'http://x').searchParams);
    expect(links.verify('x.jpg', farQuery.e, farQuery.s, at)).toBe(false);
  });

  it('signs every stored URL in an answer, copying only what changes', () => {
    const answer = { items: [{ url: '/files/a.jpg', name: 'Ana', when: new Date(at) }], other: { n: 1 } };
    const signed = signFileUrls(answer, (url) => `${url}?signed`) as typeof answer;
    expect(signed.items[0]).toEqual({ url: '/files/a.jpg?signed', name: 'Ana', when: new Date(at) });
    expect(answer.items[0]!.url).toBe('/files/a.jpg');
    expect(signed.other).toBe(answer.other);
    expect(links.sign('/files/../etc/passwd', at)).toBe('/files/../etc/passwd');
  });

  it('reads the stored URL back from a link the console sends', () => {
    expect(storedFileUrl('/files/admins/x.jpg?e=1&s=2')).toBe('/files/admins/x.jpg');
    expect(storedFileUrl('/files/admins/x.jpg')).toBe('/files/admins/x.jpg');
    expect(storedFileUrl('/files/admins/../x.jpg')).toBeNull();
    expect(storedFileUrl('https://example.com/x.jpg')).toBeNull();
  });
});
