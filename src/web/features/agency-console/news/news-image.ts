import { mergeAttributes, Node } from '@tiptap/react';
import { isAllowedNewsImageSrc } from '../../../../contract/news-html';

/**
 * A picture in the description, by its address: a block of its own with a source, a description and a
 * title, as the server reads it. Pasted pictures from anywhere the server would refuse (data:, file:)
 * are left out rather than refused when saving.
 */
export const NewsImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isAllowedNewsImageSrc(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});
