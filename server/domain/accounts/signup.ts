import type { SignupRequest } from '../../../common/api/account';
import { normalizeEmail, sexualityFor, signupProblems } from '../../../common/rules/account';
import { hasTrafficSource, signupsEnabled } from '../../../common/rules/access';
import { emailTaken, insertUser } from '../../db/accounts';
import { inTransaction } from '../../db/database';
import { useInvite } from '../../db/invites';
import { insertHeldFirstMessage } from '../../db/chat';
import { insertProfile, shownMember } from '../../db/profiles';
import { insertTracking } from '../../db/tracking';
import { mailLink } from './mail-links';
import { isCommonPassword } from './common-passwords';
import { grantCredits } from '../payments/credits';
import type { AccountContext } from './context';
import { hashPassword } from './passwords';
import { problemError, ProblemError } from '../problems';
import type { LoggedIn } from './login';
import { startSession } from './sessions';
import { reviewNewText } from '../staff/text-moderation';
import { issueToken } from './tokens';

/**
 * A new account: not confirmed, its profile disabled until the mailed link is opened, with the
 * signup credits, the traffic source, and — from a profile's signup page — a first message that
 * waits (held) until the address is confirmed.
 */
export async function signUp(ctx: AccountContext, input: SignupRequest): Promise<LoggedIn> {
  const { db, config, now } = ctx;
  if (!signupsEnabled(config.rules.signups, hasTrafficSource(input.tracking?.network, null))) throw new ProblemError('signups_closed');
  if (config.accounts.inviteOnly && !input.invite) throw new ProblemError('invite_required');

  const fromProfile = input.profile_id !== undefined;
  const [problem] = signupProblems({ ...input, signup_message: fromProfile ? input.signup_message ?? '' : undefined }, now, config.rules.minAge);
  if (problem) throw problemError(problem);
  if (isCommonPassword(input.password)) throw new ProblemError('password_common', { field: 'password' });
  const email = normalizeEmail(input.email);
  if (await emailTaken(db, email)) throw new ProblemError('email_exists', { field: 'email' });
  const message = await checkedSignupMessage(ctx, input);

  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  const userId = await inTransaction(db, async (trx) => {
    const id = await insertUser(trx, { email, password_hash: passwordHash, status: 'not_confirmed', language: input.language, signup_date: at });
    if (config.costs.signup > 0) {
      await grantCredits(trx, { userId: id, amount: config.costs.signup, reason: 'signup_bonus', key: `signup:${id}`, now });
    }
    await insertProfile(trx, {
      id, status: 'disabled', name: input.name.trim(), gender: input.gender, sexuality: sexualityFor(input.gender, input.seeking),
      birth_date: input.date_of_birth, country: input.country ?? config.site.defaultCountry, region: null, city: null,
      tattoos: null, hair_color: null, eye_color: null, body_type: null, relationship_status: null, about_me: null,
      signup_reason: null, main_photo_id: null,
    });
    await reviewNewText(trx, id, 'name', input.name, now);
    if (input.tracking) await insertTracking(trx, { ...input.tracking, user_id: id, created_at: at });
    // Thrown inside the transaction, so the account is not created either.
    if (config.accounts.inviteOnly && !(await useInvite(trx, input.invite!.toLowerCase(), id, at))) throw new ProblemError('invite_invalid');
    if (message) await insertHeldFirstMessage(trx, { senderId: id, partnerId: message.profileId, body: message.body, at });
    return id;
  });

  await mailLink(ctx, userId, 'activation', await issueToken(db, userId, 'activation', now));
  // A new member is logged in at once: confirming the address can wait (docs/product/states.md#signup).
  return { userId, token: await startSession(db, userId, now) };
}

async function checkedSignupMessage(ctx: AccountContext, input: SignupRequest) {
  if (input.profile_id === undefined) return null;
  const profile = await shownMember(ctx.db, input.profile_id);
  if (!profile) throw new ProblemError('profile_unknown');
  const body = (input.signup_message ?? '').trim();
  if (body === '') throw new ProblemError('message_empty', { field: 'signup_message' });
  if ([...body].length > ctx.config.costs.messageLength) {
    throw new ProblemError('message_too_long', { field: 'signup_message', max: ctx.config.costs.messageLength });
  }
  return { profileId: profile.id, body };
}

