/**
 * Template rendering with liquidjs: strict (an unknown variable or filter is an error, never a
 * blank in a guest's inbox), HTML-escaping every output in e-mail bodies, with no file access
 * (include/render/layout cannot read the server's files) and with render and memory limits so a
 * saved template cannot stall the worker.
 */
import { TEMPLATE_VARIABLE_NAMES, type TemplateChannel } from '@marquee/core/marketing/templates';
import type { MessageKey } from '@marquee/core/messages/en';
import { Liquid, type LiquidOptions } from 'liquidjs';

const noFiles = {
  readFileSync: () => {
    throw new Error('templates cannot include files');
  },
  readFile: async () => {
    throw new Error('templates cannot include files');
  },
  existsSync: () => false,
  exists: async () => false,
  contains: async () => false,
  resolve: (_root: string, file: string) => file,
  sep: '/',
};

const limits: LiquidOptions = {
  strictVariables: true,
  strictFilters: true,
  ownPropertyOnly: true,
  fs: noFiles as unknown as LiquidOptions['fs'],
  renderLimit: 500,
  memoryLimit: 5_000_000,
  parseLimit: 100_000,
  relativeReference: false,
};
const html = new Liquid({ ...limits, outputEscape: 'escape' });
const text = new Liquid(limits);

export interface TemplateProblem {
  key: MessageKey;
  values: Record<string, string>;
}

/** Why a template source cannot be saved, or null: syntax first, then the first unknown variable. */
export function checkTemplateSource(source: string): TemplateProblem | null {
  let names: string[];
  try {
    names = html.globalFullVariablesSync(source);
  } catch (error) {
    return { key: 'marketing.template.syntax', values: { detail: firstLine(error) } };
  }
  const unknown = names.find((n) => !TEMPLATE_VARIABLE_NAMES.has(n));
  return unknown ? { key: 'marketing.template.unknownVariable', values: { name: unknown } } : null;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
}

export interface RenderContext {
  guest: { firstName: string; lastName: string; email: string };
  location: { name: string; address: string };
  booking: { date: string; time: string; confirmationCode: string };
}

/** The body as HTML (outputs escaped) for e-mail, or as text for SMS and e-mail's text part. */
export async function renderSource(source: string, context: RenderContext, as: 'html' | 'text'): Promise<string> {
  return (as === 'html' ? html : text).parseAndRender(source, context);
}

export interface RenderedMessage {
  subject: string;
  text: string;
  /** Empty for SMS. */
  html: string;
}

/** Subject, HTML body and text body of a template for one guest. */
export async function renderMessage(
  template: { channel: TemplateChannel; subject: string; body: string },
  context: RenderContext,
): Promise<RenderedMessage> {
  const subject = template.channel === 'email' ? await renderSource(template.subject, context, 'text') : '';
  if (template.channel === 'sms')
    return { subject, text: await renderSource(template.body, context, 'text'), html: '' };
  // The text part comes from the escaped render, so a guest's own '<…>' survives as text.
  const bodyHtml = await renderSource(template.body, context, 'html');
  return { subject, text: htmlToText(bodyHtml), html: bodyHtml };
}

const DECODED: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

/** A readable text part from a template's HTML. */
export function htmlToText(source: string): string {
  return source
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (_, name: string) => DECODED[name]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
