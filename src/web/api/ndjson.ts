/** Hands on each non-empty line of a newline-delimited body as it arrives. */
export async function readLines(body: NonNullable<Response['body']>, onLine: (line: string) => void) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffered += value;
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        if (line) onLine(line);
        newline = buffered.indexOf('\n');
      }
      if (done) {
        const rest = buffered.trim();
        if (rest) onLine(rest);
        return;
      }
    }
  } catch (error) {
    // A line the caller refused ends the read; the rest of the answer is not wanted.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
