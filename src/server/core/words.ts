/** Words of a name without accents or apostrophes: "Joe’s Café & Co." gives Joes, Cafe, Co. */
function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’′ʻʼ`]/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** 'Joe’s Café & Co.' → 'JoesCafeCo': letters and digits only, each word capitalised. */
export function camelCaseWords(text: string): string {
  return plainWords(text)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** 'World Bread Day' → '#WorldBreadDay'. */
export function hashtagOf(title: string): string {
  return `#${camelCaseWords(title)}`;
}

/** 'Google Business Profile' → 'google-business-profile': for ids and file names. */
export function slug(text: string): string {
  return plainWords(text.toLowerCase()).join('-');
}
