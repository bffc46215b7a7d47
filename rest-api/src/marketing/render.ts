/**
 * Template rendering with liquidjs: strict (an unknown variable or filter is an error, never a
 * blank in a guest's inbox), HTML-escaping every output in e-mail bodies, with no file access
 * (include/render/layout cannot read the server's files) and with render and memory limits so a
 * saved template cannot stall the worker.
 */
import { SAMPLE_CONTEXT, TEMPLATE_VARIABLE_NAMES, type TemplateChannel } from '@marquee/core/marketing/templates';
import type { MessageKey } from '@marquee/core/messages/en';
import { Liquid, type LiquidOptions } from 'liquidjs';
import { invalidInput } from '../http/errors.ts';

const noFiles: NonNullable<LiquidOptions['fs']> = {
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
  fs: noFiles,
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

/**
 * Why a template source cannot be saved, or null: syntax first, then the first variable not in
 * `allowed` (every variable unless told: a template's time type narrows it, templateVariablesFor).
 */
export function checkTemplateSource(
  source: string,
  allowed: ReadonlySet<string> = TEMPLATE_VARIABLE_NAMES,
): TemplateProblem | null {
  let names: string[];
  try {
    names = html.globalFullVariablesSync(source);
  } catch (error) {
    return { key: 'marketing.template.syntax', values: { detail: firstLine(error) } };
  }
  const unknown = names.find((n) => !allowed.has(n));
  if (unknown) {
    // A known variable this kind of message has no value for (a booking's date in a newsletter).
    if (TEMPLATE_VARIABLE_NAMES.has(unknown))
      return { key: 'bookingMessages.error.variableNotHere', values: { name: unknown } };
    return { key: 'marketing.template.unknownVariable', values: { name: unknown } };
  }
  // a template that always hits the render or memory limit (a loop over a huge range, a
  // string grown without end) is refused now, by a trial render for the sample guest, rather than
  // failing at every send.
  try {
    html.parseAndRenderSync(source, { location: { name: 'Location', address: 'Address' }, ...SAMPLE_CONTEXT });
  } catch (error) {
    const problem = limitProblem(error);
    if (problem) return problem;
  }
  return null;
}

/** The problem of an error that is one of the render limits, or null for any other error. */
export function limitProblem(error: unknown): TemplateProblem | null {
  const detail = firstLine(error);
  return /limit exceeded/i.test(detail) ? { key: 'validation.templateLimit', values: { detail } } : null;
}

/** Renders `field`; hitting a render limit is the template's fault: 400 naming the field. */
async function renderField(field: string, render: Promise<string>): Promise<string> {
  try {
    return await render;
  } catch (error) {
    const problem = limitProblem(error);
    if (problem) throw invalidInput({ [field]: problem });
    throw error;
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
}

export interface RenderContext {
  guest: { firstName: string; lastName: string; email: string };
  location: { name: string; address: string };
  /** Only a message about a booking has its values: any other's `booking.*` is a render error. */
  booking?: Readonly<Record<string, string>>;
  /** Only the pay-by-link's. */
  payment?: { link: string; expires: string };
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
  const subject =
    template.channel === 'email' ? await renderField('subject', renderSource(template.subject, context, 'text')) : '';
  if (template.channel === 'sms')
    return { subject, text: await renderField('body', renderSource(template.body, context, 'text')), html: '' };
  // The text part comes from the escaped render, so a guest's own '<…>' survives as text.
  const bodyHtml = await renderField('body', renderSource(template.body, context, 'html'));
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
