import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser.js';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

function cleaned(source: string): string {
  const verdict = sanitiseSvg(source);
  if (verdict.kind !== 'clean') throw new Error(`expected a clean drawing, got ${JSON.stringify(verdict)}`);
  return verdict.svg;
}

describe('the SVG sanitiser', () => {
  it('reads the namespaces some drawing programs declare as entities in the doctype', () => {
    const source = `<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]><svg xmlns="&ns_svg;"><rect width="2"/></svg>`;
    expect(cleaned(source)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="2"></rect></svg>',
    );
  });

  it('refuses entities that would blow a small file up into a huge one', () => {
    const entity = 'x'.repeat(100);
    const source = `<!DOCTYPE svg [<!ENTITY a "${entity}">]><svg ${SVG}><text>${'&a;'.repeat(20_000)}</text></svg>`;
    expect(sanitiseSvg(source)).toMatchObject({ kind: 'malformed' });
  });

  it('refuses an animation that would turn a link into script', () => {
    const source = `<svg ${SVG}><a><set attributeName="href" to="javascript:alert(1)"/><text>Go</text></a></svg>`;
    expect(sanitiseSvg(source)).toEqual({ kind: 'active' });
  });

  it('keeps a style sheet that stays inside the file and drops one that reaches outside', () => {
    const inside = cleaned(`<svg ${SVG}><style>.mark { fill: url(#shine) }</style></svg>`);
    expect(inside).toContain('<style>.mark { fill: url(#shine) }</style>');
    for (const sheet of [
      '.mark { fill: url(https://tracker.example/x) }',
      '@import "https://tracker.example/more.css";',
      '.mark { background: image-set("https://tracker.example/x.png" 1x) }',
      '.mark { fill: u\\72l(https://tracker.example/x) }',
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
