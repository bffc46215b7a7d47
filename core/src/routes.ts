import { hasFlag, Flag } from './permissions.ts';
import { PAY_LINK_ROUTE } from './bookings/rules.ts';
import { LOCATION_SETTINGS_READ } from './venue/settingsAccess.ts';
import { KIND_LABELS, PRODUCT_EDITOR_ROUTE, PRODUCT_KIND_ROUTES } from './catalogue/productKind.ts';
import { MENU, menuItems, LOCKED_UNTIL_LOADED, type MenuDivider, type MenuEntry, type MenuItem } from './menu.ts';

/**
 * Route access: which routes a role opens follows its permission bits only. The spec's
 * route roles ('admin', 'staff', 'user' of spec/1 §2.1) decided nothing a person could see in Roles
 * & Security, so a role made there silently opened every admin screen, and the seeded Staff role
 * none even when granted; they no longer take part in any access decision.
 */
export type RouteAccess =
  /** Open to anyone; the auth pages hide the shell. */
  | { kind: 'public'; chrome: false }
  /** No sign-in needed and no shell (error-500, session-expired). */
  | { kind: 'bare' }
  /** Signed-in users; `index` is the module whose view flag is needed (null: anyone signed in). */
  | { kind: 'signedIn'; index: number | null; flag?: number };

export interface RouteDef {
  path: string;
  access: RouteAccess;
  /** Message key of the page title. */
  titleKey: string;
}

const pub = (path: string, titleKey: string): RouteDef => ({
  path,
  access: { kind: 'public', chrome: false },
  titleKey,
});
const bare = (path: string, titleKey: string): RouteDef => ({ path, access: { kind: 'bare' }, titleKey });
const signed = (path: string, index: number | null, titleKey: string, flag?: number): RouteDef => ({
  path,
  access: { kind: 'signedIn', index, ...(flag === undefined ? {} : { flag }) },
  titleKey,
});

const menuRoutes: RouteDef[] = menuItems()
  .filter((i): i is Extract<MenuItem, { type: 'item' }> => i.type === 'item')
  .filter((i) => !['/integrations', '/registration'].includes(i.path))
  .map((i) => signed(i.path, i.index, i.labelKey, i.flag));

/**
 * The product lists narrowed to one kind, and one product's editor (spec/3 §2): not in
 * the menu, guarded by the products entry's access index.
 */
export const PRODUCTS_INDEX = 4;
/** The handle is an optional readable slug of the product's name (productHandle). */
export const REGULAR_PRODUCT_PATH = `${PRODUCT_EDITOR_ROUTE}/:productId/:productHandle?`;

const productRoutes: RouteDef[] = [
  ...Object.entries(PRODUCT_KIND_ROUTES).map(([kind, path]) =>
    signed(path, PRODUCTS_INDEX, KIND_LABELS[kind as keyof typeof PRODUCT_KIND_ROUTES]),
  ),
  signed(REGULAR_PRODUCT_PATH, PRODUCTS_INDEX, 'catalogue.products.title'),
];

/** The route table of spec/1 §2.1 plus the menu's screens. */
export const ROUTES: RouteDef[] = [
  pub('/auth/login', 'auth.login.title'),
  pub('/auth/acrback', 'auth.login.title'),
  pub('/auth/forgot-password', 'auth.forgot.title'),
  pub('/auth/register', 'auth.register.title'),
  // The first director's invitation link: the token is the credential.
  pub('/auth/invitation', 'tenants.invitation.title'),
  bare('/error-500', 'error.title'),
  bare('/session-expired', 'session.expired.title'),
  // The guest's pay-by-link page: the token is the credential.
  bare(PAY_LINK_ROUTE, 'bookingsWeb.pay.title'),
  signed('/error', null, 'error.title'),
  signed('/', null, 'app.name'),
  signed('/profile', null, 'profile.title'),
  signed('/general-settings', LOCATION_SETTINGS_READ.module, 'generalSettings.title'),
  // Customers: provider staff only; the screen and the server check it.
  signed('/customers', null, 'tenants.title'),
  signed('/integrations', 122, 'menu.integrations'),
  signed('/redirectAdmin', 107, 'menu.admin'),
  signed('/redirectSpAdmin', 107, 'menu.spAdmin'),
  signed('/registration', null, 'menu.registration'),
  // Deals and upsells (spec/3 §7 /club-booking/deals): no menu entry; they sell product offerings.
  signed('/club-booking/deals', 22, 'club.deals.title'),
  ...menuRoutes,
  ...productRoutes,
];

