// The member's own account: edit information (e-mail read-only), the profile picture (JPEG, PNG or
// GIF by their bytes, under 5 MB, re-encoded on the server) and the address book (at most 20, one
// default; the first address is the default). Knows nothing of HTTP.
import type { SQL } from "drizzle-orm";
import type { Language } from "../../../core/i18n.ts";
import { languageChoiceMessages } from "../../../core/schemas/language.ts";
import {
  type AddressInput,
  addressInputSchema,
  type ProfileUpdate,
  profileImageMaxBytes,
  profileMessages,
} from "../../../core/schemas/profile.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { Conflict, Invalid, NotFound } from "../../http/errors.ts";
import { currentUser, rememberLanguage } from "../accounts/service.ts";
import { userData } from "../accounts/user-data.ts";
import { placeOfAddress } from "../delivery/service.ts";
import { detectImageType } from "../media/image-type.ts";
import { storeImage } from "../media/service.ts";
import {
  type AddressRow,
  accountRow,
  addressCount,
  addressesOf,
  deleteAddress,
  insertAddress,
  makeDefault,
  promoteNewest,
  type ShownAddressRow,
  setProfilePicture,
  updateAddress,
  updateProfile,
} from "./queries.ts";

export const maxAddresses = 20;

export async function profileOf(ctx: AppContext, userId: string) {
  const user = await currentUser(ctx, userId);
  if (!user) throw new NotFound("User not found");
  return user;
}

/**
 * My Account's first screen (issue 37 point 3): the profile and the address book as profileOf and
 * addressBook answer them, with `extra`, a column of the caller's (the latest orders: http/
 * web-services.ts), in one statement: one round trip to the database where there were three.
 */
export async function accountFirstScreen<T>(ctx: AppContext, userId: string, extra: SQL<T>) {
  const row = await accountRow(ctx.db, userId, extra);
  if (!row) throw new NotFound("User not found");
  return { profile: userData(row.user), addresses: row.addresses.map(addressAnswer), extra: row.extra };
}

export async function saveProfile(ctx: AppContext, userId: string, profile: ProfileUpdate) {
  if (!(await updateProfile(ctx.db, userId, profile))) throw new NotFound("User not found");
  return { success: true, message: profileMessages.saved, userData: await profileOf(ctx, userId) };
}

/** The member's own choice of language (My Account, decision 0064's addendum): their mails follow it. */
export async function saveLanguage(ctx: AppContext, userId: string, language: Language) {
  await rememberLanguage(ctx.db, userId, language);
  return { success: true, message: languageChoiceMessages.saved, userData: await profileOf(ctx, userId) };
}

/** Checks and stores a new profile picture: the type is read from the bytes, never the file name. */
export async function saveProfileImage(ctx: AppContext, userId: string, image: Buffer | null) {
  if (image === null) {
    const before = await setProfilePicture(ctx.db, userId, null);
    if (!before) throw new Invalid(profileMessages.imageMissing);
    return { success: true, message: profileMessages.imageDeleted, userData: await profileOf(ctx, userId) };
  }
  if (image.length >= profileImageMaxBytes)
    throw new Invalid(profileMessages.imageSize, { profileimage: profileMessages.imageSize });
  const type = detectImageType(image);
  if (type !== "jpeg" && type !== "png" && type !== "gif") {
    throw new Invalid(profileMessages.imageType, { profileimage: profileMessages.imageType });
  }
  const key = await storeImage(ctx, image, { alt: "Profile picture", keyHint: "profile" });
  await setProfilePicture(ctx.db, userId, key);
  return { success: true, message: profileMessages.imageUpdated, userData: await profileOf(ctx, userId) };
}

export interface AddressAnswer {
  _id: string;
  firstName: string;
  lastName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isDefault: boolean;
}

export function addressAnswer(row: ShownAddressRow): AddressAnswer {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    isDefault: row.isDefault,
  };
}

export async function addressBook(ctx: AppContext, userId: string): Promise<AddressAnswer[]> {
  return (await addressesOf(ctx.db, userId)).map(addressAnswer);
}

export async function addAddress(ctx: AppContext, userId: string, address: AddressInput) {
  if (address.country === "India") placeOfAddress(address);
  await ctx.db.transaction(async (tx) => {
    const count = await addressCount(tx, userId);
    if (count >= maxAddresses) throw new Conflict(`You can keep at most ${maxAddresses} addresses.`);
    await insertAddress(tx, userId, address, address.isDefault || count === 0);
  });
  return {
    success: true,
    message: profileMessages.addressAdded,
    addresses: await addressBook(ctx, userId),
    userData: await profileOf(ctx, userId),
  };
}

/** Why a checkout's new address was or was not added to the address book. */
export type KeptAddress = "saved" | "already_saved" | "book_full" | "not_saved";

/**
 * "Save this address" at checkout, in the order's transaction: the typed address joins the member's
 * address book (the default when it is the first), unless the same address is there already or the
 * book is full; an order is never refused for it. Checked by the address book's own schema.
 */
export async function keepCheckoutAddress(tx: Executor, userId: string, address: unknown): Promise<KeptAddress> {
  const parsed = addressInputSchema.safeParse(address);
  if (!parsed.success) return "not_saved";
  const wanted = parsed.data;
  const book = await addressesOf(tx, userId);
  const same = (row: AddressRow) =>
    [row.firstName, row.lastName, row.phone, row.addressLine1, row.addressLine2 ?? "", row.city, row.zipCode]
      .map((part) => part.trim().toLowerCase())
      .join("|") ===
    [
      wanted.firstName,
      wanted.lastName,
      wanted.phone,
      wanted.addressLine1,
      wanted.addressLine2 ?? "",
      wanted.city,
      wanted.zipCode,
    ]
      .map((part) => part.trim().toLowerCase())
      .join("|");
  if (book.some(same)) return "already_saved";
  if (book.length >= maxAddresses) return "book_full";
  await insertAddress(tx, userId, wanted, book.length === 0);
  return "saved";
}

export async function editAddress(ctx: AppContext, userId: string, addressId: string, address: AddressInput) {
  if (address.country === "India") placeOfAddress(address);
  await ctx.db.transaction(async (tx) => {
    // inside the transaction: an unknown address must not leave the old default cleared
    if (!(await updateAddress(tx, userId, addressId, address))) throw new NotFound("Address not found");
  });
  return { success: true, message: "Address updated.", addresses: await addressBook(ctx, userId) };
}

export async function removeAddress(ctx: AppContext, userId: string, addressId: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const deleted = await deleteAddress(tx, userId, addressId);
    if (deleted?.isDefault) await promoteNewest(tx, userId);
    return deleted;
  });
  if (!row) throw new NotFound("Address not found");
  return { success: true, message: "Address deleted.", addresses: await addressBook(ctx, userId) };
}

export async function chooseDefaultAddress(ctx: AppContext, userId: string, addressId: string) {
  await ctx.db.transaction(async (tx) => {
    if (!(await makeDefault(tx, userId, addressId))) throw new NotFound("Address not found");
  });
  return { success: true, message: "Default address saved.", addresses: await addressBook(ctx, userId) };
}
