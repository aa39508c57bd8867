// First start: an admin account when there is none, with the e-mail and password of the
// configuration, or a password made up here and printed once.

import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { demoContacts } from "../../../core/shop-contacts.ts";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { hashPassword } from "./password.ts";

/** Creates the admin account on first start; prints its password when the shop made one up. */
export async function ensureAdmin(ctx: AppContext): Promise<void> {
  const admins = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (admins.length > 0) return;
  const email = (ctx.config.admin.email ?? demoContacts.adminEmail).toLowerCase();
  const generated = !ctx.config.admin.password;
  const password = ctx.config.admin.password ?? crypto.randomBytes(12).toString("base64url");
  await ctx.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: "Shop",
      lastName: "Admin",
      phone: "9999999999",
      role: "admin",
    })
    .onConflictDoUpdate({ target: users.email, set: { role: "admin" } });
  ctx.log.info({ email }, "admin account created");
  if (ctx.config.env !== "test") {
    console.log(
      generated
        ? `\n  Admin account created\n    e-mail:   ${email}\n    password: ${password}\n  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n`
        : `\n  Admin account created for ${email} (password from ADMIN_PASSWORD)\n`,
    );
  }
}
