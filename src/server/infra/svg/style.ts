/**
 * CSS that could fetch or run something, or hide a word from the checks here: imports, escapes,
 * script hooks of old browsers, and the functions that load an image from a plain string.
 */
const FORBIDDEN_CSS =
  /\\|@import|expression\s*\(|(?:java|vb)script:|-moz-binding|behavior\s*:|image-set\s*\(|\bimage\s*\(|\bsrc\s*\(|cross-fade\s*\(|element\s*\(/i;

/** A url() that points at a fragment of the same file, such as a gradient: url(#shine); read where it starts. */
const FRAGMENT_URL = /url\s*\(\s*(['"]?)#[\w.:-]*\1\s*\)/iy;

/** Whether every url() in the value points at a fragment of the same file, never at another file. */
function referencesOnlyFragments(value: string): boolean {
  for (const match of value.matchAll(/url\s*\(/gi)) {
    FRAGMENT_URL.lastIndex = match.index;
    if (!FRAGMENT_URL.test(value)) return false;
  }
  return true;
}

/**
 * Whether CSS stays inside the file. Presentation attributes are read as CSS too, escapes included
 * (`fill="\75 rl(…)"` is a url()), so every attribute value a drawing keeps passes this.
 */
export const staysInside = (css: string) => !FORBIDDEN_CSS.test(css) && referencesOnlyFragments(css);

/** A style attribute without the declarations that reach outside the file; null when none is left. */
export function safeStyleValue(style: string): string | null {
  const kept = style
    .split(';')
    .filter((declaration) => declaration.trim() !== '' && staysInside(declaration));
  return kept.length > 0 ? kept.join(';') : null;
}

/** A style sheet as it is, or null when any of it reaches outside the file. */
export function safeStyleSheet(sheet: string): string | null {
  return staysInside(sheet) ? sheet : null;
}
