import {
  Button,
  type CSSVariablesResolver,
  colorsTuple,
  createTheme,
  type MantineThemeOverride,
  Modal,
  TableScrollContainer,
} from '@mantine/core';
import type { Customisation } from '../../../contract/agency';
import { readableShadeOf, readableTextOn, tintOf } from './contrast';

/** Neutral look before an agency is known (the sign-in screen). */
export const neutralCustomisation: Customisation = {
  topbar_bg: '#25262b',
  button_bg: '#228be6',
  button_text: '#ffffff',
  button_border: '#1c7ed6',
  body_bg: '#f8f9fa',
  newsfeed_bg: '#ffffff',
  newsfeed_text: '#212529',
  newsfeed_tag_bg: '#e7f5ff',
  newsfeed_tag_text: '#1864ab',
  logo: '',
};

/** The agency's colours as a Mantine theme: filled buttons take button_bg, button_text and button_border. */
export function brandTheme(customisation: Customisation): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: colorsTuple(customisation.button_bg) },
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    components: {
      // Mantine's close button is an icon alone: it needs a name for screen readers.
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
      // A table wider than the screen scrolls in its own box, which shows the columns out of view with a
      // shadow at that edge (see .table-scroll in global.css): Mantine's own scroll area shows nothing
      // until a pointer hovers it, and a phone has none.
      TableScrollContainer: TableScrollContainer.extend({
        defaultProps: { type: 'native', className: 'table-scroll' },
      }),
      Button: Button.extend({
        vars: (_theme, props) =>
          props.variant === undefined || props.variant === 'filled'
            ? {
                root: {
                  '--button-color': 'var(--brand-button-text)',
                  '--button-bd': '1px solid var(--brand-button-border)',
                },
              }
            : { root: {} },
      }),
    },
  });
}

/** How strongly Mantine's light buttons and badges tint their background with the colour, hovered. */
const LIGHT_TINT = 0.12;

/**
 * The brand colour where it is text (links, light and outline buttons, badges): on white, on the page's
 * background and on its own light tint, darkened where the agency's colour is too light to read there.
 * Filled buttons keep the colour itself, with the text colour the agency chose.
 */
export function brandCssVariables(customisation: Customisation): CSSVariablesResolver {
  const colour = customisation.button_bg;
  const backgrounds = ['#ffffff', customisation.body_bg, tintOf(colour, '#ffffff', LIGHT_TINT) ?? '#ffffff'];
  const text = readableShadeOf(colour, backgrounds);
  return () => ({
    variables: {},
    light: {
      '--mantine-color-brand-text': text,
      '--mantine-color-anchor': text,
      '--mantine-color-brand-light-color': text,
      '--mantine-color-brand-outline': text,
    },
    dark: {},
  });
}

/** The nine colours of a customisation, in the order the console lists them. */
export const BRAND_COLOURS = [
  'topbar_bg',
  'button_bg',
  'button_text',
  'button_border',
  'body_bg',
  'newsfeed_bg',
  'newsfeed_text',
  'newsfeed_tag_bg',
  'newsfeed_tag_text',
] as const satisfies readonly (keyof Customisation)[];

/** The page icon when the agency has no logo: none, as index.html starts (no request for /favicon.ico). */
const PRODUCT_ICON = 'data:,';

/**
 * Points the page icon at the logo. Some browsers keep the icon they loaded when only the link's href
 * changes, so a changed icon gets a new link element.
 */
function setPageIcon(href: string) {
  const current = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (current?.getAttribute('href') === href) return;
  const icon = document.createElement('link');
  icon.rel = 'icon';
  icon.href = href;
  if (current) current.replaceWith(icon);
  else document.head.append(icon);
}

/** Exposes the customisation as CSS variables and sets the page icon. */
export function applyBrandToDocument(customisation: Customisation) {
  const root = document.documentElement.style;
  for (const name of BRAND_COLOURS) {
    root.setProperty(`--brand-${name.replaceAll('_', '-')}`, customisation[name]);
  }
  root.setProperty('--brand-topbar-text', readableTextOn(customisation.topbar_bg));
  document.body.style.backgroundColor = customisation.body_bg;
  setPageIcon(customisation.logo || PRODUCT_ICON);
}
