// The signed-in person's profile, the 7-day username cooldown, and deleting the whole account.
import { eq } from 'drizzle-orm';
import { blankFields } from '#shared/forms/blank-fields.ts';
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locale.ts';
import { type AccountSettingsInput, USERNAME_COOLDOWN_DAYS } from '#shared/schemas/account.ts';
import { MSG } from '#shared/schemas/messages.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, users, usZips } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ApiError } from '../../lib/errors.ts';
import { businessFileKeys, deleteKeysOrQueue } from '../../storage/safe-delete.ts';
import type { Storage } from '../../storage/storage.ts';
import { eraseUnlinkedRows, wordsOfUser } from './account-erasure.ts';

const COOLDOWN_MS = USERNAME_COOLDOWN_DAYS * 24 * 60 * 60 * 1000;

const usernameTaken = () =>
  new ApiError(409, 'username_taken', MSG.usernameExists, { fields: { username: MSG.usernameExists } });

export async function getProfile(db: Db, userId: string) {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new ApiError(401, 'unauthorized', 'Not authenticated');
  const next = u.usernameChangedAt ? new Date(u.usernameChangedAt.getTime() + COOLDOWN_MS) : null;
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    ...blankFields(u, ['firstName', 'lastName', 'birthday', 'zip']),
    language: isLocale(u.language) ? u.language : DEFAULT_LOCALE,
    usernameChangedAt: u.usernameChangedAt?.toISOString() ?? null,
    nextUsernameChangeAt: next && next.getTime() > Date.now() ? next.toISOString() : null,
  };
}

export async function updateProfile(db: Db, userId: string, input: AccountSettingsInput) {
  const current = await getProfile(db, userId);
  const changingUsername = input.username !== current.username;
  if (changingUsername) {
    if (current.nextUsernameChangeAt)
      throw new ApiError(
        429,
        'username_cooldown',
        `You can only update your username every ${USERNAME_COOLDOWN_DAYS} days.`,
        {
          extra: { next_allowed: current.nextUsernameChangeAt },
        },
      );
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, input.username))
      .limit(1);
    if (taken) throw usernameTaken();
  }
  if (input.zip) {
    const [zip] = await db.select({ zip: usZips.zip }).from(usZips).where(eq(usZips.zip, input.zip)).limit(1);
    if (!zip) throw new ApiError(400, 'invalid_input', MSG.zip, { fields: { zip: MSG.zip } });
  }
  await db
    .update(users)
    .set({
      username: input.username,
      name: input.firstName ? `${input.firstName} ${input.lastName}`.trim() : input.username,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      birthday: input.birthday || null,
      zip: input.zip || null,
      ...(input.language ? { language: input.language } : {}),
      ...(changingUsername ? { usernameChangedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    // Two people can pass the check above together; the unique constraint decides, and the loser
    // hears what the check would have said.
    .catch((err) => {
      throw isUniqueViolation(err, 'users_username_unique') ? usernameTaken() : err;
    });
  return getProfile(db, userId);
}

/**
 * One transaction removes the user and, by cascade, sessions, businesses, pricing and favourites,
 * with the rows that name them without a key (account-erasure.ts); then the files.
 */
export async function deleteAccount(db: Db, storage: Storage, userId: string, confirmUsername: string) {
  const profile = await getProfile(db, userId);
  if (confirmUsername !== profile.username)
    throw new ApiError(400, 'invalid_input', 'Type your username exactly to confirm.', {
      fields: { confirmUsername: 'Type your username exactly to confirm.' },
    });
  const owned = await db
    .select({ id: businessProfiles.businessId })
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, userId));
  await db.transaction(async (tx) => {
    const words = await wordsOfUser(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    await eraseUnlinkedRows(tx, profile, words);
  });
  let failed = 0;
  for (const { id } of owned)
    failed += (await deleteKeysOrQueue(storage, db, await businessFileKeys(storage, id))).failed;
  return { deleted: true as const, businesses: owned.length, filesPending: failed };
}
