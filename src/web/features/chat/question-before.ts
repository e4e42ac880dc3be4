/** The user's message an answer replied to: the last one before it; empty when there is none. */
export function questionBefore(
  messages: readonly { id: string | null; role: string; text: string }[],
  answerId: string,
): string {
  const answer = messages.findIndex((message) => message.id === answerId);
  return messages.slice(0, Math.max(answer, 0)).findLast((message) => message.role === 'user')?.text ?? '';
}
