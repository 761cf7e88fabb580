import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import {
  accountSettingsSchema, deleteAccountSchema, emailChangeRequestSchema, inviteQuerySchema, noInputSchema, passwordChangeSchema,
  profileUpdateSchema, reactivateSchema, resetPasswordSchema, resetRequestSchema, signupRequestSchema, tokenSchema,
} from '../../../common/api/account';
import {
  blockRequestSchema, geocodeQuerySchema, likeRequestSchema, memberQuerySchema, photoChangeSchema, photoIdSchema, searchQuerySchema,
} from '../../../common/api/members';
import { messagesQuerySchema, readChatSchema, removeChatSchema, sendMessageSchema } from '../../../common/api/chat';
import { complaintRequestSchema } from '../../../common/api/complaints';
import { dataExportFileQuerySchema, dataExportQuerySchema } from '../../../common/api/data-export';
import { resellQuerySchema } from '../../../common/api/resell';
import { swipeRequestSchema } from '../../../common/api/likes';
import { featuredQuerySchema, profileCardQuerySchema } from '../../../common/api/profiles';
import { settingsQuerySchema } from '../../../common/api/settings';
import { mailEventsSchema, pageHiddenQuerySchema, pushUnsubscribeSchema, unsubscribeBodySchema, unsubscribeQuerySchema } from '../../../common/api/push';
import { loginRequestSchema } from '../../../common/api/user';
import {
  auditQuerySchema, caseDecisionSchema, caseListQuerySchema, jobListQuerySchema, memberBanSchema, newStaffSchema, photoDecisionSchema, photoQueueQuerySchema, staffChangeSchema, textDecisionSchema, staffLoginSchema, staffSetupQuerySchema, staffSetupSchema,
} from '../../../common/staff/api';
import { memberErasureSchema, memberLookupSchema } from '../../../common/staff/data-requests';
import { creditCorrectionSchema, discountListQuerySchema, moneyQuerySchema, newDiscountSchema, refundSchema } from '../../../common/staff/money';
import {
  createPaymentSchema, directDebitConfirmSchema, directDebitRequestSchema, discountQuerySchema, packagesQuerySchema, paymentQuerySchema,
  transactionsQuerySchema, webhookSchema,
} from '../../../common/api/payments';

/**
 * Every route of the server, once: whether it needs a session, which of its parameters are ids of
 * members or of someone's objects, what a block does to it, and a request of the right shape.
 * The suite (security-suite.test.ts) reads the server's real route list and fails when a route is
 * missing here, so a new call joins by adding its row.
 */

export interface Member {
  id: number;
  email: string;
  cookie: string;
}

/** What the suite sets up once: member A (who calls), member B (the other one), their photos. */
export interface SuiteContext {
  a: Member;
  b: Member;
  /** A's own photo, and B's public main and private photos. */
  aPhoto: { id: number; fileKey: string };
  bPublicPhoto: { id: number; fileKey: string };
  bPrivatePhoto: { id: number; fileKey: string };
  /** A new session of A, for calls that end the one they run in. */
  freshCookie: () => Promise<string>;
  /** A writes B a message (starting their conversation the first time): its conversation and message ids. */
  aWritesB: () => Promise<{ conversation: number; message: number }>;
  /** B likes A (again), for calls that list what is between them. */
  bLikesA: () => Promise<void>;
  /** A small real JPEG. */
  jpeg: Buffer;
  /** A payment each of A and B started at the sandbox provider: our id and the provider's. */
  aPayment: { id: number; providerId: string };
  bPayment: { id: number; providerId: string };
  /**
   * A direct debit started afresh (ending the earlier codes) by C, a member of its own, since debits
   * make the payer premium, who sees every photo: C's session, the verification and the texted code.
   */
  cStartsDirectDebit: () => Promise<{ cookie: string; verification: number; code: string }>;
  /** A direct debit B started, waiting for its code. */
  bDirectDebit: { verification: number; code: string };
  /** The token of the unsubscribe links in A's mails about new messages. */
  aUnsubscribeToken: string;
  /** The file name of a cam/resell card's photo (the suite's server has member_resell on). */
  resellPhoto: string;
  /** An admin of the staff console (who calls the staff rows), and another staff member to act on. */
  staff: { id: number; email: string; cookie: string };
  otherStaff: number;
  /** A new staff session, for the call that ends the one it runs in. */
  freshStaffCookie: () => Promise<string>;
}

