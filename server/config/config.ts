import path from 'node:path';
import { COUNTRY_CODES, type CountryCode } from '../../common/countries';
import { LOCALES, type Locale } from '../../common/constants';
import { ConfigError, LAPTOP_DEFAULTS, parseEnv, type LaptopSetting } from './env';
import { paymentProvider, productionRefusals } from './production';
import { minimumMessageCost } from './payment-packages';

/**
 * The one configuration module: every setting docs/product/limits.md names, with its default, overridable by
 * environment (checked in config-env.ts, which lists every variable). Nothing else on the server
 * reads process.env.
 */

const everyLocale = (text: Record<Locale, string>) => text;

/** Throws a ConfigError naming the first variable with a wrong value. */
export function loadConfig(environment: Record<string, string | undefined> = process.env) {
  const env = parseEnv(environment);
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together; set both or neither.');
  }
  const production = env.NODE_ENV === 'production';
  const refusals = production ? productionRefusals(env) : [];
  if (refusals.length > 0) throw new ConfigError(refusals.join('\n'));
  /** A laptop's value of a setting left unset (production refused each above). */
  const orLaptop = (name: LaptopSetting) => env[name] ?? LAPTOP_DEFAULTS[name];
  const dataDir = path.resolve(orLaptop('DATA_DIR'));
  const provider = paymentProvider(env);
  if (provider === 'mollie' && !env.MOLLIE_API_KEY) throw new ConfigError('Configuration: PAYMENTS=mollie needs MOLLIE_API_KEY.');
  return {
    /** A public server (NODE_ENV=production): every dangerous default refused above, no source maps served. */
    production,
    /** Fictional demo members and the demo logins are made (and kept) only when this is on. */
    demo: env.DEMO === undefined ? !production : env.DEMO === 'yes',
    /** A public server that takes no real money: every page says it is a test site. */
    testSite: production && (provider === 'sandbox' || env.MOLLIE_API_KEY?.startsWith('test_') === true),
    /** The settings left at a laptop's value, which the development start names (production refuses them). */
    laptopSettings: (Object.keys(LAPTOP_DEFAULTS) as LaptopSetting[]).filter((name) => env[name] === undefined),
    /** Off (RUN_JOBS=no): the process serves requests and leaves the jobs it queues to a process with jobs on. */
    runJobs: env.RUN_JOBS,
    port: env.PORT,
    /**
     * A laptop's server answers this machine only: its sandbox checkout and demo logins are nobody
     * else's business (HOST=0.0.0.0 opens it to the network, for a phone on the same Wi-Fi). A public
     * server listens on every address, for the proxy in front.
     */
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    /** Request logs belong to the proxy in front (see buildApp); the process logs events such as mail written. */
    logLevel: env.LOG_LEVEL,
    /** Only behind a proxy we run may X-Forwarded-For name the client: otherwise anyone could choose an address. */
    trustProxy: env.TRUST_PROXY,
    dataDir,
    /** PostgreSQL when DATABASE_URL names one; else the SQLite file in dataDir. */
    database: env.DATABASE_URL
      ? { kind: 'postgres' as const, url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'sqlite' as const, dataDir },
    /** Live events and rate limits shared through Redis when REDIS_URL names one; else kept in this process. */
    redisUrl: env.REDIS_URL ?? null,
    /** Built PWA served by the same process. */
    staticDir: path.resolve(env.STATIC_DIR),
    /** Photos live beside the database unless put elsewhere (tests share one rendered avatar pool). */
    photosDir: path.resolve(env.PHOTOS_DIR ?? path.join(dataDir, 'photos')),
    /** Photos in an S3-compatible store instead of photosDir, when STORAGE_URL names one. */
    storageUrl: env.STORAGE_URL ?? null,
    seedMembers: env.SEED_MEMBERS,

    site: {
      name: env.SITE_NAME,
      domain: orLaptop('SITE_DOMAIN'),
      cdnPrefix: env.CDN_PREFIX,
      /** Which interface language each of our domains speaks. */
      localeDomains: {
        de: 'amora.example.de', en: 'amora.example', es: 'amora.example.es', fr: 'amora.example.fr',
        it: 'amora.example.it', nl: 'amora.example.nl', pl: 'amora.example.pl',
      } satisfies Record<Locale, string>,
      defaultCountry: env.DEFAULT_COUNTRY,
      indexTitle: everyLocale({
        de: 'Amora – Menschen kennenlernen und chatten', en: 'Amora – meet people and chat',
        es: 'Amora – conoce gente y chatea', fr: 'Amora – rencontrez des gens et discutez',
        it: 'Amora – incontra persone e chatta', nl: 'Amora – mensen ontmoeten en chatten',
        pl: 'Amora – poznawaj ludzi i czatuj',
      }),
      description: everyLocale({
        de: 'Finde Singles in deiner Nähe, like Profile und chatte mit deinen Matches.',
        en: 'Find singles near you, like profiles and chat with your matches.',
        es: 'Encuentra solteros cerca de ti, da me gusta a perfiles y chatea con tus matches.',
        fr: 'Trouvez des célibataires près de chez vous, likez des profils et discutez avec vos matchs.',
        it: 'Trova single vicino a te, metti mi piace ai profili e chatta con i tuoi match.',
        nl: 'Vind singles bij jou in de buurt, like profielen en chat met je matches.',
        pl: 'Znajdź singli w pobliżu, polub profile i czatuj ze swoimi dopasowaniami.',
      }),
    },

    chat: {
      freeMessages: env.FREE_MESSAGES,
      historyDays: env.CHAT_HISTORY_DAYS,
    },

    costs: {
      message: env.MESSAGE_CREDITS,
      signup: env.SIGNUP_CREDITS,
      photo: env.PHOTO_CREDITS,
      gift: env.GIFT_CREDITS,
      messageLength: env.MESSAGE_LENGTH,
      /** Price of one message in minor units per country (the smallest package's credit price × message credits). */
      minimumMessageCosts: Object.fromEntries(
        COUNTRY_CODES.map((code) => [code, minimumMessageCost(env.PAYMENT_PACKAGES, code, env.MESSAGE_CREDITS)]),
      ) as Record<CountryCode, number>,
    },

    company: {
      name: orLaptop('COMPANY_NAME'),
      tradenames: env.COMPANY_TRADENAMES ?? [env.SITE_NAME],
      address: orLaptop('COMPANY_ADDRESS'),
      city: orLaptop('COMPANY_CITY'),
      country: orLaptop('COMPANY_COUNTRY'),
      kvk: orLaptop('COMPANY_KVK'),
      /** By country; an empty number is none there. */
      vatNumbers: Object.fromEntries([['NL', orLaptop('COMPANY_VAT_NL')]].filter(([, number]) => number !== '')) as Record<string, string>,
      supportEmail: orLaptop('SUPPORT_EMAIL'),
      supportPhone: orLaptop('SUPPORT_PHONE'),
      /** When the company's current terms were added; later than the default terms date overrides it. */
      added: env.COMPANY_ADDED ?? null,
    },

    rules: {
      signups: env.SIGNUPS,
      loggedOutSearch: env.LOGGED_OUT_SEARCH,
      loggedOutSearchTrafficsource: env.LOGGED_OUT_SEARCH_TRAFFICSOURCE,
      enableSiteEntryPopup: env.ENABLE_SITE_ENTRY_POPUP,
      siteEntryCountries: env.SITE_ENTRY_COUNTRIES,
      refundDays: env.REFUND_DAYS,
      deleteDiscount: env.DELETE_DISCOUNT,
      memberResell: env.MEMBER_RESELL,
      resellFeedUrl: env.RESELL_FEED_URL ?? null,
      resellFeedAllowPrivate: env.RESELL_FEED_ALLOW_PRIVATE,
      minAge: env.MIN_AGE,
      visibleProfileFields: env.VISIBLE_PROFILE_FIELDS,
      visibleProfileNotes: env.VISIBLE_PROFILE_NOTES,
      searchFields: env.SEARCH_FIELDS,
    },

    fictional: {
      /** Shown beside every fictional profile; a URL so operators can change it. */
      icon: env.FICTIONAL_ICON,
      warning: everyLocale({
        de: 'Dieses Profil ist fiktiv: Es wird von unserem Team betrieben, und ein Treffen ist nicht möglich.',
        en: 'This profile is fictional: it is run by our team, and meeting in person is not possible.',
        es: 'Este perfil es ficticio: lo gestiona nuestro equipo y no es posible quedar en persona.',
        fr: 'Ce profil est fictif : il est géré par notre équipe et une rencontre en personne est impossible.',
        it: 'Questo profilo è fittizio: è gestito dal nostro team e non è possibile incontrarsi di persona.',
        nl: 'Dit profiel is fictief: het wordt beheerd door ons team en afspreken is niet mogelijk.',
        pl: 'Ten profil jest fikcyjny: prowadzi go nasz zespół i spotkanie na żywo nie jest możliwe.',
      }),
      singular: everyLocale({
        de: 'fiktives Profil', en: 'fictional profile', es: 'perfil ficticio', fr: 'profil fictif',
        it: 'profilo fittizio', nl: 'fictief profiel', pl: 'fikcyjny profil',
      }),
      plural: everyLocale({
        de: 'fiktive Profile', en: 'fictional profiles', es: 'perfiles ficticios', fr: 'profils fictifs',
        it: 'profili fittizi', nl: 'fictieve profielen', pl: 'fikcyjne profile',
      }),
    },

    /**
     * Calls that are cheap to repeat and harmful in bulk: at most `max` per `seconds`, counted per
     * member (per address for signup). RATE_LIMITS=off lifts them, for tests that sign up hundreds.
     */
    /** The event-loop delay past which API calls are shed (0: never). */
    shedLoopDelayMs: env.SHED_LOOP_DELAY_MS,
    rateLimits: env.RATE_LIMITS === 'off' ? null : {
      /**
       * Signups per network address: high, as a mobile network puts thousands of people behind one
       * address; the device's own count below is the tight one (docs/decisions.md, Signup limits).
       */
      signup: { max: 100, seconds: 3600 },
      /** Signups per browser (its auth.device cookie). */
      signupDevice: { max: 5, seconds: 3600 },
      /** Liking and taking likes back: each like may send a mail. */
      like: { max: 60, seconds: 60 },
      block: { max: 20, seconds: 60 },
      photo: { max: 30, seconds: 3600 },
      /** A person types a message a few seconds at best; more is a script. */
      message: { max: 60, seconds: 60 },
      /** Direct-debit codes texted per member: each SMS costs money, and reaches someone's phone. */
      sms: { max: 5, seconds: 3600 },
      /** Per member, or per address for visitors; the product's own limit a day (common/rules/complaints.ts) holds also without these. */
      complaint: { max: 20, seconds: 3600 },
      /** Payments opened per member: each asks the provider, and a real buyer opens a few at most. */
      payment: { max: 20, seconds: 3600 },
      /** Discount codes tried per member: codes are short enough to guess in bulk. */
      discountCode: { max: 20, seconds: 3600 },
      /** Webhooks per sending address: each known payment id asks the provider for its state. */
      webhook: { max: 120, seconds: 60 },
    },

    payments: {
      /** Mollie (PAYMENTS=mollie, or a key given); otherwise the sandbox, whose checkout page the product serves itself. */
      mollie: provider === 'mollie' ? { apiKey: env.MOLLIE_API_KEY!, endpoint: env.MOLLIE_API_ENDPOINT ?? null } : null,
      packages: env.PAYMENT_PACKAGES,
      methods: env.PAYMENT_METHODS,
      feePercents: env.PAYMENT_FEES,
      directDebitLimit: env.DIRECT_DEBIT_LIMIT,
      /** Without an SMS provider every text is written to this folder, as mails are. */
      smsDir: path.join(dataDir, 'sms'),
      /** When set, texts go to this gateway instead (server/adapters/sms.ts). */
      smsUrl: env.SMS_URL ?? null,
    },

    push: {
      /** The operator's key pair; without one, a pair made once and kept in the database (server/domain/site/secrets.ts). */
      keys: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : null,
      services: env.PUSH_SERVICES,
    },

    /** The shared secret of the mail provider's bounce and complaint reports; null turns the call off. */
    mailEventsSecret: env.MAIL_EVENTS_SECRET ?? null,

    mail: {
      from: orLaptop('MAIL_FROM'),
      /** Without an SMTP server every mail is written as an .eml file here, and its path logged. */
      dir: path.join(dataDir, 'mail'),
      /** e.g. smtp://user:pass@mail.example:587, or smtp://relay.internal:25 for a relay without login; when set, mail goes out over SMTP instead. */
      smtpUrl: env.SMTP_URL ?? null,
    },

    staff: {
      /** Minutes without a call after which a staff session ends (docs/staff.md). */
      idleMinutes: env.STAFF_IDLE_MINUTES,
      /** Moderators are mailed when the oldest waiting photo has waited this long, and again at each multiple. */
      moderationAlertMinutes: env.MODERATION_ALERT_MINUTES,
    },

    accounts: {
      /** Invite-only mode: signup needs an unused invite code (the /{token} link). */
      inviteOnly: env.INVITE_ONLY,
      /** The site's address (PUBLIC_URL, which production requires); null in development without it. */
      publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null,
      /**
       * Where links in mails lead when no request tells the address (the jobs' mails): PUBLIC_URL, or in
       * development the address this server listens on, so a laptop's mails link to the laptop.
       */
      origin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`,
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** For the commands: a wrong setting ends the process with the one line that names it. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
}

export function isLocaleDomain(config: Config, host: string): Locale | null {
  const entry = Object.entries(config.site.localeDomains).find(([, domain]) => domain === host);
  return entry && (LOCALES as readonly string[]).includes(entry[0]) ? (entry[0] as Locale) : null;
}
