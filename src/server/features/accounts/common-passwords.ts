// The 10,000 most common passwords (DESIGN.md point 13), refused at sign-up, reset and change.
// common-passwords.json: the first 10,000 distinct entries, lower-cased, of the ranked password
// list in @zxcvbn-ts/language-common 4.1.3 (MIT), itself from Xato's public corpus of leaked passwords.
import list from "./common-passwords.json" with { type: "json" };

const common = new Set<string>(list);

/** Case does not make a common password safe: "Password1" is refused like "password1". */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export const commonPasswordCount = common.size;
