/**
 * A control shown as unavailable while its work runs, but left focusable: a disabled button hands the keyboard's
 * focus back to the page, so after "Write me a Post" or a tone the next Tab started again at the top. Assistive
 * technology still hears it as unavailable; its click handler must ignore clicks meanwhile.
 */
export function heldWhile(busy: boolean): { 'data-disabled'?: true; 'aria-disabled'?: true } {
  return busy ? { 'data-disabled': true, 'aria-disabled': true } : {};
}
