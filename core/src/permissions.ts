/**
 * The permission model of spec/1 §6: a string of '0'/'1' split into fixed-length chunks, one
 * chunk per module at `index × chunkLength`. Inside a chunk, the character at position k stands
 * for the flag whose value is 2^k, so a flag of value 2 (view) is position 1, 64 (remove
 * multiple) is position 6. Position 0 is unused by the flags; a chunk of all zeros means "none".
 */
export const Flag = {
  view: 2,
  detailView: 4,
  add: 8,
  updateAndExecute: 16,
  remove: 32,
  removeMultiple: 64,
} as const;
export type FlagName = keyof typeof Flag;
export const FLAG_NAMES = Object.keys(Flag) as FlagName[];

/** Smallest chunk that holds every flag (positions 0–6). */
export const DEFAULT_CHUNK_LENGTH = 7;

export interface PermissionSource {
  permissionBits: string;
  permissionChunkLength: number;
}

function position(flag: number): number {
  return Math.log2(flag);
}

/** The chunk of one module, or '' when the string is too short to hold it. */
export function chunkOf(bits: string, chunkLength: number, index: number): string {
  return bits.slice(index * chunkLength, (index + 1) * chunkLength);
}

export function hasFlag(bits: string, chunkLength: number, index: number, flag: number): boolean {
  return chunkOf(bits, chunkLength, index).charAt(position(flag)) === '1';
}

/** Screen-level permission set (spec/3 §6). */
export interface PermissionSet {
  canView: boolean;
  canDetailView: boolean;
  canAdd: boolean;
  canUpdateAndExecute: boolean;
  canRemove: boolean;
  canRemoveMultiple: boolean;
}

export const NO_PERMISSIONS: PermissionSet = {
  canView: false,
  canDetailView: false,
  canAdd: false,
  canUpdateAndExecute: false,
  canRemove: false,
  canRemoveMultiple: false,
};

export function permissionSet(bits: string, chunkLength: number, index: number): PermissionSet {
  const has = (flag: number) => hasFlag(bits, chunkLength, index, flag);
  return {
    canView: has(Flag.view),
    canDetailView: has(Flag.detailView),
    canAdd: has(Flag.add),
    canUpdateAndExecute: has(Flag.updateAndExecute),
    canRemove: has(Flag.remove),
    canRemoveMultiple: has(Flag.removeMultiple),
  };
}

/**
 * A user may hold several roles; the effective string grants a flag when any role grants it.
 * Roles of different chunk lengths are first re-chunked to the longest.
 */
export function effectivePermissions(roles: readonly PermissionSource[]): PermissionSource {
  if (roles.length === 0) return { permissionBits: '', permissionChunkLength: DEFAULT_CHUNK_LENGTH };
  const chunkLength = Math.max(...roles.map((r) => r.permissionChunkLength));
  const modules = Math.max(...roles.map((r) => Math.ceil(r.permissionBits.length / r.permissionChunkLength)));
  let out = '';
  for (let index = 0; index < modules; index++) {
    let chunk = '';
    for (let p = 0; p < chunkLength; p++) {
      const granted = roles.some((r) => chunkOf(r.permissionBits, r.permissionChunkLength, index).charAt(p) === '1');
      chunk += granted ? '1' : '0';
    }
    out += chunk;
  }
  return { permissionBits: out, permissionChunkLength: chunkLength };
}

/**
 * No self-escalation (DESIGN.md, Permissions): true when every flag `granted` sets is also set in
 * `held`. Compared module by module and position by position, so strings of different chunk
 * lengths compare as effectivePermissions re-chunks them; a position `held` has no room for
 * counts as not held.
 */
export function grantsWithin(granted: PermissionSource, held: PermissionSource): boolean {
  const modules = Math.ceil(granted.permissionBits.length / granted.permissionChunkLength);
  for (let index = 0; index < modules; index++) {
    const chunk = chunkOf(granted.permissionBits, granted.permissionChunkLength, index);
    const mine = chunkOf(held.permissionBits, held.permissionChunkLength, index);
    for (let p = 0; p < chunk.length; p++) {
      if (chunk.charAt(p) === '1' && (p >= held.permissionChunkLength || mine.charAt(p) !== '1')) return false;
    }
  }
  return true;
}

/** Spec/1 §4: the first chunk all zeros means the user has blocked default access. */
export function hasBlockedDefaultAccess(bits: string, chunkLength: number): boolean {
  return !chunkOf(bits, chunkLength, 0).includes('1');
}

/** Builds a bit string granting `flags` on the given module indexes (demo data and tests). */
export function encodePermissions(
  grants: ReadonlyMap<number, readonly FlagName[]> | Record<number, readonly FlagName[]>,
  chunkLength = DEFAULT_CHUNK_LENGTH,
): string {
  const entries: [number, readonly FlagName[]][] =
    grants instanceof Map ? [...grants.entries()] : Object.entries(grants).map(([k, v]) => [Number(k), v]);
  const size = entries.length === 0 ? 0 : Math.max(...entries.map(([i]) => i)) + 1;
  const chars = Array.from({ length: size * chunkLength }, () => '0');
  for (const [index, flags] of entries) {
    for (const name of flags) chars[index * chunkLength + position(Flag[name])] = '1';
  }
  return chars.join('');
}
