/**
 * Save rules of Roles & Departments (spec/3 §5), shared by the web's modals and the REST API:
 * Add Department needs a name and one location; Add Role needs a name, at least one department
 * and at least one location. Each answers field → message key of the first rule broken.
 */
import { MAX_TEXT_LENGTH } from '../constants.ts';
import type { MessageKey } from '../messages/en.ts';
import { isTooLong } from '../validation.ts';

export interface DepartmentInput {
  name: string;
  locationId: number | null;
}

export interface LinkedRoleInput {
  name: string;
  departmentIds: readonly number[];
  locationIds: readonly number[];
}

type Problems<F extends string> = Partial<Record<F, MessageKey>>;

function nameProblem(name: string, empty: MessageKey): MessageKey | undefined {
  if (name.trim() === '') return empty;
  return isTooLong(name.trim(), MAX_TEXT_LENGTH) ? 'validation.tooLong' : undefined;
}

const clean = <F extends string>(p: Problems<F>): Problems<F> =>
  Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as Problems<F>;

export function validateDepartment(input: DepartmentInput): Problems<'name' | 'locationId'> {
  return clean({
    name: nameProblem(input.name, 'roles.error.departmentName'),
    locationId: input.locationId === null ? 'roles.error.locationRequired' : undefined,
  });
}

export function validateLinkedRole(input: LinkedRoleInput): Problems<'name' | 'departmentIds' | 'locationIds'> {
  return clean({
    name: nameProblem(input.name, 'roles.error.nameRequired'),
    departmentIds: input.departmentIds.length === 0 ? 'roles.error.departmentsRequired' : undefined,
    locationIds: input.locationIds.length === 0 ? 'roles.error.locationsRequired' : undefined,
  });
}

/**
 * The departments Add New Role offers: a role works at its locations, so it may be linked only to
 * departments at one of them; with no location chosen yet, none.
 */
export function departmentsAt<D extends { locationId: number }>(
  all: readonly D[],
  locationIds: readonly number[],
): D[] {
  const chosen = new Set(locationIds);
  return all.filter((d) => chosen.has(d.locationId));
}
