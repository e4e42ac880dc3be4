import { describe, expect, it } from 'vitest';
import { replyToHtml, sanitisePostHtml } from './sanitise.js';

describe('links in posts', () => {
  it('an absolute http(s) link stays, opening in a new tab with noopener, noreferrer and nofollow', () => {
    expect(sanitisePostHtml('<p><a href="https://bakery.example/bread">Order</a></p>')).toBe(
      '<p><a href="https://bakery.example/bread" target="_blank" rel="noopener noreferrer nofollow">Order</a></p>',
    );
  });

  it('a link of the model cannot choose its own target or rel', () => {
    expect(sanitisePostHtml('<a href="http://a.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="http://a.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('relative, protocol-relative, javascript:, data: and mailto: links lose their address (no longer a link) and keep their words', () => {
    for (const href of [
      '/app/settings',
      '../admin',
      '//evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
    ]) {
      const html = sanitisePostHtml(`<p><a href="${href}">Read more</a></p>`);
      expect(html, href).toBe('<p><a>Read more</a></p>');
    }
  });

  it("a model's reply goes through the same policy", () => {
    expect(
      replyToHtml('See <a href="/v1/auth/logout">this</a> and <a href="https://x.example">that</a>'),
    ).toBe(
      'See <a>this</a> and <a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">that</a>',
    );
  });
});

describe("a model's reply", () => {
  it("written in a post's own markup keeps it", () => {
    expect(replyToHtml('<p>Fresh <strong>sourdough</strong> today.</p><p>#WorldBreadDay</p>')).toBe(
      '<p>Fresh <strong>sourdough</strong> today.</p><p>#WorldBreadDay</p>',
    );
  });

  it('showing other markup is text: nothing after an unclosed or unknown tag is lost', () => {
    expect(replyToHtml('Style with <style>body{}</style> and keep this.')).toBe(
      '<p>Style with &lt;style&gt;body{}&lt;/style&gt; and keep this.</p>',
    );
    expect(replyToHtml('An <img src=x onerror=alert(1) left open\n\nand the words after it')).toBe(
      '<p>An &lt;img src=x onerror=alert(1) left open</p><p>and the words after it</p>',
    );
    // "<3" starts no tag: the reply's own bold stays.
    expect(replyToHtml('We <3 bread. <b>Come by</b>')).toBe('We &lt;3 bread. <b>Come by</b>');
  });
});
