/**
 * Accounts and sessions: the session state, sign in (scrypt), register, complete the account, the
 * password reminder and sign out. Sign in, register and sign out rotate the session (a new cookie and
 * a new CSRF token; the old cookie and token stop working). The `session` and `csrfToken` schemes are
 * checked before a handler runs (app.ts); an anonymous session still passes them, so operations for a
 * signed-in person answer 401 themselves (`signedInUser`).
 */
import type { Kysely } from 'kysely';
import { postcodeLookupMessages, postcodeStatus } from '../../domain/uk/postcode';
import type { components } from '../../openapi/generated/schema';
import type { Database } from '../db/schema';
import { hashPassword, verifyPassword } from '../passwords';
import type { SessionRow } from '../sessions';
import { clearSignInFailures, recordSignInFailure, signInThrottled, signInWaitSeconds } from '../signInThrottle';
import type { Context, Handlers } from '../types';

type SessionState = components['schemas']['SessionState'];
type User = components['schemas']['User'];

/** What an account keeps besides its email and password (users.profile). */
export interface Profile {
  FirstName: string;
  LastName: string;
  PostCode?: string;
  MobileNumber?: string;
  PhoneNumber?: string;
  MarketingOptIn?: boolean;
}

/** The reCAPTCHA site key the session state names; the reference server never requires a token. */
const recaptchaPublicKey = process.env.FORECOURT_RECAPTCHA_KEY ?? '6LcForecourtExampleSiteKey00000000000000';

/** The contract's generic 422 (code 100), for a body that matches the schema but breaks a stated rule. */
export const unprocessable = {
  Code: 100,
  FriendlyMessage: 'Sorry, we could not process that request. Please check it and try again.',
};
export const notSignedIn = { Code: 401, FriendlyMessage: 'Please sign in to use your account.' };
const wrongCredentials = { Code: 401, FriendlyMessage: 'The email address or password is not right.' };
const emailTakenMessage = 'There is already an account for this email address. Please sign in or reset your password.';
const emailTaken = {
  Code: 409,
  FriendlyMessage: emailTakenMessage,
  Fields: [{ Field: 'Email', Message: emailTakenMessage }],
};
/** The complete-account form's own message when neither number is given (app/features/account/forms.ts). */
const phoneNeeded = 'Enter a mobile or a landline number';

const passwordHoldsEmailMessage = 'Your password must not contain your email address';

/** A password holding the email address, or its part before the @ when 4 characters or more, is refused. */
function passwordHoldsEmail(password: string, email: string): boolean {
  const local = email.split('@')[0] ?? '';
  const lower = password.toLowerCase();
  return lower.includes(email) || (local.length >= 4 && lower.includes(local));
}

/** Emails are compared without case or surrounding spaces: one account per address. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * 422 for a postcode of the right shape that does not exist (AA9A 9AA: no such area), in the form's
 * words (the shared rule, domain/uk/postcode.ts); the schema has refused a malformed one already.
 */
function unknownPostcode(postcode: string | undefined) {
  if (!postcode || postcodeStatus(postcode) !== 'unknown') return undefined;
  return {
    status: 422 as const,
    body: {
      Code: 100,
      FriendlyMessage: 'Please check the details you entered.',
      Fields: [{ Field: 'PostCode', Message: postcodeLookupMessages.notFoundInForm(postcode) }],
    },
  };
}

/** Complete when the account has a name, a postcode and at least one phone number (what dealers need). */
const isComplete = (profile: Partial<Profile>) =>
  Boolean(profile.FirstName && profile.LastName && profile.PostCode && (profile.MobileNumber || profile.PhoneNumber));

async function userOf(db: Kysely<Database>, session: SessionRow | undefined): Promise<User | null> {
  if (session?.user_id == null) return null;
  const row = await db
    .selectFrom('users')
    .select(['email', 'profile'])
    .where('id', '=', session.user_id)
    .executeTakeFirst();
  if (!row) return null;
  const profile = row.profile as Partial<Profile>;
  return {
    FirstName: profile.FirstName ?? '',
    LastName: profile.LastName ?? '',
    Email: row.email,
    IsComplete: isComplete(profile),
  };
}

async function sessionState(db: Kysely<Database>, session: SessionRow): Promise<SessionState> {
  const user = await userOf(db, session);
  return {
    IsAuthenticated: user !== null,
    User: user,
    CsrfToken: session.csrf_token,
    Recaptcha: { Required: false, PublicKey: recaptchaPublicKey },
  };
}

/** The signed-in person's id, or undefined for an anonymous session (the handler answers 401). */
export function signedInUser(context: Context): number | undefined {
  return context.session?.user_id ?? undefined;
}

/** Compared against when the email has no account, so a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** A form receipt's reference: FC-YYMM-n (the month it was received and the stored row's number). */
function receiptReference(now: Date, id: number): string {
  const yymm = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `FC-${yymm}-${id % 100_000_000}`;
}

/** The reminders' queue: one after another, after the answers that asked for them. */
let reminders: Promise<void> = Promise.resolve();
/** Open unless a test holds the queue to look at what the answers alone left behind. */
let gate: Promise<void> = Promise.resolve();

/**
 * Off the request path: links a stored reminder to its account, if the address has one (user_id says
 * a link goes out; the mailer reads it). Started after the answer is sent; a failure is logged, never
 * the request's.
 */