/** The row of every file of the built app (the shell, scripts, the service worker), served alike. */
export const BUILT_FILE = '<built file>';

export interface RouteRequest {
  /** Where to send it, for a row that stands for several routes. */
  url?: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The request body as bytes, with its content type (photo uploads). */
  raw?: { bytes: Buffer; type: string };
  /** Replaces the wildcard of a route such as /photos/*. */
  path?: string;
  /** The session to send; A's by default when the row has a session. */
  cookie?: string;
}

export interface RouteRow {
  /**
   * 'required': without a session the answer is 403 authentication_required; 'optional': the
   * answer depends on who asks; 'none': the same for everyone; 'staff': a staff console call,
   * answered 401 staff_login_required without a staff session (a member's does not count).
   */
  session: 'required' | 'optional' | 'none' | 'staff';
  /** Where the request's input is: a JSON body or the query (checked by `schema`), raw bytes, the path, or nothing. */
  input: 'body' | 'query' | 'raw' | 'path' | 'none';
  /** The route's request schema: an input it refuses must be answered 4xx. */
  schema?: z.ZodMiniType;
  /** A request of the right shape, made by A (as to its effect: deleting the account is asked with a wrong password). */
  valid: (ctx: SuiteContext) => RouteRequest | Promise<RouteRequest>;
  /**
   * Which ids the request carries: 'member', another member's (B's in `valid`); 'own', an object
   * that is the caller's own (a photo), with `aimedAtB` the same request on B's object instead.
   */
  ids?: 'member' | 'own';
  /** A's request on B's object: refused, revealing and changing nothing. */
  aimedAtB?: (ctx: SuiteContext) => RouteRequest;
  /**
   * What B blocking A does to A's request about B: 'refused' (4xx); 'hidden' (B is not in the answer,
   * though B is in it without the block); 'allowed' (undoing things stays possible).
   */
  acrossBlock?: 'refused' | 'hidden' | 'allowed';
  /** Links opened from mails answer a redirect to a page that says how it went, also for a mangled link. */
  refusesWith?: 'redirect';
  headers?: Record<string, string>;
  /** The call checks a password, whose failures slow down the address (slowdownMs), so the suite sends it fewer random cases. */
  checksPassword?: boolean;
}

const CLIENT = { 'x-request-type': 'client' };
/** The mail provider's shared secret: the suite's server is started with it. */
export const MAIL_EVENTS_SECRET = 'the-suite-mail-providers-secret';
const WRONG_PASSWORD = 'not the password of anyone';
/** An id no row has (ids stay below 2^31). */
const NO_SUCH_ID = 2_000_000_000;
const member = (id: number) => ({ id });

