/** A key of the API in words: "monthlyRechargeCapCents" → "monthly recharge cap cents", "topbar_bg" → "topbar bg". */
export function wordsOfKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => (/^[A-Z0-9]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()))
    .join(' ');
}

/** The same words starting a sentence: "Location ids". */
export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
