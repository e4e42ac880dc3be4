import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleNewsItemSchema } from '../../../contract/agency-console/news.js';
import { newsFeedSchema } from '../../../contract/news.js';
import { type NewsDocument, newsDocumentSchema } from '../../../contract/news-document.js';
import { newsItems } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { createNews, newsInput } from '../../test/news.js';
import { unsafeParts } from '../../test/safe-html.js';
import { XSS_CORPUS } from '../../test/xss-corpus.js';
import { renderNewsDocument } from './render.js';
import { sanitiseNewsHtml } from './sanitise.js';

/** A description with every kind of block and mark the editor makes. */
const ORDINARY: NewsDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Holiday hours & more' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'We are ' },
        { type: 'text', text: 'open', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' on ' },
        { type: 'text', text: 'Friday', marks: [{ type: 'italic' }, { type: 'underline' }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'old prices', marks: [{ type: 'strike' }] },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'SAVE10', marks: [{ type: 'code' }] },
        { type: 'text', text: '. See ' },
        {
          type: 'text',
          text: 'our page',
          marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://example.com/hours?a=1&b=2' } }],
        },
        { type: 'text', text: ' or ' },
        {
          type: 'text',
          text: 'write to us',
          marks: [{ type: 'link', attrs: { href: 'mailto:hello@example.com' } }],
        },
      ],
    },
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Where' }] },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Main St' }] }] },
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Harbour' }] },
            {
              type: 'orderedList',
              attrs: { start: 3 },
              content: [
                {
                  type: 'listItem',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Pier 3' }] }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '"Best bread"' }] }],
    },
    { type: 'horizontalRule' },
    { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Photos' }] },
    { type: 'image', attrs: { src: 'https://example.com/shop.jpg', alt: 'Our shop', title: 'Shop' } },
    { type: 'image', attrs: { src: '/media/agencies/a1/0f8fad5b-d9cb-469f-a165-70867728950e.png', alt: '' } },
    { type: 'paragraph' },
  ],
};

const ORDINARY_HTML =
  '<h2>Holiday hours &amp; more</h2>' +
  '<p>We are <strong>open</strong> on <em><u>Friday</u></em><br />' +
  '<s>old prices</s> and <code>SAVE10</code>. See ' +
  '<a href="https://example.com/hours?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow"><strong>our page</strong></a>' +
  ' or <a href="mailto:hello@example.com" target="_blank" rel="noopener noreferrer nofollow">write to us</a></p>' +
  '<h3>Where</h3>' +
  '<ul><li><p>Main St</p></li><li><p>Harbour</p><ol start="3"><li><p>Pier 3</p></li></ol></li></ul>' +
  '<blockquote><p>"Best bread"</p></blockquote><hr />' +
  '<h4>Photos</h4>' +
  '<img src="https://example.com/shop.jpg" alt="Our shop" title="Shop" />' +
  '<img src="/media/agencies/a1/0f8fad5b-d9cb-469f-a165-70867728950e.png" alt="" />' +
  '<p></p>';

/** What the server stores for a description it accepted. */
const storedHtml = (document: NewsDocument) => sanitiseNewsHtml(renderNewsDocument(document));

/** The attribute names anywhere in a document, which must be only the ones the renderer reads. */
function attributeNames(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) attributeNames(item, names);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'attrs' && typeof inner === 'object' && inner !== null) {
        for (const name of Object.keys(inner)) names.add(name);
      }
      attributeNames(inner, names);
    }
  }
  return names;
}

const READ_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'level', 'start'];

describe("the description's HTML, made from the editor's document", () => {
  it('is checked by a reading that finds script wherever it could hide', () => {
    for (const html of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<img src="x" onerror="alert(1)" />',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="https://example.com" target="_self" rel="noopener noreferrer nofollow">x</a>',
      '<p style="color:red">x</p>',
      '<svg><p>x</p></svg>',
      '<p>x</p><p',
    ]) {
      expect(unsafeParts(html), html).not.toEqual([]);
    }
  });

  it('renders an ordinary document with every block and mark, and keeps the document as it came', () => {
    const parsed = newsDocumentSchema.parse(ORDINARY);
    expect(parsed).toEqual(ORDINARY);
    const html = storedHtml(parsed);
    expect(html).toBe(ORDINARY_HTML);
    expect(unsafeParts(html)).toEqual([]);
    // Sanitising what was stored, as the feed does when serving it, changes nothing.
    expect(sanitiseNewsHtml(html)).toBe(html);
  });

  it(`lets nothing of ${XSS_CORPUS.length} attempts at script through as markup`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
    for (const attempt of XSS_CORPUS) {
      const parsed = newsDocumentSchema.safeParse(attempt.description);
      if (!parsed.success) continue;
      const html = storedHtml(parsed.data);
      expect(unsafeParts(html), attempt.name).toEqual([]);
      expect(sanitiseNewsHtml(html), attempt.name).toBe(html);
      expect([...attributeNames(parsed.data)].filter((name) => !READ_ATTRIBUTES.includes(name))).toEqual([]);
    }
  });

  it('keeps markup written as text as the same characters, escaped', () => {
    const text = '<img src=x onerror=alert(1)> & "quotes"';
    const html = storedHtml(
      newsDocumentSchema.parse({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      }),
    );
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; "quotes"</p>');
  });

  it('refuses every link that is not http(s) or mailto:, and every picture not from the web or our media', () => {
    const refused = XSS_CORPUS.filter(
      (attempt) => attempt.name.startsWith('a link to') || attempt.name.startsWith('a picture from'),
    );
    for (const attempt of refused) {
      expect(newsDocumentSchema.safeParse(attempt.description).success, attempt.name).toBe(false);
    }
  });

  it('reduces HTML written any other way to the allowlist too, as the sanitiser would serve it', () => {
    const written = [
      '<p onclick="alert(1)" style="color:red">Hi</p><script>alert(1)</script>',
      '<img src="x" onerror="alert(1)"><img src="javascript:alert(1)">',
      '<a href="&#106;avascript:alert(1)">x</a><a href="java&#x09;script:alert(1)">y</a>',
      '<svg><a xlink:href="javascript:alert(1)"><text>z</text></a></svg>',
      '<math href="javascript:alert(1)">m</math><iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<ol start="1 onclick=alert(1)"><li>a</li></ol><h1>big</h1><div style="x">d</div>',
    ];
    for (const html of written) expect(unsafeParts(sanitiseNewsHtml(html)), html).toEqual([]);
  });
});

