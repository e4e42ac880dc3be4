/**
 * An e-mail address that, where its line is too narrow, breaks after the "@" before anywhere else:
 * "demo@" over "example.com" rather than "demo@example.c" over "om". Copied, it is the address as typed.
 */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
