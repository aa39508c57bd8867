// What a page shows of the visitor, read by the browser after load (GET /api/me/summary): who is
// signed in, the bag's count and the wishlist's hearts. Public pages carry none of it, so a
// member's public page is the anonymous one (docs/decisions/0022-personal-bits-from-the-browser.md).
import { z } from "zod";

export const visitorSummarySchema = z.object({
  user: z
    .object({
      id: z.string(),
      firstName: z.string(),
      role: z.enum(["user", "admin"]),
    })
    .nullable()
    .describe("The signed-in member, or null for a guest"),
  cartCount: z.number().int().describe("Units in the member's bag (0 for a guest: a guest's bag is in their browser)"),
  wishlist: z.array(z.string()).describe("The variant ids on the member's wishlist"),
});

export type VisitorSummary = z.infer<typeof visitorSummarySchema>;

export const guestSummary: VisitorSummary = { user: null, cartCount: 0, wishlist: [] };
