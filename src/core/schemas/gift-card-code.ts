// A gift card's code as typed (decision 0062): spaces, dashes and lower case allowed, read as the shop
// reads it (core/gift-cards.ts normalizeGiftCardCode); anything else is "not a valid code".
import { z } from "zod";
import { giftCardMessages, normalizeGiftCardCode } from "../gift-cards.ts";

export const giftCardCodeSchema = z
  .string({ error: giftCardMessages.notFound })
  .max(40, giftCardMessages.notFound)
  .transform((typed, ctx) => {
    const code = normalizeGiftCardCode(typed);
    if (!code) {
      ctx.addIssue({ code: "custom", message: giftCardMessages.notFound });
      return z.NEVER;
    }
    return code;
  });
