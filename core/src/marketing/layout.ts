/**
 * The branded e-mail around a rendered body, shared by the REST API (what is sent) and the web
 * (the live preview while branding is edited) (spec/3 §3 Email branding): logo, colours, header
 * and footer. Every branding value is escaped here; the body arrives already rendered with its
 * variables escaped. Inline styles only, as e-mail clients ignore style sheets.
 */
import type { Branding } from './branding.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
/** Colours were validated as #RRGGBB on save; anything else falls back rather than reaching CSS. */
const colour = (value: string, fallback: string) => (/^#[0-9A-Fa-f]{6}$/.test(value) ? value : fallback);
const paragraphs = (value: string) =>
  value
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
    .join('');

export function brandedEmail(branding: Branding, subject: string, bodyHtml: string): string {
  const primary = colour(branding.primaryColor, '#DF151C');
  const background = colour(branding.backgroundColor, '#FFFFFF');
  const ink = colour(branding.textColor, '#222222');
  const logo = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${escapeHtml(branding.senderName)}" style="max-height:50px">`
    : '';
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;background:${background};color:${ink};font-family:Arial,sans-serif">`,
    `<div style="border-top:6px solid ${primary};padding:16px 24px">${logo}${paragraphs(branding.headerText)}</div>`,
    `<div style="padding:16px 24px">${bodyHtml}</div>`,
    `<div style="padding:16px 24px;border-top:1px solid ${primary};font-size:12px">${paragraphs(branding.footerText)}</div>`,
    '</body></html>',
  ].join('');
}

/** "Sender name <address>" with the name quoted, or the address alone. */
export function fromHeader(senderName: string, address: string): string {
  const name = senderName.replace(/["\\\r\n]/g, '').trim();
  return name ? `"${name}" <${address}>` : address;
}
