// Settings: sign-in security (issue 18 point 4). When two-factor sign-in is required of admins, an
// admin who has not set it up reaches only /admin-two-factor and sign-out (server/http/permissions.ts).
import { z } from "zod";

export const securitySettingsSchema = z.object({
  /** Every admin must sign in with a code from an authenticator app. */
  adminTwoFactorRequired: z.boolean().default(false),
});
