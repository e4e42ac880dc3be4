/** A colour typed the short way ("#fff", "#1AB") written out in full ("#ffffff"); anything else as it was. */
export function fullHex(value: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value.trim());
  return short
    ? `#${short
        .slice(1)
        .map((digit) => digit.repeat(2))
        .join('')}`.toLowerCase()
    : value;
}
