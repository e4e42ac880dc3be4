/** Small colour helpers working on '#rrggbb' strings. */

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parse(hex: string): Rgb {
  const m = HEX.exec(hex.trim());
  if (!m?.[1]) return [0, 0, 0];
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

function hex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** The colour as lowercase '#rrggbb', or the fallback when it is not a hex colour. */
export function normalizeHex(value: string, fallback: string): string {
  return HEX.test(value.trim()) ? hex(parse(value)) : fallback;
}

/** Mixes a towards b: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function rgba(color: string, alpha: number): string {
  const [r, g, b] = parse(color);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parse(color);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whichever of dark or light reads better on bg. */
export function readableOn(bg: string, dark = '#111111', light = '#ffffff'): string {
  return contrast(bg, dark) >= contrast(bg, light) ? dark : light;
}

/** fg, darkened or lightened just enough to reach the contrast ratio against bg. */
export function ensureContrast(fg: string, bg: string, ratio: number): string {
  if (contrast(fg, bg) >= ratio) return fg;
  const toward = luminance(bg) > 0.4 ? '#000000' : '#ffffff';
  for (let t = 0.05; t < 1; t += 0.05) {
    const candidate = mix(fg, toward, t);
    if (contrast(candidate, bg) >= ratio) return candidate;
  }
  return toward;
}

/** The hue of the colour in degrees, 0-360 (0 for greys). */
export function hueOf(color: string): number {
  const [r, g, b] = parse(color);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}

/** A colour from hue (degrees), saturation and lightness (0-1). */
export function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return hex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** The colour's hue at full saturation and the given lightness: a vivid version of it. */
export function vivid(color: string, lightness = 0.6, saturation = 1): string {
  return hsl(hueOf(color), saturation, lightness);
}

/** The hue distance between two colours, 0-180 degrees. */
export function hueDistance(a: string, b: string): number {
  const d = Math.abs(hueOf(a) - hueOf(b)) % 360;
  return d > 180 ? 360 - d : d;
}

/** Whichever of the two colours is darker. */
export function darker(a: string, b: string): string {
  return luminance(a) <= luminance(b) ? a : b;
}