describe('the attempts through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are refused with a 400 naming the description, or stored and served as harmless text', async () => {
    const agency = await consoleAgency(t);
    let stored = 0;
    for (const attempt of XSS_CORPUS) {
      const response = await callApi(
        t,
        'POST',
        agency.url('/news'),
        agency.adminToken,
        newsInput({ description: attempt.description }),
      );
      if (response.statusCode === 400) {
        expect(response.json().field, attempt.name).toMatch(/^description/);
        continue;
      }
      expect(response.statusCode, `${attempt.name}: ${response.body}`).toBe(200);
      stored++;
      const item = consoleNewsItemSchema.parse(response.json());
      expect([...attributeNames(item.description)].filter((name) => !READ_ATTRIBUTES.includes(name))).toEqual(
        [],
      );
    }
    expect(stored).toBeGreaterThan(20);

    const feed = newsFeedSchema.parse(
      (
        await callApi(t, 'GET', `/v1/locations/${agency.location.id}/news?limit=50`, agency.clientToken)
      ).json(),
    );
    expect(feed.items).toHaveLength(stored);
    for (const item of feed.items) expect(unsafeParts(item.html), item.html).toEqual([]);

    const legacy = await callApi(
      t,
      'GET',
      `/v1/feeds/filter?agency_id=${agency.agency.id}&limit=50`,
      agency.clientToken,
    );
    for (const item of legacy.json().data) expect(unsafeParts(item.description)).toEqual([]);
  });

  it('treats script in the title as text', async () => {
    const agency = await consoleAgency(t);
    const title = '<img src=x onerror=alert(1)>';
    await createNews(t, agency.agency.id, agency.adminToken, { title });
    const feed = newsFeedSchema.parse(
      (await callApi(t, 'GET', `/v1/locations/${agency.location.id}/news`, agency.clientToken)).json(),
    );
    // The title is data, shown by the web as text: it comes back exactly as written.
    expect(feed.items[0]?.title).toBe(title);
  });

  it('sanitises a description again when serving it, whatever was stored', async () => {
    const agency = await consoleAgency(t);
    const item = await createNews(t, agency.agency.id, agency.adminToken);
    await t.database.db
      .update(newsItems)
      .set({
        descriptionHtml:
          '<p onclick="alert(1)">Hi</p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
      })
      .where(eq(newsItems.id, item.id));
    const feed = newsFeedSchema.parse(
      (await callApi(t, 'GET', `/v1/locations/${agency.location.id}/news`, agency.clientToken)).json(),
    );
    expect(feed.items[0]?.html).toBe('<p>Hi</p>');
  });

  it('refuses a document nested too deeply or too large with a 400, never a 500', async () => {
    const agency = await consoleAgency(t);
    const levels = 20_000;
    // Written as text: a value this deep is more than JSON.stringify itself will write.
    const deep = `{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(levels)}{"type":"paragraph"}${']}'.repeat(levels)}]}`;
    const tooLong = JSON.stringify({
      type: 'doc',
      content: Array.from({ length: 6_000 }, () => ({ type: 'horizontalRule' })),
    });
    for (const description of [deep, tooLong]) {
      const { description: _ordinary, ...rest } = newsInput();
      const response = await t.app.inject({
        method: 'POST',
        url: agency.url('/news'),
        headers: { 'x-auth-token': agency.adminToken, 'content-type': 'application/json' },
        payload: `${JSON.stringify(rest).slice(0, -1)},"description":${description}}`,
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'description' });
    }
  });

  it('round-trips an ordinary document: the editor gets back what it sent, Home the HTML', async () => {
    const agency = await consoleAgency(t);
    const created = await createNews(t, agency.agency.id, agency.adminToken, { description: ORDINARY });
    const opened = await callApi(t, 'GET', agency.url(`/news/${created.id}`), agency.adminToken);
    expect(consoleNewsItemSchema.parse(opened.json()).description).toEqual(ORDINARY);
    const feed = newsFeedSchema.parse(
      (await callApi(t, 'GET', `/v1/locations/${agency.location.id}/news`, agency.clientToken)).json(),
    );
    expect(feed.items[0]?.html).toBe(ORDINARY_HTML);
  });
});
