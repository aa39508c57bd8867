// The public profile of a user as the API answers it (the spec's field names). The password hash
// and every other secret stay out by construction: only these fields are copied.
import { mediaUrl } from "../../../core/media.ts";
import type { UserData } from "../../../core/schemas/accounts.ts";
import type { UserRow } from "./queries.ts";

export function userData(row: UserRow): UserData {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    dateOfAnniversary: row.dateOfAnniversary,
    profilePicture: row.profilePicture ? mediaUrl(row.profilePicture) : null,
    userRole: row.role,
    Points: row.points,
    referralCode: row.referralCode,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
  };
}
