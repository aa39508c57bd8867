// The account dashboard's contract: edit information and the address book, with the spec's
// messages (checkout-account-admin section 5), shared by the forms and the API.
import { z } from "zod";
import { findIndianState } from "../india.ts";
import { normalizeIndianPhone } from "../phone.ts";

export const profileMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Invalid phone number (must be 10 digits)",
  address: "Address is required",
  city: "City is required",
  state: "State is required",
  stateUnknown: "Choose a state from the list",
  zipCode: "Zip code is required",
  zipInvalid: "Enter a 6-digit PIN code",
  zipInvalidUsa: "Enter a 5-digit ZIP code",
  country: "Country is required",
  addressAdded: "Address added successfully!",
  addressFailed: "Failed to add address. Please try again.",
  saved: "Your information has been saved.",
  dateInvalid: "Enter a real date in the past",
  imageType: "Only JPEG, PNG, and GIF images are allowed",
  imageSize: "Image size must be less than 5MB",
  imageUpdated: "Profile image updated successfully!",
  imageFailed: "Failed to update profile image",
  imageMissing: "No profile image to delete.",
  imageDeleteConfirm: "Are you sure you want to delete your profile image?",
  imageDeleted: "Profile image deleted successfully.",
  imageDeleteFailed: "Failed to delete profile image.",
} as const;

/** The largest profile picture accepted (spec: under 5 MB). */
export const profileImageMaxBytes = 5 * 1024 * 1024;

export const addressCountries = ["India", "USA"] as const;

const required = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const phone = z
  .string({ error: profileMessages.phoneRequired })
  .trim()
  .min(1, profileMessages.phoneRequired)
  .transform(normalizeIndianPhone)
  .pipe(z.string().regex(/^\d{10}$/, profileMessages.phoneInvalid));

const pastDate = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, profileMessages.dateInvalid)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value) &&
        date.getTime() < Date.now() &&
        value >= "1900-01-01"
      );
    }, profileMessages.dateInvalid)
    .nullable(),
);

export const profileUpdateSchema = z.object({
  firstName: required(profileMessages.firstName, 60),
  lastName: required(profileMessages.lastName, 60),
  phone,
  gender: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.enum(["male", "female", "other"], { error: "Choose male, female or other" }).nullable(),
  ),
  dateOfBirth: pastDate,
  dateOfAnniversary: pastDate,
});

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const addressInputSchema = z
  .object({
    firstName: required(profileMessages.firstName, 60),
    lastName: required(profileMessages.lastName, 60),
    phone,
    addressLine1: required(profileMessages.address, 200),
    addressLine2: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.string().trim().max(200).optional(),
    ),
    city: required(profileMessages.city, 80),
    state: required(profileMessages.state, 80),
    zipCode: required(profileMessages.zipCode, 12),
    country: z.enum(addressCountries, { error: profileMessages.country }),
    isDefault: z.boolean().optional().default(false),
  })
  .transform((address, ctx) => {
    if (address.country === "India") {
      const state = findIndianState(address.state);
      if (!state) ctx.addIssue({ code: "custom", path: ["state"], message: profileMessages.stateUnknown });
      if (!/^[1-9]\d{5}$/.test(address.zipCode)) {
        ctx.addIssue({ code: "custom", path: ["zipCode"], message: profileMessages.zipInvalid });
      }
      return { ...address, state: state?.name ?? address.state };
    }
    if (!/^\d{5}(-\d{4})?$/.test(address.zipCode)) {
      ctx.addIssue({ code: "custom", path: ["zipCode"], message: profileMessages.zipInvalidUsa });
    }
    return address;
  });

export type AddressInput = z.output<typeof addressInputSchema>;
