// The profile's SQL: a member's own fields on users, and their address book (one default at most,
// kept by a partial unique index; setting a new default clears the old one in the same statement
// order inside a transaction).
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AddressInput, ProfileUpdate } from "../../../core/schemas/profile.ts";
import type { Executor } from "../../db/connection.ts";
import { addresses, users } from "../../db/schema.ts";

export type AddressRow = typeof addresses.$inferSelect;

export async function updateProfile(exec: Executor, userId: string, profile: ProfileUpdate): Promise<boolean> {
  const rows = await exec
    .update(users)
    .set({ ...profile, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets (or clears, with null) the profile picture; answers the one it replaced. */
export async function setProfilePicture(exec: Executor, userId: string, key: string | null): Promise<string | null> {
  const [before] = await exec.select({ key: users.profilePicture }).from(users).where(eq(users.id, userId));
  await exec.update(users).set({ profilePicture: key, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return before?.key ?? null;
}

export function addressesOf(exec: Executor, userId: string): Promise<AddressRow[]> {
  return exec
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
}

/** An address as the account pages show it (addressAnswer): no owner, no timestamps. */
export type ShownAddressRow = Pick<
  AddressRow,
  | "id"
  | "firstName"
  | "lastName"
  | "phone"
  | "addressLine1"
  | "addressLine2"
  | "city"
  | "state"
  | "zipCode"
  | "country"
  | "isDefault"
>;

/**
 * My Account's first screen in one statement: the member's row, their address book (default first,
 * then newest, as addressesOf) and `extra`, a column the caller adds (their latest orders). Undefined
 * when there is no such member.
 */
export async function accountRow<T>(exec: Executor, userId: string, extra: SQL<T>) {
  const [row] = await exec
    .select({
      user: users,
      addresses: sql<ShownAddressRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', a.id, 'firstName', a.first_name, 'lastName', a.last_name, 'phone', a.phone,
          'addressLine1', a.address_line1, 'addressLine2', a.address_line2, 'city', a.city, 'state', a.state,
          'zipCode', a.zip_code, 'country', a.country, 'isDefault', a.is_default
        ) order by a.is_default desc, a.created_at desc)
        from ${addresses} a where a.user_id = ${userId}
      ), '[]'::json)`,
      extra: sql<T>`${extra}`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function addressCount(exec: Executor, userId: string): Promise<number> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

async function clearDefault(exec: Executor, userId: string) {
  await exec
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function insertAddress(exec: Executor, userId: string, address: AddressInput, makeDefault: boolean) {
  if (makeDefault) await clearDefault(exec, userId);
  const [row] = await exec
    .insert(addresses)
    .values({ ...address, addressLine2: address.addressLine2 ?? null, userId, isDefault: makeDefault })
    .returning();
  return row;
}

export async function updateAddress(exec: Executor, userId: string, addressId: string, address: AddressInput) {
  if (address.isDefault) await clearDefault(exec, userId);
  const { isDefault, ...fields } = address;
  const [row] = await exec
    .update(addresses)
    .set({
      ...fields,
      addressLine2: fields.addressLine2 ?? null,
      ...(isDefault ? { isDefault: true } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(exec: Executor, userId: string, addressId: string) {
  const [row] = await exec
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function makeDefault(exec: Executor, userId: string, addressId: string) {
  await clearDefault(exec, userId);
  const [row] = await exec
    .update(addresses)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** The newest address becomes the default when the default one is deleted. */
export async function promoteNewest(exec: Executor, userId: string) {
  await exec.execute(sql`
    update addresses set is_default = true
    where id = (select id from addresses where user_id = ${userId} order by created_at desc limit 1)
      and not exists (select 1 from addresses where user_id = ${userId} and is_default)`);
}
