import { readFileSync } from 'node:fs';
import type { Font, FontWeight } from 'satori';
import { facesFor, subsetNamed } from './scripts.js';
import type { Subset } from './typefaces.js';
import type { El } from './types.js';

interface Face {
  subset: Subset;
  weight: FontWeight;
  italic: boolean;
}

/** The package's weight closest to the one asked for; of two as close, the heavier. */
function nearestWeight(subset: Subset, asked: number): FontWeight {
  const weights = subset.typeface.weights;
  let best = weights[0] ?? 400;
  for (const weight of weights) {
    const distance = Math.abs(weight - asked);
    const bestDistance = Math.abs(best - asked);
    if (distance < bestDistance || (distance === bestDistance && weight > best)) best = weight;
  }
  return best;
}

/**
 * Font files read so far, dropped oldest first past a total size: a server drawing many Japanese and
 * Chinese titles would otherwise end up holding every slice of both fonts. Satori keeps its parsed
 * fonts per file buffer, so a file that stays here is parsed only once.
 */
const MAX_FILE_BYTES = 48 * 1024 * 1024;
const files = new Map<string, Buffer>();
let fileBytes = 0;

function fileAt(path: string): Buffer {
  const cached = files.get(path);
  if (cached) {
    files.delete(path);
    files.set(path, cached);
    return cached;
  }
  const data = readFileSync(path);
  files.set(path, data);
  fileBytes += data.byteLength;
  for (const [oldPath, old] of files) {
    if (fileBytes <= MAX_FILE_BYTES || oldPath === path) break;
    files.delete(oldPath);
    fileBytes -= old.byteLength;
  }
  return data;
}

/**
 * The same font list for the same faces: satori keeps one prepared font engine per list (and
 * recognises an equal list), so reusing lists keeps its shaping caches warm.
 */
const MAX_LISTS = 64;
const lists = new Map<string, Font[]>();

function fontList(faces: Face[]): Font[] {
  const key = faces.map((face) => `${face.subset.name}/${face.weight}/${face.italic ? 'i' : 'n'}`).join(',');
  const cached = lists.get(key);
  if (cached) return cached;
  const list = faces.map(
    (face): Font => ({
      name: face.subset.name,
      data: fileAt(face.subset.path(face.weight, face.italic)),
      weight: face.weight,
      style: face.italic ? 'italic' : 'normal',
    }),
  );
  if (lists.size >= MAX_LISTS) lists.clear();
  lists.set(key, list);
  return list;
}

interface Inherited {
  fontFamily: string;
  weight: number;
  italic: boolean;
}

function collect(el: El, inherited: Inherited, faces: Map<string, Face>): void {
  const style = el.props.style;
  const own: Inherited = {
    fontFamily: typeof style.fontFamily === 'string' ? style.fontFamily : inherited.fontFamily,
    weight: typeof style.fontWeight === 'number' ? style.fontWeight : inherited.weight,
    italic: style.fontStyle === undefined ? inherited.italic : style.fontStyle === 'italic',
  };
  const children = el.props.children ?? [];
  if (children.some((child) => typeof child === 'string')) {
    for (const name of own.fontFamily.split(',')) {
      const subset = subsetNamed(name.trim());
      if (!subset) continue;
      const weight = nearestWeight(subset, own.weight);
      const italic = own.italic && subset.typeface.italic;
      faces.set(`${subset.name}/${weight}/${italic}`, { subset, weight, italic });
    }
  }
  for (const child of children) if (typeof child !== 'string') collect(child, own, faces);
}

/**
 * The fonts for drawing an element tree: each face its texts ask for, read when first needed. A
 * picture in Latin letters loads no Arabic, and a Japanese title loads only the slices of the
 * Japanese font that hold its characters.
 */
export function fontsFor(root: El): Font[] {
  const faces = new Map<string, Face>();
  collect(root, { fontFamily: facesFor('sans', '').fontFamily, weight: 400, italic: false }, faces);
  return fontList([...faces.keys()].sort().flatMap((key) => faces.get(key) ?? []));
}
