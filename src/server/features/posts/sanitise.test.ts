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
