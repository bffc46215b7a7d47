/** Business constants of spec/1 §9, shared by every layer. */
export const SESSION_TTL_SECONDS = 900;
export const SESSION_WARNING_SECONDS = 60;
export const REQUEST_TIMEOUT_MS = 70_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const THEME_DEBOUNCE_MS = 300;
export const DEFAULT_PAGE_SIZE = 25;
export const FIRST_PAGE = 0;
export const MAX_TEXT_LENGTH = 100;
/**
 * Most ids one list parameter or field may carry: far above any screen's selection
 * (a master client has tens of locations), low enough that a crafted list stays cheap.
 */
export const MAX_IDS_PER_LIST = 1000;
/** Longest piece of caller-supplied text written to a log line; the rest is cut. */
export const MAX_LOGGED_TEXT = 200;
export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 64;
export const THEME_PANEL_WIDTH = 380;
export const NOTIFICATION_PANEL_WIDTH = 320;
export const CONTAINER_WIDTH = 1570;
export const TOAST_AUTO_HIDE_MS = 6000;
export const MAX_NOTIFICATION_SNACKBARS = 5;
export const MIN_PASSWORD_LENGTH = 8;
export const LOGIN_MIN_PASSWORD_LENGTH = 4;
export const IMAGE_MAX_BYTES = 1_048_576;
export const DEFAULT_LANGUAGE_ID = 1;
export const BRAND_COLOUR = '#DF151C';
export const DEFAULT_BUFFER_TIME = 30;
export const EDIT_CLOSE_DELAY_MS = 50;
export const MENU_HOVER_DELAY_MS = 150;
/** Recovery codes are single use and expire after this many minutes. */
export const RECOVERY_CODE_TTL_MINUTES = 30;
/** E-mail domain of the provider's own staff; they carry the provider-staff flag. */
export const PROVIDER_STAFF_DOMAIN = 'marquee.app';
/** Header the web and internal tools use to select the master client. */
export const MASTER_CLIENT_HEADER = 'x-master-client';
/** Header carrying the browser's timezone offset in minutes. */
export const TIMEZONE_OFFSET_HEADER = 'x-timezone-offset';
/** Name of the httpOnly session cookie set by the gateway. */
export const SESSION_COOKIE = 'marquee_session';
/**
 * Deepest nesting of arrays and objects one JSON request body may have. Every screen's
 * body is a few levels deep; a crafted one thousands deep made the REST API's body walk cost the
 * square of its depth and froze it. Checked on the raw text before anything parses or walks it.
 */
export const MAX_JSON_DEPTH = 32;
/**
 * The window of every date that comes in: birthdays to far-ahead bookings. A booking on
 * 9999-12-31 or a date in year 0 is a typo or a probe, never a venue's need.
 */
export const DATE_WINDOW = { from: '1900-01-01', to: '2100-12-31' } as const;
/**
 * Longest single value the gateway puts in a REST API query string: a 1 MB search
 * once overflowed the HTTP header limit. Far above any search (MAX_TEXT_LENGTH) or id list.
 */
export const MAX_QUERY_VALUE_LENGTH = 8000;
