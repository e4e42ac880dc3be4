import type { FormErrors } from '@mantine/form';

/**
 * After a refused submit, moves to the first field in error, in the order the page shows them. In a form
 * longer than the screen (the brand profile in its dialog) the message may otherwise sit out of view, and
 * the button seems to do nothing.
 */
export function focusFirstError(errors: FormErrors, nodeOf: (path: string) => HTMLElement | null): void {
  const nodes = Object.keys(errors)
    .map(nodeOf)
    .filter((node) => node !== null);
  const first = nodes.reduce<HTMLElement | undefined>(
    (earliest, node) =>
      !earliest || earliest.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING
        ? node
        : earliest,
    undefined,
  );
  if (!first) return;
  first.scrollIntoView({ block: 'center' });
  // A select opens its list when it takes focus, and the list would cover the message under it.
  if (first.getAttribute('aria-haspopup') !== 'listbox') first.focus({ preventScroll: true });
}
