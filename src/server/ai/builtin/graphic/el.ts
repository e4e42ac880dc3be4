import type { Child, El, Style } from './types.js';

/** A flex box: satori needs display:flex on every div with more than one child. */
export function box(style: Style, children: Child[] = []): El {
  return {
    type: 'div',
    key: null,
    props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children },
  };
}

/** A box holding one run of text. */
export function text(style: Style, content: string): El {
  return box(style, [content]);
}

/** An absolutely placed box, for decoration layered behind the content. */
export function layer(style: Style, children: Child[] = []): El {
  return box({ position: 'absolute', ...style }, children);
}

/** An image scaled to fit inside width×height without distortion. */
export function image(src: string, width: number, height: number, style: Style = {}): El {
  return {
    type: 'img',
    key: null,
    props: { src, width, height, style: { width, height, objectFit: 'contain', ...style } },
  };
}
