import { Button, colorsTuple, createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Customisation } from '../../../contract/agency';

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

/** Black or white, whichever reads better on a background colour (WCAG relative luminance). */
function readableTextOn(background: string): '#ffffff' | '#1a1b1e' {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(background.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#1a1b1e' : '#ffffff';
}

/** Exposes the customisation as CSS variables, sets the page icon and the tab title. */
export function applyBrandToDocument(customisation: Customisation, agencyName: string | null) {
  const root = document.documentElement.style;
  const names = [
    'topbar_bg',
    'button_bg',
    'button_text',
    'button_border',
    'body_bg',
    'newsfeed_bg',
    'newsfeed_text',
    'newsfeed_tag_bg',
    'newsfeed_tag_text',
  ] as const;
  for (const name of names) root.setProperty(`--brand-${name.replaceAll('_', '-')}`, customisation[name]);
  root.setProperty('--brand-topbar-text', readableTextOn(customisation.topbar_bg));
  document.body.style.backgroundColor = customisation.body_bg;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = customisation.logo || 'data:,';
  document.title = agencyName ?? 'Sign in';
}
