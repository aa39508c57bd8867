// The account dashboard's API (spec: checkout-account-admin section 7): the member's profile, its
// picture and the address book. Every endpoint acts on the session's own account only: another
// user's id is 403 (an admin reads profiles through singleuser).
import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import { languageChoiceSchema } from "../../../core/schemas/language.ts";
import {
  addressInputSchema,
  profileImageMaxBytes,
  profileMessages,
  profileUpdateSchema,
} from "../../../core/schemas/profile.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { Invalid } from "../../http/errors.ts";
import { readMultipart } from "../../http/multipart.ts";
import { requireOwner, requireSelf } from "../../http/permissions.ts";
import {
  addAddress,
  addressBook,
  chooseDefaultAddress,
  editAddress,
  profileOf,
  removeAddress,
  saveLanguage,
  saveProfile,
  saveProfileImage,
} from "./service.ts";

const tag = "Account";
const userParams = z.object({ userId: z.string().trim().max(100) });
const addressParams = userParams.extend({ addressId: z.uuid({ error: "Address not found" }) });
const own = { 401: "Not signed in", 403: "Not your account" };

/** The picture of PUT profile-image: a multipart file "profileimage", or JSON { profileimage: "" } to remove it. */
async function pictureOf(req: Request, res: Response): Promise<Buffer | null> {
  if (req.is("multipart/form-data")) {
    const form = await readMultipart(req, res, {
      fileField: "profileimage",
      files: 1,
      // read a little past the limit, so a too-large picture is told so in the spec's words
      fileBytes: profileImageMaxBytes + 2 * 1024 * 1024,
      fields: 2,
      fieldBytes: 1024,
      tooLargeMessage: profileMessages.imageSize,
      tooManyFilesMessage: "Attach one picture.",
    });
    const [file] = form.files;
    if (!file) throw new Invalid("Attach a picture in the profileimage field.");
    return file.data;
  }
  const body = (req.body ?? {}) as { profileimage?: unknown };
  if (body.profileimage === "" || body.profileimage === null) return null;
  throw new Invalid(
    "Send the picture as multipart/form-data (field profileimage), or an empty profileimage to remove it.",
  );
}

export function profileRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/userdashboard/singleuser/:userId",
      summary: "One user's profile: the member's own, or any for an admin",
      tag,
      access: "member",
      params: userParams,
      errors: { ...own, 404: "No such user" },
    },
    async ({ params, req }) => {
      requireOwner(req, params.userId);
      return { success: true, user: await profileOf(ctx, params.userId) };
    },
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/userdashboard/:userId/profile",
      summary:
        "Edit information: first and last name, phone (10 digits), gender, date of birth, anniversary (e-mail cannot change)",
      tag,
      access: "member",
      params: userParams,
      body: profileUpdateSchema,
      errors: { ...own, 400: "Invalid input: each bad field is named" },
    },
    ({ params, body, req }) => saveProfile(ctx, requireSelf(req, params.userId).id, body),
  );

  endpoint(
    router,
    {
      method: "patch",
      path: "/userdashboard/:userId/profile",
      summary:
        'The member\'s language, "en" or "hi": their mails\' and account pages\' (decision 0064); the only field this changes',
      tag,
      access: "member",
      params: userParams,
      body: languageChoiceSchema,
      errors: { ...own, 400: 'Anything but { language: "en" | "hi" }: nothing is changed' },
    },
    ({ params, body, req }) => saveLanguage(ctx, requireSelf(req, params.userId).id, body.language),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/userdashboard/profile-image/:userId",
      summary:
        "Sets the profile picture (multipart field profileimage: JPEG, PNG or GIF by its content, under 5 MB, re-encoded) or removes it (JSON profileimage empty)",
      tag,
      access: "member",
      params: userParams,
      multipart: true,
      errors: {
        ...own,
        400: "'Only JPEG, PNG, and GIF images are allowed', 'Image size must be less than 5MB', or no picture to delete",
      },
    },
    async ({ params, req, res }) => {
      const user = requireSelf(req, params.userId);
      return saveProfileImage(ctx, user.id, await pictureOf(req, res));
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/userdashboard/:userId/address",
      summary: "The member's addresses, the default first",
      tag,
      access: "member",
      params: userParams,
      errors: own,
    },
    async ({ params, req }) => ({ addresses: await addressBook(ctx, requireSelf(req, params.userId).id) }),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/userdashboard/:userId/address",
      summary: "Adds an address (the first one becomes the default); answers the address book and the updated user",
      tag,
      access: "member",
      params: userParams,
      body: addressInputSchema,
      status: 201,
      errors: {
        ...own,
        400: "Invalid input in the spec's words ('City is required', ...)",
        409: "At most 20 addresses",
      },
    },
    ({ params, body, req }) => addAddress(ctx, requireSelf(req, params.userId).id, body),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/userdashboard/:userId/address/:addressId",
      summary: "Edits an address",
      tag,
      access: "member",
      params: addressParams,
      body: addressInputSchema,
      errors: { ...own, 400: "Invalid input", 404: "Not one of the member's addresses" },
    },
    ({ params, body, req }) => editAddress(ctx, requireSelf(req, params.userId).id, params.addressId, body),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/userdashboard/:userId/address/:addressId/default",
      summary: "Makes an address the default",
      tag,
      access: "member",
      params: addressParams,
      errors: { ...own, 404: "Not one of the member's addresses" },
    },
    ({ params, req }) => chooseDefaultAddress(ctx, requireSelf(req, params.userId).id, params.addressId),
  );

  endpoint(
    router,
    {
      method: "delete",
      path: "/userdashboard/:userId/address/:addressId",
      summary: "Deletes an address (the newest left becomes the default if it was the default)",
      tag,
      access: "member",
      params: addressParams,
      errors: { ...own, 404: "Not one of the member's addresses" },
    },
    ({ params, req }) => removeAddress(ctx, requireSelf(req, params.userId).id, params.addressId),
  );

  return router;
}
