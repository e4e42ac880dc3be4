import type { Customisation } from '../../contract/agency.js';
import { escapeHtml } from '../core/html.js';
import type { Mail } from './mailer.js';

/** Who a white-label e-mail comes from: the agency, by name and in its colours. */
export interface MailBrand {
  name: string;
  customisation: Customisation;
}

export interface BrandedMailInput {
  to: string;
  brand: MailBrand;
  subject: string;
  paragraphs: readonly string[];
  /** The link the e-mail is about, as a button in HTML and a line of its own in text. */
  action?: { label: string; url: string };
  footer: string;
}

/** An e-mail in plain text and in HTML, from the agency by name, in its colours. */
export function brandedMail({ to, brand, subject, paragraphs, action, footer }: BrandedMailInput): Mail {
  const { customisation: look } = brand;
  const text = [...paragraphs, ...(action ? [action.url] : []), footer].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${look.button_bg};color:${look.button_text};border:1px solid ${look.button_border};padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<div style="font-family:sans-serif;background:${look.body_bg};padding:24px">
<div style="max-width:520px;margin:auto;background:#ffffff;border-radius:8px;overflow:hidden">
<div style="background:${look.topbar_bg};color:#ffffff;padding:16px 24px;font-weight:bold">${escapeHtml(brand.name)}</div>
<div style="padding:24px;color:#1f2933">${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p></div></div></div>`;
  return { to, senderName: brand.name, subject, text, html };
}