function queueReminder(db: Kysely<Database>, submissionId: number, email: string) {
  const link = async () => {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (user) await db.updateTable('submissions').set({ user_id: user.id }).where('id', '=', submissionId).execute();
  };
  reminders = reminders
    .then(() => gate)
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(link)
    .catch((error: unknown) => console.error('Password reminder not linked to its account', error));
}

/** Resolves once every reminder asked for so far has been handled (tests, and a clean shutdown). */
export const remindersSent = (): Promise<void> => reminders;

/** Holds the queue until the returned function is called (tests). */
export function holdReminders(): () => void {
  let release = () => {};
  gate = new Promise((resolve) => (release = resolve));
  return () => {
    gate = Promise.resolve();
    release();
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export const accountHandlers: Handlers = {
  getSession: async (_request, context) => {
    const session = context.session ?? (await context.startSession(null));
    return { status: 200, body: await sessionState(context.db, session) };
  },

  signIn: async ({ body }, context) => {
    const email = normaliseEmail(body.Email);
    const wait = await signInWaitSeconds(context.db, email, context.address, context.now());
    if (wait > 0) return { status: 429, body: signInThrottled(wait), headers: { 'retry-after': String(wait) } };
    const user = await context.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
    decoyHash ??= hashPassword('no account has this password 0');
    const matches = await verifyPassword(body.Password, user?.password_hash ?? (await decoyHash));
    if (!user || !matches) {
      await recordSignInFailure(context.db, email, context.address, context.now());
      return { status: 401, body: wrongCredentials };
    }
    await clearSignInFailures(context.db, email);
    // RememberMe keeps the session for 30 days; otherwise it ends when the browser closes.
    const session = await context.startSession(user.id, body.RememberMe ? { maxAgeSeconds: 30 * 24 * 3600 } : {});
    return { status: 200, body: await sessionState(context.db, session) };
  },

  register: async ({ body }, context) => {
    const postcodeRefused = unknownPostcode(body.PostCode);
    if (postcodeRefused) return postcodeRefused;
    const email = normaliseEmail(body.Email);
    const taken = await context.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) return { status: 409, body: emailTaken };
    if (passwordHoldsEmail(body.Password, email))
      return {
        status: 422,
        body: {
          Code: 100,
          FriendlyMessage: 'Please check the details you entered.',
          Fields: [{ Field: 'Password', Message: passwordHoldsEmailMessage }],
        },
      };
    const profile: Profile = {
      FirstName: body.FirstName,
      LastName: body.LastName,
      ...(body.PostCode ? { PostCode: body.PostCode } : {}),
      MarketingOptIn: body.MarketingOptIn ?? false,
    };
    let id: number;
    try {
      const row = await context.db
        .insertInto('users')
        .values({
          email,
          password_hash: await hashPassword(body.Password),
          profile: JSON.stringify(profile),
          created_at: context.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } catch (error) {
      // Two registrations of one address at once: the second finds it taken.
      if (isUniqueViolation(error)) return { status: 409, body: emailTaken };
      throw error;
    }
    const session = await context.startSession(id);
    return { status: 201, body: await sessionState(context.db, session) };
  },

  completeAccount: async ({ body }, context) => {
    const userId = signedInUser(context);
    if (userId === undefined || !context.session) return { status: 401, body: notSignedIn };
    const postcodeRefused = unknownPostcode(body.PostCode);
    if (postcodeRefused) return postcodeRefused;
    if (!body.MobileNumber && !body.PhoneNumber)
      return {
        status: 422,
        body: {
          Code: 100,
          FriendlyMessage: 'Please check the details you entered.',
          Fields: [{ Field: 'MobileNumber', Message: phoneNeeded }],
        },
      };
    const row = await context.db
      .selectFrom('users')
      .select('profile')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const old = row.profile as Partial<Profile>;
    // The form sends every field it shows: a number left out is a number removed.
    const profile: Profile = {
      ...(old.MarketingOptIn === undefined ? {} : { MarketingOptIn: old.MarketingOptIn }),
      FirstName: body.FirstName,
      LastName: body.LastName,
      PostCode: body.PostCode,
      ...(body.MobileNumber ? { MobileNumber: body.MobileNumber } : {}),
      ...(body.PhoneNumber ? { PhoneNumber: body.PhoneNumber } : {}),
    };
    await context.db
      .updateTable('users')
      .set({ profile: JSON.stringify(profile) })
      .where('id', '=', userId)
      .execute();
    return { status: 200, body: await sessionState(context.db, context.session) };
  },

  sendPasswordReminder: async ({ body }, context) => {
    // The same work whatever the address (requirements 10.16): store the request, answer, and only
    // then look the account up (queueReminder), so no answer says by its timing who has one.
    const email = normaliseEmail(body.Email);
    const now = context.now();
    const row = await context.db
      .insertInto('submissions')
      .values({
        kind: 'sendPasswordReminder',
        session_id: context.session?.id ?? null,
        user_id: null,
        payload: JSON.stringify({ Email: email }),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    queueReminder(context.db, row.id, email);
    return {
      status: 202,
      body: {
        Reference: receiptReference(now, row.id),
        Message:
          'Thank you. If there is an account for this email address, we have sent it a link to reset the password.',
      },
    };
  },

  signOut: async (_request, context) => {
    const session = await context.startSession(null);
    return { status: 200, body: await sessionState(context.db, session) };
  },
};
