/*
 * The payloads that try to run script through whatever shows people's or a model's words: the browser
 * test writes them into every such screen, and the news corpus below builds on them. Then the attempts
 * through a news description, as a crafted editor document could carry them: markup in text, addresses
 * in links and pictures, attributes the editor never makes, nodes and marks it does not have, and tricks
 * of encoding and Unicode. Each is either refused or stored as harmless text.
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

/** How a payload gives itself away if it ever runs: the script it calls, and an address it loads. */
export interface Tell {
  script: string;
  url: string;
}

type Payload = (tell: Tell) => string;

/**
 * Markup and script written as text, as a person or a model could write it into any field: script
 * tags, event handlers, script and data addresses in markup, SVG and MathML, CSS that loads, markdown,
 * broken markup and tricks of encoding and Unicode. Every surface must show it as the same characters
 * (or, where the surface renders HTML, as harmless markup), never run it.
 */
export const MARKUP_PAYLOADS: readonly Payload[] = [
  ({ script }) => `<script>${script}</script>`,
  ({ script }) => `<<script>script>${script}<</script>/script>`,
  ({ script }) => `<img src=x onerror=${script}>`,
  ({ script }) => `"><img src=x onerror=${script}>`,
  ({ script }) => `'><svg onload=${script}>`,
  ({ script }) => `<body onload=${script}>`,
  ({ script }) => `<details open ontoggle=${script}>`,
  ({ script }) => `<input autofocus onfocus=${script}>`,
  ({ script }) => `<a href="javascript:${script}">click</a>`,
  ({ script }) => `'><iframe src="javascript:${script}"></iframe>`,
  ({ script }) => `<iframe srcdoc="<script>${script}</script>">`,
  ({ script }) => `<object data="data:text/html,<script>${script}</script>">`,
  ({ script }) => `<form><button formaction=javascript:${script}>Send</button></form>`,
  ({ script }) => `<meta http-equiv="refresh" content="0;url=javascript:${script}">`,
  ({ script }) => `<svg><script>${script}</script></svg>`,
  ({ script }) => `<svg><animate onbegin=${script} attributeName=x dur=1s>`,
  ({ script }) => `<svg><a href="javascript:${script}"><text>x</text></a></svg>`,
  ({ script }) => `<svg><use href="data:image/svg+xml,<svg id=x onload=${script}>#x"/></svg>`,
  ({ script }) => `<math><mtext><table><mglyph><style><img src=x onerror=${script}>`,
  ({ url }) => `<style>@import "${url}";</style>`,
  ({ url }) => `<p style="background:url(${url})">styled</p>`,
  ({ url }) => `<link rel="stylesheet" href="${url}">`,
  ({ url }) => `<img src="${url}">`,
  ({ script }) => `[click](javascript:${script})`,
  ({ url }) => `![picture](${url})`,
  ({ script }) => `<!--<img src="--><img src=x onerror=${script}//">`,
  ({ script }) => `<noscript><p title="</noscript><img src=x onerror=${script}>">`,
  ({ script }) => `</title></textarea></style><img src=x onerror=${script}>`,
  ({ script }) => `]]><img src=x onerror=${script}>`,
  ({ script }) => `<img src=x onerror=${script}`,
  ({ script }) => `&lt;script&gt;${script}&lt;/script&gt;`,
  ({ script }) => `&#60;img src=x onerror=${script}&#62;`,
  ({ script }) => `%3Cimg%20src=x%20onerror=${script}%3E`,
  ({ script }) => `<a href="jav&#x09;ascript:${script}">tab</a>`,
  ({ script }) => `\u202e<img src=x onerror=${script}>`,
  ({ script }) => `\uff1cscript\uff1e${script}\uff1c/script\uff1e`,
  ({ script }) => `{{constructor.constructor('${script}')()}}`,
];

/** Addresses that run script or leave the product, however they are written. */
export const ADDRESS_PAYLOADS: readonly Payload[] = [
  ({ script }) => `javascript:${script}`,
  ({ script }) => `JaVaScRiPt:${script}`,
  ({ script }) => ` javascript:${script}`,
  ({ script }) => `java\tscript:${script}`,
  ({ script }) => `java\nscript:${script}`,
  ({ script }) => `&#106;avascript:${script}`,
  ({ script }) => `javascript&colon;${script}`,
  ({ script }) => `data:text/html,<script>${script}</script>`,
  ({ script }) => `data:text/html;base64,${Buffer.from(`<script>${script}</script>`).toString('base64')}`,
  ({ script }) => `\uff4aavascript:${script}`,
  ({ script }) => `javascript\u200b:${script}`,
  ({ script }) => `https://example.com/" onmouseover="${script}`,
];

/** Every payload, each written with the tell of its place in the list, so a listener knows which one ran. */
export function xssPayloads(tellOf: (index: number) => Tell): string[] {
  return [...MARKUP_PAYLOADS, ...ADDRESS_PAYLOADS].map((payload, index) => payload(tellOf(index)));
}

/** What the payloads run in the server's tests, which only read the markup they become. */
const ALERT: Tell = { script: 'alert(1)', url: 'https://evil.example/x.css' };

/** Addresses a link may not lead to: the shared ones, and ones that stay inside the app or leave it. */
const BAD_LINKS = [
  ...ADDRESS_PAYLOADS.map((payload) => payload(ALERT)),
  'vbscript:msgbox(1)',
  '//evil.example/steal',
  '/app/settings',
  '\u0000javascript:alert(1)',
  'https://example.com/\u2028javascript:alert(1)',
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
  ...MARKUP_PAYLOADS.map((payload) => payload(ALERT)).map((text, index) => ({
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
