import type { Customisation } from '../../../contract/agency.js';

/**
 * The look a new agency starts with until its admins choose their own: calm blues on a light page,
 * white on the buttons at a readable contrast, and no logo (the agency's name shows instead).
 */
export const DEFAULT_LOOK: Customisation = {
  topbar_bg: '#24324a',
  button_bg: '#2f6f95',
  button_text: '#ffffff',
  button_border: '#285f80',
  body_bg: '#f6f8fb',
  newsfeed_bg: '#ffffff',
  newsfeed_text: '#1f2933',
  newsfeed_tag_bg: '#e6f0f7',
  newsfeed_tag_text: '#24324a',
  logo: '',
};
