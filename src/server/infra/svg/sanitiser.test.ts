import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './sanitiser.js';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

function cleaned(source: string): string {
  const verdict = sanitiseSvg(source);
  if (verdict.kind !== 'clean') throw new Error(`expected a clean drawing, got ${JSON.stringify(verdict)}`);
  return verdict.svg;
}

describe('the SVG sanitiser', () => {
  it('drops a plain DOCTYPE naming the SVG DTD', () => {
    const source = `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${SVG}><rect width="2"/></svg>`;
    expect(cleaned(source)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="2"></rect></svg>',
    );
  });

  it('refuses any DOCTYPE that declares something of its own, even a harmless entity', () => {
    for (const doctype of [
      '<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [ ]>',
      '<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>',
    ]) {
      expect(sanitiseSvg(`${doctype}<svg ${SVG}><rect/></svg>`), doctype).toEqual({ kind: 'declarations' });
    }
  });

  it('refuses a file whose own entities would expand it into gigabytes, at once', () => {
    const laughs = [
      '<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, level) => {
        const previous = level === 0 ? 'lol' : `lol${level}`;
        return `<!ENTITY lol${level + 1} "${`&${previous};`.repeat(10)}">`;
      }),
    ].join('');
    // Each reference is escaped into a copy of its own: 20,000 of them would take 20 GB.
    const large = `<!ENTITY big "${'>'.repeat(250_000)}">`;
    const files = [
      `<!DOCTYPE svg [${laughs}]><svg ${SVG}><text>&lol9;</text></svg>`,
      `<!DOCTYPE svg [${large}]><svg ${SVG}>${'<g>&big;</g>'.repeat(20_000)}</svg>`,
    ];
    for (const file of files) {
      const started = performance.now();
      expect(sanitiseSvg(file)).toEqual({ kind: 'declarations' });
      expect(performance.now() - started).toBeLessThan(200);
    }
  });

  it('refuses a reference to an entity XML does not define', () => {
    expect(sanitiseSvg(`<svg ${SVG}><text>&secret;</text></svg>`)).toMatchObject({ kind: 'malformed' });
  });

  it('keeps only attributes spelled exactly as SVG spells them', () => {
    const kept = cleaned(
      `<svg ${SVG} viewBox="0 0 4 4"><rect x="1" width="2" fill="#e07a5f" stroke-width="2" VIEWBOX="9" Fill="red" data-editor="x" tabindex="1"/></svg>`,
    );
    expect(kept).toContain('viewBox="0 0 4 4"');
    expect(kept).toContain('<rect x="1" width="2" fill="#e07a5f" stroke-width="2"></rect>');
    expect(kept).not.toMatch(/VIEWBOX|Fill|data-editor|tabindex/);
  });

  it('drops links written in another case, to another file, to data: or through xml:base', () => {
    const kept = cleaned(
      [
        `<svg ${SVG} xmlns:l="http://www.w3.org/1999/xlink">`,
        '<defs><path id="mark" d="M0 0h4"/></defs>',
        '<use HREF="https://tracker.example/x.svg#a"/>',
        '<use Href="https://tracker.example/x.svg#b"/>',
        '<use href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E"/>',
        '<use l:href="https://tracker.example/x.svg#c"/>',
        '<use xml:base="https://tracker.example/" href="#mark"/>',
        '<use l:href="#mark"/>',
        '</svg>',
      ].join(''),
    );
    expect(kept).not.toMatch(/tracker\.example|data:|HREF|Href|xml:base|l:href/);
    expect(kept).toContain('<use href="#mark"></use>');
    expect(kept).toContain('<use xlink:href="#mark"></use>');
  });

  it('drops a style attribute written in another case, and style that loads through escapes', () => {
    const kept = cleaned(
      [
        `<svg ${SVG}>`,
        `<rect STYLE="background:image-set('https://tracker.example/x' 1x)"/>`,
        '<rect style="fill:u\\rl(https://tracker.example/a);stroke-width:2"/>',
        '<rect style="fill:\\75 rl(https://tracker.example/b);opacity:1"/>',
        '<rect fill="\\75 rl(https://tracker.example/c)" stroke="url(https://tracker.example/d)"/>',
        '<rect cursor="url(https://tracker.example/e.cur), auto"/>',
        '</svg>',
      ].join(''),
    );
    expect(kept).not.toMatch(/tracker\.example|STYLE|image-set|cursor|\\/);
    expect(kept).toContain('<rect style="stroke-width:2"></rect>');
    expect(kept).toContain('<rect style="opacity:1"></rect>');
  });

  it('leaves out animations that could point a link or a style elsewhere', () => {
    const kept = cleaned(
      [
        `<svg ${SVG}>`,
        '<use href="#mark"><animate attributeName="href" values="https://tracker.example/x.svg#a"/></use>',
        '<use href="#mark"><set attributeName="xlink:href" to="data:image/svg+xml,x"/></use>',
        '<rect><set attributeName="style" to="fill:url(https://tracker.example/y)"/></rect>',
        '<rect><animateTransform attributeName="transform" type="rotate" from="0" to="90"/></rect>',
        '</svg>',
      ].join(''),
    );
    expect(kept).not.toMatch(/animate|<set|attributeName|tracker\.example|data:/);
  });

  it('refuses an animation that would turn a link into script', () => {
    for (const animation of [
      '<set attributeName="href" to="javascript:alert(1)"/>',
      '<animate attributeName="href" values="#a;javascript:alert(1)"/>',
    ]) {
      const source = `<svg ${SVG}><a>${animation}<text>Go</text></a></svg>`;
      expect(sanitiseSvg(source), animation).toEqual({ kind: 'active' });
    }
  });

  it('keeps a style sheet that stays inside the file and drops one that reaches outside', () => {
    const inside = cleaned(`<svg ${SVG}><style>.mark { fill: url(#shine) }</style></svg>`);
    expect(inside).toContain('<style>.mark { fill: url(#shine) }</style>');
    for (const sheet of [
      '.mark { fill: url(https://tracker.example/x) }',
      '@import "https://tracker.example/more.css";',
      '.mark { background: image-set("https://tracker.example/x.png" 1x) }',
      '.mark { fill: u\\72l(https://tracker.example/x) }',
      '.mark { fill: u\\rl(https://tracker.example/x) }',
      '.mark { fill: \\75 rl(https://tracker.example/x) }',
      '@\\69mport "https://tracker.example/more.css";',
      '@IMPORT "https://tracker.example/more.css";',
      '.mark { fill: &#x75;rl(https://tracker.example/x) }',
      '<![CDATA[.mark { fill: url(https://tracker.example/x) }]]>',
    ]) {
      expect(cleaned(`<svg ${SVG}><style>${sheet}</style><rect/></svg>`)).not.toContain('<style');
    }
  });

  it('leaves out elements of other namespaces and everything inside them', () => {
    const source = `<svg ${SVG} xmlns:x="urn:editor"><x:layer><rect/></x:layer><circle r="1"/></svg>`;
    expect(cleaned(source)).not.toMatch(/layer|<rect/);
  });

  it('reads a drawing nested as deep as drawings go', () => {
    const source = `<svg ${SVG}>${'<g>'.repeat(150)}<rect/>${'</g>'.repeat(150)}</svg>`;
    expect(cleaned(source)).toContain('<rect></rect>');
  });

  it('refuses a file of nothing but nested elements at once, rather than reading it for minutes', () => {
    const depth = 500_000;
    const started = performance.now();
    const verdict = sanitiseSvg(`<svg ${SVG}>${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`);
    expect(verdict).toEqual({ kind: 'malformed', reason: 'its elements are nested too deeply' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a document whose root is not an SVG drawing', () => {
    expect(sanitiseSvg('<svg xmlns="http://www.w3.org/1999/xhtml"><rect/></svg>')).toMatchObject({
      kind: 'malformed',
    });
  });
});
