import { describe, expect, it } from 'vitest';
import { encodePermissions, type FlagName } from './permissions.ts';
import type { MenuEntry } from './menu.ts';
import { firstAllowedPath, guard, matchPath, REGULAR_PRODUCT_PATH, visibleMenu } from './routes.ts';
import { PRODUCT_KIND_ROUTES } from './catalogue/productKind.ts';

const all: FlagName[] = ['view', 'detailView', 'add', 'updateAndExecute', 'remove', 'removeMultiple'];
const grant = (indexes: number[]) => encodePermissions(Object.fromEntries(indexes.map((i) => [i, all])));

const director = { permissionBits: grant([...Array(130).keys()]), permissionChunkLength: 7 };
const staff = { permissionBits: grant([16, 20, 116]), permissionChunkLength: 7 };

describe('route guard', () => {
  it('sends anonymous visitors to login and remembers the path', () => {
    expect(guard('/settings/users', null)).toEqual({ kind: 'login', from: '/settings/users' });
  });

  it('renders public and bare pages without a session', () => {
    expect(guard('/auth/login', null)).toEqual({ kind: 'render' });
    expect(guard('/session-expired', null)).toEqual({ kind: 'render' });
  });

  it('redirects unmatched paths to /', () => {
    expect(guard('/no/such/page', director)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends / to the owners box when allowed', () => {
    expect(guard('/', director)).toEqual({ kind: 'redirect', to: '/ownersbox' });
  });

  it('sends / to the first allowed entry otherwise', () => {
    expect(guard('/', staff)).toEqual({ kind: 'redirect', to: '/club-booking/manager' });
  });

  it('opens what the permission bits grant, whatever the role', () => {
    // Dashboards, settings, product management and CRM were admin-only by a hidden route role.
    expect(guard('/settings/users', staff)).toEqual({ kind: 'redirect', to: '/' });
    const granted = { ...staff, permissionBits: grant([0, 4, 14, 16, 17, 20, 116]) };
    for (const path of ['/ownersbox', '/settings/users', '/product-management/products', '/crm']) {
      expect(guard(path, granted), path).toEqual({ kind: 'render' });
    }
    expect(visibleMenu(granted).map((e) => e.id)).toEqual(expect.arrayContaining(['dashboards', 'settings', 'crm']));
  });

  it('opens general settings with VIEW of Locations (12), and not without', () => {
    expect(guard('/general-settings', staff)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard('/general-settings', { ...staff, permissionBits: grant([12]) })).toEqual({ kind: 'render' });
  });

  it('refuses a screen whose view bit is missing', () => {
    const noUsers = { ...director, permissionBits: grant([0, 1, 2]) };
    expect(guard('/settings/users', noUsers)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard('/ownersbox', noUsers)).toEqual({ kind: 'render' });
  });

  it('lets every role open the profile', () => {
    expect(guard('/profile', staff)).toEqual({ kind: 'render' });
  });

  it('falls back to the unrestricted registration page for a viewer with no bits', () => {
    expect(firstAllowedPath({ permissionBits: '', permissionChunkLength: 7 })).toBe('/registration');
  });
});

describe('menu filtering', () => {
  it('hides denied items and groups whose children are all denied', () => {
    const menu = visibleMenu(staff);
    const ids = menu.map((e) => e.id);
    expect(ids).toContain('clubBooking');
    expect(ids).toContain('calendar');
    expect(ids).not.toContain('settings');
    expect(ids).not.toContain('dashboards');
    const booking = menu.find((e) => e.id === 'clubBooking');
    expect(booking?.type === 'group' && booking.children.map((c) => c.id)).toEqual(['bookingManager', 'bookings']);
  });

  it('draws a divider only between two visible entries', () => {
    const menu: MenuEntry[] = [
      { type: 'divider', id: 'lead' },
      { type: 'item', id: 'calendar', path: '/calendar', labelKey: 'menu.calendar', index: 16 },
      { type: 'divider', id: 'a' },
      { type: 'item', id: 'settingsHidden', path: '/settings/groups', labelKey: 'menu.groups', index: 13 },
      { type: 'divider', id: 'b' },
      { type: 'item', id: 'registration', path: '/registration', labelKey: 'menu.registration', index: null },
      { type: 'divider', id: 'trail' },
    ];
    expect(visibleMenu(staff, menu).map((e) => e.id)).toEqual(['calendar', 'a', 'registration']);
  });

  it('shows a link by its own access index, as a link to open in a new tab', () => {
    const settings = visibleMenu(director).find((e) => e.id === 'settings');
    const link = settings?.type === 'group' ? settings.children.find((c) => c.id === 'apiExplorer') : undefined;
    expect(link).toMatchObject({ type: 'link', url: '/graphiql', index: 123 });
    const noTokens = { ...director, permissionBits: grant([12, 13, 14]) };
    expect(JSON.stringify(visibleMenu(noTokens))).not.toContain('apiExplorer');
  });

  it('shows nothing before permissions load', () => {
    expect(visibleMenu(null)).toEqual([]);
  });

  it('shows every group to the director', () => {
    expect(visibleMenu(director).map((e) => e.id)).toEqual([
      'dashboards',
      'productManagement',
      'clubBooking',
      'clubKiosk',
      'marketing',
      'crm',
      'calendar',
      'settings',
      'registration',
      'beforeAdminSites',
      'adminSites',
    ]);
  });
});

describe('product routes', () => {
  const noProducts = { ...director, permissionBits: grant([0, 5, 6]) };

  it('opens every product-type list for a viewer of the products entry, and refuses it without', () => {
    for (const path of Object.values(PRODUCT_KIND_ROUTES)) {
      expect(guard(path, director)).toEqual({ kind: 'render' });
      expect(guard(path, noProducts)).toEqual({ kind: 'redirect', to: '/' });
      expect(guard(path, staff)).toEqual({ kind: 'redirect', to: '/' });
    }
  });

  it('opens a regular product with or without its handle, and nothing longer', () => {
    expect(guard('/product-management/regular-products/12', director)).toEqual({ kind: 'render' });
    expect(guard('/product-management/regular-products/12/popcorn-large', director)).toEqual({ kind: 'render' });
    expect(guard('/product-management/regular-products/12/popcorn-large', noProducts)).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guard('/product-management/regular-products', director)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard('/product-management/regular-products/12/a/b', director)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('reads the parameters of a pattern', () => {
    expect(matchPath(REGULAR_PRODUCT_PATH, '/product-management/regular-products/12/pop%20corn')).toEqual({
      productId: '12',
      productHandle: 'pop corn',
    });
    expect(matchPath(REGULAR_PRODUCT_PATH, '/product-management/regular-products/12')).toEqual({ productId: '12' });
    expect(matchPath(REGULAR_PRODUCT_PATH, '/product-management/regular-products/12/')).toEqual({ productId: '12' });
    expect(matchPath(REGULAR_PRODUCT_PATH, '/product-management/other/12')).toBeNull();
  });

  it('keeps the type lists out of the menu', () => {
    const paths = visibleMenu(director).flatMap((e) => ('children' in e ? e.children : [e]));
    expect(paths.map((i) => ('path' in i ? i.path : ''))).not.toContain(PRODUCT_KIND_ROUTES.FOOD);
  });
});