/**
 * The parameters of `path` under a route pattern (`:name` a segment, `:name?` an optional last
 * one), or null when it does not match.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (got.length > want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i];
    if (!part.startsWith(':')) {
      if (value !== part) return null;
      continue;
    }
    const optional = part.endsWith('?');
    if (value === undefined || value === '') {
      if (!optional || i !== want.length - 1 || (value === '' && i < got.length - 1)) return null;
      continue;
    }
    params[part.slice(1, optional ? -1 : undefined)] = decodeURIComponent(value);
  }
  return params;
}

/** The route of a path: its exact entry, else the first pattern (`:param`) it matches. */
export function findRoute(path: string): RouteDef | undefined {
  return (
    ROUTES.find((r) => r.path === path) ?? ROUTES.find((r) => r.path.includes('/:') && matchPath(r.path, path) !== null)
  );
}

export interface Viewer {
  permissionBits: string;
  permissionChunkLength: number;
}

/** Whether a signed-in viewer may open a route: the module's view flag, nothing else. */
export function canOpen(route: RouteDef, viewer: Viewer): boolean {
  const { access } = route;
  if (access.kind !== 'signedIn') return true;
  if (access.index === null) return true;
  return hasFlag(viewer.permissionBits, viewer.permissionChunkLength, access.index, access.flag ?? Flag.view);
}

export type GuardDecision =
  | { kind: 'render' }
  /** Not signed in: go to login and remember `from`. */
  | { kind: 'login'; from: string }
  | { kind: 'redirect'; to: string };

/**
 * The route guard of spec/1 §2.1 and §6: unmatched paths go to `/`; protected paths need a
 * signed-in viewer (else login, remembering the path); lacking rights sends to `/`; `/` itself
 * sends to /ownersbox when allowed, else to the first allowed menu entry.
 */
export function guard(path: string, viewer: Viewer | null): GuardDecision {
  const route = findRoute(path);
  if (!route) return { kind: 'redirect', to: '/' };
  if (route.access.kind !== 'signedIn') return { kind: 'render' };
  if (!viewer) return { kind: 'login', from: path };
  if (path === '/') {
    const first = firstAllowedPath(viewer);
    return first ? { kind: 'redirect', to: first } : { kind: 'redirect', to: '/profile' };
  }
  return canOpen(route, viewer) ? { kind: 'render' } : { kind: 'redirect', to: '/' };
}

/** /ownersbox when allowed, else the first menu entry the viewer may open. */
export function firstAllowedPath(viewer: Viewer): string | null {
  for (const i of menuItems()) {
    if (i.type !== 'item') continue;
    const route = findRoute(i.path);
    if (route && canOpen(route, viewer)) return i.path;
  }
  return null;
}

export type VisibleEntry =
  | { type: 'group'; id: string; labelKey: string; children: MenuItem[] }
  | MenuItem
  | MenuDivider;

/**
 * The menu filtered for a viewer (spec/1 §2.7): items lacking the view flag are hidden, a group
 * whose children are all hidden is hidden, and some entries stay hidden until permissions load.
 * A divider shows only between two visible entries (never first, last or twice in a row).
 */
export function visibleMenu(viewer: Viewer | null, menu: readonly MenuEntry[] = MENU): VisibleEntry[] {
  const allowed = (i: MenuItem): boolean => {
    if (!viewer) return false;
    if (i.index !== null && LOCKED_UNTIL_LOADED.has(i.index) && viewer.permissionBits === '') return false;
    if (i.type === 'external' || i.type === 'link')
      return hasFlag(viewer.permissionBits, viewer.permissionChunkLength, i.index, Flag.view);
    const route = findRoute(i.path);
    return route ? canOpen(route, viewer) : false;
  };
  const out: VisibleEntry[] = [];
  for (const e of menu) {
    if (e.type === 'divider') {
      const last = out.at(-1);
      if (last && last.type !== 'divider') out.push(e);
    } else if (e.type === 'group') {
      const children = e.children.filter(allowed);
      if (children.length > 0) out.push({ ...e, children });
    } else if (allowed(e)) out.push(e);
  }
  if (out.at(-1)?.type === 'divider') out.pop();
  return out;
}
