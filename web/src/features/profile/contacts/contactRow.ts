import type { ContactInput } from '@marquee/core/validation';

/** A row of the points-of-contact form; `key` is local, for React only. */
export interface ContactRowValues extends ContactInput {
  key: string;
}

export interface ContactTypeOption {
  id: number;
  name: string;
}

let next = 0;
export function newRowKey(): string {
  next += 1;
  return `row-${next}`;
}

export function toInput({ key: _key, ...input }: ContactRowValues): ContactInput {
  return { ...input, name: input.name.trim(), email: input.email.trim(), phone: input.phone.trim() };
}