export const ROUTES: Record<string, RouteRow> = {
  // Settings and catalogues
  'GET /healthz': { session: 'none', input: 'none', valid: () => ({}) },
  'GET /readyz': { session: 'none', input: 'none', valid: () => ({}) },
  'GET /api/settings.php': { session: 'none', input: 'query', schema: settingsQuerySchema, valid: () => ({ query: { country: 'NL' } }) },
  'GET /api/interests.php': { session: 'none', input: 'none', valid: () => ({}) },
  'GET /api/regions.php': { session: 'none', input: 'none', valid: () => ({}) },
  'GET /api/companyinfo.php': { session: 'none', input: 'none', valid: () => ({}) },

  // The session
  'GET /api/user.php': { session: 'optional', input: 'none', valid: () => ({}) },
  'POST /api/user.php': { session: 'none', checksPassword: true, input: 'body', schema: loginRequestSchema, valid: ({ a }) => ({ body: { email: a.email, password: WRONG_PASSWORD } }) },
  'PUT /api/user.php': { session: 'required', input: 'body', schema: accountSettingsSchema, valid: () => ({ body: { language: 'en' } }) },
  'DELETE /api/user.php': { session: 'required', checksPassword: true, input: 'body', schema: deleteAccountSchema, valid: () => ({ body: { password: WRONG_PASSWORD } }) },
  'POST /api/reactivate.php': { session: 'none', checksPassword: true, input: 'body', schema: reactivateSchema, valid: ({ a }) => ({ body: { email: a.email, password: WRONG_PASSWORD } }) },
  'GET /api/logout.php': { session: 'optional', input: 'none', headers: CLIENT, valid: async (ctx) => ({ cookie: await ctx.freshCookie() }) },

  // Accounts
  'POST /api/signup.php': {
    session: 'none', checksPassword: true, input: 'body', schema: signupRequestSchema,
    valid: () => ({
      body: {
        email: 'suite-signup@example.org', name: 'Suite Member', password: 'a long and unusual passphrase', date_of_birth: '1990-06-15',
        gender: 'female', seeking: 'male', language: 'en', country: 'NL', tracking: { network: 'suite', ref: null, sub1: null, sub2: null, sub3: null },
      },
    }),
  },
  'GET /api/invite.php': { session: 'none', input: 'query', schema: inviteQuerySchema, valid: () => ({ query: { code: 'abcdef' } }) },
  'GET /api/activate.php': { session: 'none', input: 'query', schema: tokenSchema, refusesWith: 'redirect', valid: () => ({ query: { token: 'no-such-token' } }) },
  'GET /api/reactivate.php': { session: 'none', input: 'query', schema: tokenSchema, refusesWith: 'redirect', valid: () => ({ query: { token: 'no-such-token' } }) },
  'POST /api/activation-mail.php': { session: 'required', input: 'body', schema: noInputSchema, valid: () => ({ body: {} }) },
  'POST /api/password-reset.php': { session: 'none', input: 'body', schema: resetRequestSchema, valid: () => ({ body: { email: 'nobody@example.org' } }) },
  'PUT /api/password-reset.php': {
    session: 'none', input: 'body', schema: resetPasswordSchema,
    valid: () => ({ body: { token: 'no-such-token', password: 'a brand new passphrase', password_repeat: 'a brand new passphrase' } }),
  },
  'POST /api/password.php': {
    session: 'required', checksPassword: true, input: 'body', schema: passwordChangeSchema,
    valid: () => ({ body: { old_password: WRONG_PASSWORD, password: 'a brand new passphrase', password_repeat: 'a brand new passphrase' } }),
  },
  'POST /api/email-change.php': {
    session: 'required', checksPassword: true, input: 'body', schema: emailChangeRequestSchema, valid: () => ({ body: { email: 'moved@example.org', password: WRONG_PASSWORD } }),
  },
  'PUT /api/email-change.php': { session: 'none', input: 'body', schema: tokenSchema, valid: () => ({ body: { token: 'no-such-token' } }) },
  'PUT /api/profile.php': { session: 'required', input: 'body', schema: profileUpdateSchema, valid: () => ({ body: { city: 'Haarlem', about_me: 'Hello\nthere' } }) },
  // The member's own archive only: a token of someone else's opens nothing (tests/server/data-requests.test.ts).
  'GET /api/data-export.php': { session: 'required', input: 'query', schema: dataExportQuerySchema, valid: () => ({ query: { token: 'no-such-export-token-0000000000000000000000' } }) },
  'POST /api/data-export.php': { session: 'required', input: 'body', schema: noInputSchema, valid: () => ({ body: {} }) },
  'GET /api/data-export-file.php': { session: 'required', input: 'query', schema: dataExportFileQuerySchema, valid: () => ({ query: { token: 'no-such-export-token-0000000000000000000000' } }) },

  // Members
  'GET /api/members.php': {
    session: 'optional', input: 'query', schema: searchQuerySchema, acrossBlock: 'hidden', valid: () => ({ query: { gender: 'male', country: 'NL' } }),
  },
  'GET /api/profile.php': {
    session: 'optional', input: 'query', schema: memberQuerySchema, ids: 'member', acrossBlock: 'refused',
    valid: ({ b }) => ({ query: { id: String(b.id) } }),
  },
  'GET /api/match-finder.php': { session: 'required', input: 'none', acrossBlock: 'hidden', valid: () => ({}) },
  'POST /api/like.php': {
    session: 'required', input: 'body', schema: likeRequestSchema, ids: 'member', acrossBlock: 'refused', valid: ({ b }) => ({ body: member(b.id) }),
  },
  'DELETE /api/like.php': {
    session: 'required', input: 'body', schema: likeRequestSchema, ids: 'member', acrossBlock: 'allowed', valid: ({ b }) => ({ body: member(b.id) }),
  },
  'POST /api/block.php': {
    session: 'required', input: 'body', schema: blockRequestSchema, ids: 'member', acrossBlock: 'allowed', valid: ({ b }) => ({ body: member(b.id) }),
  },
  'DELETE /api/block.php': {
    session: 'required', input: 'body', schema: blockRequestSchema, ids: 'member', acrossBlock: 'allowed', valid: ({ b }) => ({ body: member(b.id) }),
  },
  'GET /api/blocks.php': { session: 'required', input: 'none', valid: () => ({}) },
  'GET /api/likes.php': {
    session: 'required', input: 'none', acrossBlock: 'hidden',
    valid: async ({ bLikesA }) => {
      await bLikesA();
      return {};
    },
  },
  'GET /api/swipe-game.php': { session: 'required', input: 'none', acrossBlock: 'hidden', valid: () => ({}) },
  // A pass: the suite's requests would use up a day's likes, and a pass is refused across a block as a like is.
  'POST /api/swipe-game.php': {
    session: 'required', input: 'body', schema: swipeRequestSchema, ids: 'member', acrossBlock: 'refused',
    valid: ({ b }) => ({ body: { id: b.id, like: false } }),
  },
  // B is a real member: a fictional profile likes by this call, so blocks are tested in auto-like.test.ts.
  'GET /api/auto-like.php': { session: 'required', input: 'none', headers: CLIENT, valid: () => ({}) },
  // Chat
  'GET /api/chats.php': {
    session: 'required', input: 'none', acrossBlock: 'hidden',
    valid: async ({ aWritesB }) => {
      await aWritesB();
      return {};
    },
  },
  'GET /api/messages.php': {
    session: 'required', input: 'query', schema: messagesQuerySchema, ids: 'member', acrossBlock: 'refused', valid: ({ b }) => ({ query: { profile: String(b.id) } }),
  },
  'POST /api/messages.php': {
    session: 'required', input: 'body', schema: sendMessageSchema, ids: 'member', acrossBlock: 'refused',
    valid: ({ b }) => ({ body: { client_id: randomUUID(), to: b.id, kind: 'text', body: 'Hello B' } }),
  },
  // The live channel's WebSocket (tests/server/live.test.ts): over plain HTTP it only checks who asks.
  'GET /api/live.php': { session: 'required', input: 'none', headers: { host: 'amora.test', origin: 'http://amora.test' }, valid: () => ({}) },
  'POST /api/chat-photos.php': { session: 'required', input: 'raw', valid: ({ jpeg }) => ({ raw: { bytes: jpeg, type: 'image/jpeg' } }) },
  'PUT /api/chat.php': {
    session: 'required', input: 'body', schema: readChatSchema, acrossBlock: 'refused',
    valid: async ({ aWritesB }) => {
      const { conversation, message } = await aWritesB();
      return { body: { conversation, up_to: message } };
    },
  },
  'DELETE /api/chat.php': {
    session: 'required', input: 'body', schema: removeChatSchema, ids: 'member', acrossBlock: 'allowed', valid: ({ b }) => ({ body: { profile: b.id } }),
  },
  'GET /api/geocode.php': { session: 'none', input: 'query', schema: geocodeQuerySchema, valid: () => ({ query: { lat: '52.37', lon: '4.89' } }) },
  'GET /api/featured.php': { session: 'optional', input: 'query', schema: featuredQuerySchema, acrossBlock: 'hidden', valid: () => ({ query: { country: 'NL' } }) },
  'GET /api/profile-card.php': {
    session: 'optional', input: 'query', schema: profileCardQuerySchema, ids: 'member', acrossBlock: 'refused',
    valid: ({ b }) => ({ query: { id: String(b.id) } }),
  },

  // Payments
  'GET /api/packages.php': { session: 'optional', input: 'query', schema: packagesQuerySchema, valid: () => ({ query: { country: 'NL' } }) },
  'POST /api/payments.php': { session: 'required', input: 'body', schema: createPaymentSchema, valid: () => ({ body: { package: 'p0', method: 'ideal' } }) },
  'GET /api/payment.php': {
    session: 'required', input: 'query', schema: paymentQuerySchema, ids: 'own',
    valid: ({ aPayment }) => ({ query: { id: String(aPayment.id) } }),
    aimedAtB: ({ bPayment }) => ({ query: { id: String(bPayment.id) } }),
  },
  'GET /api/transactions.php': { session: 'required', input: 'query', schema: transactionsQuerySchema, valid: () => ({}) },
  'GET /api/discountcode.php': { session: 'required', input: 'query', schema: discountQuerySchema, valid: () => ({ query: { welcome: 'true' } }) },
  // The provider's notice: no session, an id only; one it does not know changes nothing.
  'POST /api/payment-webhook.php': { session: 'none', input: 'body', schema: webhookSchema, valid: ({ aPayment }) => ({ body: { id: aPayment.providerId } }) },
  // The sandbox provider's checkout page, as a provider's: anyone with the address may pay.
  'GET /sandbox/checkout.css': { session: 'none', input: 'none', valid: () => ({}) },
  'GET /sandbox/checkout/:id': { session: 'none', input: 'none', valid: ({ aPayment }) => ({ url: `/sandbox/checkout/${aPayment.providerId}` }) },
  'POST /sandbox/checkout/:id': {
    session: 'none', input: 'body', valid: ({ bPayment }) => ({ url: `/sandbox/checkout/${bPayment.providerId}`, body: { outcome: 'pending' } }),
  },
  'POST /api/directdebit.php': {
    session: 'required', input: 'body', schema: directDebitRequestSchema,
    valid: () => ({ body: { package: 'p0', holder: 'Anna Visser', iban: 'NL91 ABNA 0417 1643 00', phone: '06 12345678' } }),
  },
  // A fresh code each time: the bad cases, made from an earlier one, meet a code that has ended and change nothing.
  'PUT /api/directdebit.php': {
    session: 'required', input: 'body', schema: directDebitConfirmSchema, ids: 'own',
    valid: async ({ cStartsDirectDebit }) => {
      const { cookie, ...body } = await cStartsDirectDebit();
      return { cookie, body };
    },
    aimedAtB: ({ bDirectDebit }) => ({ body: bDirectDebit }),
  },

  // Notifications (attaching a push subscription is POST /api/user.php?push=1, the login's route)
  'DELETE /api/push-subscription.php': {
    session: 'required', input: 'body', schema: pushUnsubscribeSchema, valid: () => ({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/suite-a' } }),
  },
  // The beacon of a page going out of view: it names the page as its live channel did (the body, an empty JSON object, is not read).
  'POST /api/page-hidden.php': {
    session: 'required', input: 'query', schema: pageHiddenQuerySchema, valid: () => ({ query: { app: 'suite-page-a' }, body: {} }),
  },
  // A mail's unsubscribe links: no session, the signed token is the authority; the page reads, the mail program's one-click posts.
  'GET /api/unsubscribe.php': { session: 'none', input: 'query', schema: unsubscribeQuerySchema, valid: ({ aUnsubscribeToken }) => ({ query: { t: aUnsubscribeToken } }) },
  'POST /api/unsubscribe.php': {
    session: 'none', input: 'body', schema: unsubscribeBodySchema, valid: ({ aUnsubscribeToken }) => ({ query: { t: aUnsubscribeToken }, body: { scope: 'kind' } }),
  },
  // The mail provider's reports: no session, its shared secret; an address nobody has changes nothing.
  'POST /api/mail-events.php': {
    session: 'none', input: 'body', schema: mailEventsSchema, headers: { authorization: `Bearer ${MAIL_EVENTS_SECRET}` },
    valid: () => ({ body: { events: [{ type: 'bounce', email: 'nobody@example.org' }] } }),
  },

  // Complaints, from members and visitors: a block does not stop a report (people report those they blocked).
  'POST /api/complaints.php': {
    session: 'optional', input: 'body', schema: complaintRequestSchema, ids: 'member', acrossBlock: 'allowed',
    valid: ({ b }) => ({ body: { reason: 'harassment', profile: b.id, text: 'B keeps writing to me after I asked him to stop.' } }),
  },

  // Cam/resell cards: the partner's profiles, the same for everyone
  'GET /api/resell.php': { session: 'none', input: 'query', schema: resellQuerySchema, valid: () => ({ query: { gender: 'female', min_age: '20' } }) },
  'GET /resell-photos/*': { session: 'none', input: 'path', valid: ({ resellPhoto }) => ({ path: resellPhoto }) },

  // The built app: static files, the same for everyone
  [`GET ${BUILT_FILE}`]: { session: 'none', input: 'none', valid: () => ({ url: '/assets/app.js' }) },

  // Photos
  'GET /api/photos.php': { session: 'required', input: 'none', valid: () => ({}) },
  'POST /api/photos.php': { session: 'required', input: 'raw', valid: ({ jpeg }) => ({ raw: { bytes: jpeg, type: 'image/jpeg' } }) },
  'PUT /api/photos.php': {
    session: 'required', input: 'body', schema: photoChangeSchema, ids: 'own',
    valid: ({ aPhoto }) => ({ body: { id: aPhoto.id, private: false } }),
    aimedAtB: ({ bPrivatePhoto }) => ({ body: { id: bPrivatePhoto.id, private: false } }),
  },
  'DELETE /api/photos.php': {
    session: 'required', input: 'body', schema: photoIdSchema, ids: 'own',
    valid: ({ aPhoto }) => ({ body: { id: aPhoto.id } }),
    aimedAtB: ({ bPublicPhoto }) => ({ body: { id: bPublicPhoto.id } }),
  },
  'GET /photos/*': {
    session: 'optional', input: 'path', ids: 'own', acrossBlock: 'refused',
    valid: ({ bPublicPhoto }) => ({ path: `${bPublicPhoto.fileKey}-card.webp` }),
    aimedAtB: ({ bPrivatePhoto }) => ({ path: `${bPrivatePhoto.fileKey}-card.webp` }),
  },

  // The staff console (docs/staff.md): its own session, sent only to /staff.
  'GET /staff/api/session': { session: 'none', input: 'none', valid: ({ staff }) => ({ cookie: staff.cookie }) },
  'POST /staff/api/session': {
    session: 'none', checksPassword: true, input: 'body', schema: staffLoginSchema,
    valid: ({ staff }) => ({ body: { email: staff.email, password: WRONG_PASSWORD, code: '123456' } }),
  },
  'DELETE /staff/api/session': { session: 'none', input: 'none', headers: CLIENT, valid: async (ctx) => ({ cookie: await ctx.freshStaffCookie() }) },
  'GET /staff/api/setup': { session: 'none', input: 'query', schema: staffSetupQuerySchema, valid: () => ({ query: { token: 'no-such-setup-token' } }) },
  'POST /staff/api/setup': {
    session: 'none', input: 'body', schema: staffSetupSchema, valid: () => ({ body: { token: 'no-such-setup-token', password: 'a long staff password', code: '123456' } }),
  },
  'GET /staff/api/staff': { session: 'staff', input: 'none', valid: () => ({}) },
  'POST /staff/api/staff': { session: 'staff', input: 'body', schema: newStaffSchema, valid: () => ({ body: { email: 'suite-staff@example.org', role: 'support' } }) },
  'PATCH /staff/api/staff/:id': {
    session: 'staff', input: 'body', schema: staffChangeSchema, valid: ({ otherStaff }) => ({ url: `/staff/api/staff/${otherStaff}`, body: { role: 'support' } }),
  },
  'POST /staff/api/staff/:id/setup-link': { session: 'staff', input: 'none', valid: ({ otherStaff }) => ({ url: `/staff/api/staff/${otherStaff}/setup-link` }) },
  'GET /staff/api/audit': { session: 'staff', input: 'query', schema: auditQuerySchema, valid: () => ({ query: { action: 'staff.add' } }) },
  'GET /staff/api/photos': { session: 'staff', input: 'query', schema: photoQueueQuerySchema, valid: ({ a }) => ({ query: { member: String(a.id) } }) },
  // A's photo is approved already: the decision is refused (409), the shape is what counts here.
  'POST /staff/api/photos/:id/decision': {
    session: 'staff', input: 'body', schema: photoDecisionSchema, valid: ({ aPhoto }) => ({ url: `/staff/api/photos/${aPhoto.id}/decision`, body: { decision: 'approve' } }),
  },
  'GET /staff/api/cases': { session: 'staff', input: 'query', schema: caseListQuerySchema, valid: () => ({ query: { state: 'open' } }) },
  // Ids no case or member has: the shape is what counts here, and the suite's members stay unbanned for the other rows.
  'POST /staff/api/cases/:id/take': { session: 'staff', input: 'none', valid: () => ({ url: `/staff/api/cases/${NO_SUCH_ID}/take` }) },
  'POST /staff/api/cases/:id/decision': {
    session: 'staff', input: 'body', schema: caseDecisionSchema,
    valid: () => ({ url: `/staff/api/cases/${NO_SUCH_ID}/decision`, body: { outcome: 'no_action', reason: 'Nothing here broke our rules.' } }),
  },
  'POST /staff/api/members/:id/ban': { session: 'staff', input: 'body', schema: memberBanSchema, valid: () => ({ url: `/staff/api/members/${NO_SUCH_ID}/ban`, body: { reason: 'scam', facts: 'You asked members for money.' } }) },
  'GET /staff/api/members': { session: 'staff', input: 'query', schema: memberLookupSchema, valid: ({ a }) => ({ query: { find: String(a.id) } }) },
  'POST /staff/api/members/:id/export': { session: 'staff', input: 'none', valid: () => ({ url: `/staff/api/members/${NO_SUCH_ID}/export` }) },
  'GET /staff/api/exports/:id/file': { session: 'staff', input: 'none', valid: () => ({ url: `/staff/api/exports/${NO_SUCH_ID}/file` }) },
  // Never on the suite's members: an erasure is for good (its own test erases members of its own).
  'POST /staff/api/members/:id/erase': {
    session: 'staff', input: 'body', schema: memberErasureSchema, valid: () => ({ url: `/staff/api/members/${NO_SUCH_ID}/erase`, body: { reason: 'Asked by letter to erase the account.' } }),
  },
  'GET /staff/api/photo-files/*': { session: 'staff', input: 'path', valid: ({ bPrivatePhoto }) => ({ path: `${bPrivatePhoto.fileKey}-thumb.webp` }) },
  'GET /staff/api/texts': { session: 'staff', input: 'query', schema: photoQueueQuerySchema, valid: ({ a }) => ({ query: { member: String(a.id) } }) },
  'POST /staff/api/texts/:id/decision': {
    session: 'staff', input: 'body', schema: textDecisionSchema, valid: () => ({ url: `/staff/api/texts/${NO_SUCH_ID}/decision`, body: { decision: 'approve' } }),
  },
  'GET /staff/api/overview': { session: 'staff', input: 'none', valid: () => ({}) },
  'GET /staff/api/money': { session: 'staff', input: 'query', schema: moneyQuerySchema, valid: ({ a }) => ({ query: { member: String(a.id) } }) },
  // No payment and no member has these ids: no money of the suite's members moves.
  'POST /staff/api/payments/:id/refund': {
    session: 'staff', input: 'body', schema: refundSchema,
    valid: () => ({ url: `/staff/api/payments/${NO_SUCH_ID}/refund`, body: { amount: 100, reason: 'Asked within the return window.', refunded_before: 0 } }),
  },
  'POST /staff/api/members/:id/credits': {
    session: 'staff', input: 'body', schema: creditCorrectionSchema,
    valid: () => ({ url: `/staff/api/members/${NO_SUCH_ID}/credits`, body: { amount: 5, reason: 'A gift that never arrived.', key: 'suite-correction-1' } }),
  },
  'GET /staff/api/discounts': { session: 'staff', input: 'query', schema: discountListQuerySchema, valid: () => ({ query: { state: 'active' } }) },
  'POST /staff/api/discounts': { session: 'staff', input: 'body', schema: newDiscountSchema, valid: () => ({ body: { code: 'SUITE10', percentage: 10 } }) },
  'POST /staff/api/discounts/:code/end': { session: 'staff', input: 'none', valid: () => ({ url: '/staff/api/discounts/NO-SUCH-CODE/end' }) },
  'GET /staff/api/jobs': { session: 'staff', input: 'query', schema: jobListQuerySchema, valid: () => ({ query: { cursor: String(NO_SUCH_ID) } }) },
  'POST /staff/api/jobs/:id/retry': { session: 'staff', input: 'none', valid: () => ({ url: `/staff/api/jobs/${NO_SUCH_ID}/retry` }) },
};
