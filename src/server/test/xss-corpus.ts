/*
 * Attempts to run script through a news description, as a crafted editor document could carry them:
 * markup in text, addresses in links and pictures, attributes the editor never makes, nodes and marks it
 * does not have, and tricks of encoding and Unicode. Each is either refused or stored as harmless text.
 */

export interface XssCase {
  name: string;
  /** The description as sent: the editor's document, crafted. */
  description: unknown;
}

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const textNode = (text: string, marks?: unknown[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });
const link = (href: string, extra: Record<string, unknown> = {}) => ({
  type: 'link',
  attrs: { href, ...extra },
});
const image = (attrs: Record<string, unknown>) => ({ type: 'image', attrs });

/** Markup and script written as text: it must come out as the same characters, never as markup. */
const MARKUP_AS_TEXT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '\'><iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '</p><a href="javascript:alert(1)">click</a><p>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<<script>script>alert(1)<</script>/script>',
  '<details open ontoggle=alert(1)>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<form><button formaction=javascript:alert(1)>Send</button></form>',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  '\u202e<img src=x onerror=alert(1)>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '\uff1cscript\uff1ealert(1)\uff1c/script\uff1e',
];

/** Addresses a link may not lead to, however they are written. */
const BAD_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/steal',
  '/app/settings',
  '\u0000javascript:alert(1)',
  '\uff4aavascript:alert(1)',
  'javascript\u200b:alert(1)',
  'https://example.com/\u2028javascript:alert(1)',
  'https://example.com/" onmouseover="alert(1)',
];

/** Addresses a picture may not be drawn from. */
const BAD_PICTURES = [
  'javascript:alert(1)',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  '/media/../../etc/passwd',
  'x" onerror="alert(1)',
  'https://example.com/a.png" onerror="alert(1)',
  '//evil.example/a.png',
];

export const XSS_CORPUS: XssCase[] = [
  ...MARKUP_AS_TEXT.map((text, index) => ({
    name: `markup as text #${index + 1}: ${text}`,
    description: doc(paragraph(textNode(text))),
  })),
  ...BAD_LINKS.map((href) => ({
    name: `a link to ${JSON.stringify(href)}`,
    description: doc(paragraph(textNode('Read more', [link(href)]))),
  })),
  ...BAD_PICTURES.map((src) => ({
    name: `a picture from ${JSON.stringify(src)}`,
    description: doc(image({ src, alt: 'Our shop' })),
  })),
  {
    name: 'a quote that closes the address of an allowed link',
    description: doc(paragraph(textNode('Read more', [link('https://example.com/"onmouseover="alert(1)')]))),
  },
  {
    name: 'a quote that closes the address of an allowed picture',
    description: doc(
      image({ src: 'https://example.com/a.png"onerror="alert(1)', alt: '"><script>alert(1)</script>' }),
    ),
  },
  {
    name: 'event handlers and style on a paragraph',
    description: doc({
      type: 'paragraph',
      attrs: { style: 'background:url(javascript:alert(1))', onclick: 'alert(1)', class: 'x' },
      content: [textNode('Hello')],
    }),
  },
  {
    name: 'onerror and style on an allowed picture',
    description: doc(
      image({ src: 'https://example.com/a.png', onerror: 'alert(1)', style: 'width:expression(alert(1))' }),
    ),
  },
  {
    name: "a link's target, rel, class and onclick chosen by the sender",
    description: doc(
      paragraph(
        textNode('Read more', [
          link('https://example.com', { target: 'javascript:alert(1)', rel: 'opener', onclick: 'alert(1)' }),
        ]),
      ),
    ),
  },
  { name: 'a script node', description: doc({ type: 'script', content: [textNode('alert(1)')] }) },
  { name: 'an iframe node', description: doc({ type: 'iframe', attrs: { src: 'javascript:alert(1)' } }) },
  {
    name: 'a code block the editor is not set up for',
    description: doc({ type: 'codeBlock', content: [textNode('<script>alert(1)</script>')] }),
  },
  {
    name: 'raw HTML as an inline node',
    description: doc(paragraph({ type: 'html', html: '<img src=x onerror=alert(1)>' })),
  },
  {
    name: 'a style mark',
    description: doc(paragraph(textNode('red', [{ type: 'textStyle', attrs: { style: 'color:red' } }]))),
  },
  {
    name: 'nested marks with a bad link inside good ones',
    description: doc(
      paragraph(
        textNode('deep', [
          { type: 'bold' },
          link('https://example.com'),
          { type: 'italic' },
          link('javascript:alert(1)'),
        ]),
      ),
    ),
  },
  {
    name: 'nested marks around markup text',
    description: doc(
      paragraph(
        textNode('<b onmouseover=alert(1)>x</b>', [
          { type: 'bold' },
          { type: 'italic' },
          { type: 'underline' },
          { type: 'strike' },
          { type: 'code' },
          link('https://example.com/'),
        ]),
      ),
    ),
  },
  {
    name: 'a heading level written as markup',
    description: doc({ type: 'heading', attrs: { level: '2 onclick=alert(1)' }, content: [textNode('x')] }),
  },
  {
    name: "an ordered list's start written as markup",
    description: doc({
      type: 'orderedList',
      attrs: { start: '1" onclick="alert(1)' },
      content: [{ type: 'listItem', content: [paragraph(textNode('one'))] }],
    }),
  },
  {
    name: 'a list item holding a script node',
    description: doc({
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'script', content: [textNode('alert(1)')] }] }],
    }),
  },
  {
    name: 'a picture hidden in a quote in a list',
    description: doc({
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'blockquote', content: [image({ src: 'javascript:alert(1)', alt: 'x' })] }],
        },
      ],
    }),
  },
  {
    name: 'text that is not a string',
    description: doc(paragraph({ type: 'text', text: { toString: 'x' } })),
  },
];
