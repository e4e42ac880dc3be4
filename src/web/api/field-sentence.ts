/** The verbs the contract's messages start with when they speak of the field ("is required", "must be…"). */
const ABOUT_THE_FIELD = /^(is|must|has|does|cannot|needs)\b/;

/**
 * A message as it reads under a form's field, as a sentence. The contract writes its rules as the end of a
 * sentence, so the API can put the field's name before them ("name: is required"); under the field itself
 * that reads as a fragment. "is required" becomes "This field is required.", "must be at most 200
 * characters" "This must be at most 200 characters.", "choose a location" "Choose a location."; a message
 * already written as a sentence is kept as it is.
 */
export function fieldSentence(message: string): string {
  const text = message.trim();
  if (text === '' || /^[A-Z]/.test(text)) return text;
  const sentence = text.startsWith('is required')
    ? `This field ${text}`
    : ABOUT_THE_FIELD.test(text)
      ? `This ${text}`
      : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
