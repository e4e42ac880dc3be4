/**
 * The narrowest a table laid out for phones gets before it scrolls sideways: the width a 360-pixel phone leaves
 * inside a page's card. At 320 every such table scrolled by a few pixels on a 390-pixel phone, and its edge
 * was shaded as if columns were hidden.
 */
export const PHONE_TABLE_WIDTH = 280;
