/** Business constants of the product (docs/product/limits.md). One home for every number. */

export const LOCALES = ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Locale cookie of docs/product/limits.md#cookies: i18n_redirected, 365 days, path '/', sameSite lax. */
export const LOCALE_COOKIE = { name: 'i18n_redirected', maxAgeDays: 365, path: '/', sameSite: 'lax' } as const;
/** Auth cookie of docs/product/limits.md#cookies: prefix 'auth.', 30-day expiry, lax. */
export const AUTH_COOKIE = { prefix: 'auth.', maxAgeDays: 30, sameSite: 'lax' } as const;
/** The signup's count of a browser (server/http/device-cookie.ts): sent only to the signup call. */
export const DEVICE_COOKIE = { name: `${AUTH_COOKIE.prefix}device`, maxAgeDays: 1 } as const;

/** The shell's script element holding the boot state (common/api/boot.ts). */
export const BOOT_STATE_ELEMENT_ID = 'boot-state';

export const POLL_INTERVAL_MS = 60_000;
export const POLL_INTERVAL_PUSH_MS = 300_000;
export const FIRST_POLL_DELAY_MS = 5_000;

export const REQUEST_RETRIES = 5;
/** Minimum fetch delay of docs/product/limits.md#timings: the first retry waits this long, each further one doubles it. */
export const FETCH_MIN_DELAY_MS = 200;
/** How long one attempt of a call may wait for its answer: a stalled connection fails instead of spinning for ever. */
export const REQUEST_TIMEOUT_MS = { read: 15_000, write: 30_000 } as const;
/** A rate limit asking to come back within this many seconds is waited out; a longer one is shown. */
export const RETRY_AFTER_MAX_SECONDS = 5;

export const BADGE_CAP = 99;
export const CREDITS_BADGE_MAX = 10;

export const TIME_BONUS = { code: 'TIMEBONUS25', percentage: 25, validSeconds: 14_400 } as const;
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
export const WELCOME_ACT_FAST_VALUE = 4;
export const WELCOME_DISCOUNT_PERCENTAGE = 25;

export const REACTIVATION_DAYS = 14;
/** A member's data archive (GDPR art. 15 and 20): its mailed link works this many days, then the archive is deleted. */
export const DATA_EXPORT_DAYS = 7;
/** A ready archive younger than this answers a new request for one: the member's data has hardly changed. */
export const DATA_EXPORT_FRESH_HOURS = 24;
export const PHOTO_LIMIT = { free: 3, premium: 25 } as const;
export const FREE_CONVERSATIONS = 2;
export const SWIPE_GAME_DAILY_LIKES = 4;
export const MIN_AGE = 18;
/** The highest age a search filter offers. */
export const MAX_SEARCH_AGE = 99;

export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const GEOLOCATION_CACHE_MS = 3_600_000;
export const AUTO_LIKE_RELOAD_MS = 500;
export const LOADING_BAR_MS = 5_000;

/** The service worker's version (docs/product/limits.md#service-worker-version). */
export const SW_VERSION = 2;

/** The service worker asks an open page of the app to show a route (a notification was tapped). */
export const SW_OPEN_URL_MESSAGE = 'OPEN_URL';

/**
 * The service worker's cache of answers that depend on who looks (the home's newest members leave
 * out oneself and anyone blocked): emptied when that changes. Named api-*, so a logout empties it too.
 */
export const VIEWER_ANSWERS_CACHE = `api-viewer-v${SW_VERSION}`;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const TOAST_MAX_WIDTH_PX = 350;

/** Company terms date of docs/product/limits.md#company-terms-date, unless a later company-added date overrides it. */
export const DEFAULT_TERMS_DATE = '2023-12-01T12:00:00Z';

/** Login lockout (issue 3): this many failures for one account within the window block it for the window. */
export const LOGIN_LOCKOUT = { failures: 5, windowMinutes: 15 } as const;
/** Failures from one address within the lockout window before its answers slow down. */
export const LOGIN_IP_SLOWDOWN_AFTER = 20;

/** Complete-signup steps 0–4 (photo, location, personal info, about me, notifications), then complete. */
export const SIGNUP_STEPS = 5;
export const SIGNUP_COMPLETE = SIGNUP_STEPS;

/** How long each mailed link works. */
export const TOKEN_LIFETIME_MS = {
  activation: 7 * 24 * 3600_000,
  password_reset: 3600_000,
  email_change: 24 * 3600_000,
  reactivation: REACTIVATION_DAYS * 24 * 3600_000,
} as const;

/** Mails a member can ask for again (activation, reset): one a minute, five a day. */
export const MAIL_RATE = { minIntervalMs: 60_000, perDay: 5 } as const;

/** Account field lengths. NIST SP 800-63B for passwords: at least 8 characters, long passphrases welcome, no composition rules. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const USERNAME_LENGTH = { min: 2, max: 30 } as const;

/** Lengths of the free-text profile fields. */
export const CITY_MAX_LENGTH = 200;
export const ABOUT_ME_MAX = 5000;
export const SIGNUP_REASON_MAX = 300;

/** Member search: results per page, and the deepest page (deeper than anyone scrolls; it keeps OFFSET cheap). */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE = 250;

/** Cards the swipe game hands out at a time; the client asks for more when few are left. */
export const SWIPE_STACK_SIZE = 10;
/** Auto-likes (docs/product/states.md#auto-likes) a member receives in a day at most. */
export const AUTO_LIKES_PER_DAY = 1;
