// A gift card's code (decision 0062): 16 characters of Crockford's alphabet from the operating
// system's random source (crypto.randomInt draws each letter without bias), kept only as its SHA-256
// and its last four. 80 bits cannot be guessed, and a hash of so much randomness needs no salt.
import crypto from "node:crypto";
import { giftCardAlphabet, giftCardCodeLength } from "../../../core/gift-cards.ts";

export interface MintedCode {
  /** The whole code, shown once (the mails); never stored. */
  code: string;
  hash: string;
  last4: string;
}

export function hashGiftCardCode(code: string): string {
  return crypto.createHash("sha256").update(`gift-card:${code}`).digest("hex");
}

export function mintGiftCardCode(): MintedCode {
  let code = "";
  for (let index = 0; index < giftCardCodeLength; index++)
    code += giftCardAlphabet[crypto.randomInt(giftCardAlphabet.length)];
  return { code, hash: hashGiftCardCode(code), last4: code.slice(-4) };
}
