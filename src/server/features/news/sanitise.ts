import sanitizeHtml from 'sanitize-html';
import {
  isAllowedListStart,
  isAllowedNewsImageSrc,
  isAllowedNewsLink,
  NEWS_ATTRIBUTES,
  NEWS_LINK_REL,
  NEWS_LINK_TARGET,
  NEWS_TAGS,
} from '../../../contract/news-html.js';

/**
 * The description's allowlist as sanitize-html enforces it: the HTML the server rendered passes
 * through it before it is stored, and again before it is served, so a flaw in the renderer or a row
 * written some other way still reaches no browser as anything but this markup.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...NEWS_TAGS],
  allowedAttributes: {
    a: [...NEWS_ATTRIBUTES.a],
    img: [...NEWS_ATTRIBUTES.img],
    ol: [...NEWS_ATTRIBUTES.ol],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // A link keeps only an allowed address and always opens apart from the app; any other loses its
    // address (an <a> without href is no link) and keeps its words.
    a: (_tagName, attributes): sanitizeHtml.Tag => {
      const href = attributes.href ?? '';
      return {
        tagName: 'a',
        attribs: isAllowedNewsLink(href) ? { href, target: NEWS_LINK_TARGET, rel: NEWS_LINK_REL } : {},
      };
    },
    // A picture from anywhere else loses its address, and then the picture itself (below).
    img: (_tagName, attributes): sanitizeHtml.Tag => {
      const { src = '', alt, title } = attributes;
      if (!isAllowedNewsImageSrc(src)) return { tagName: 'img', attribs: {} };
      return {
        tagName: 'img',
        attribs: { src, alt: alt ?? '', ...(title ? { title } : {}) },
      };
    },
    ol: (_tagName, attributes): sanitizeHtml.Tag => {
      const start = attributes.start ?? '';
      return { tagName: 'ol', attribs: isAllowedListStart(start) ? { start } : {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  disallowedTagsMode: 'discard',
};

/** A description's HTML reduced to the allowlist. */
export function sanitiseNewsHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}
