// Password hashing: argon2id, 19 MiB, 2 passes (OWASP ASVS 5.0 level 2, DESIGN.md point 13).
import { hash, type Options, verify } from "@node-rs/argon2";

// Algorithm.Argon2id is an ambient const enum that verbatimModuleSyntax cannot read; its value is 2.
const argon2id = 2 as NonNullable<Options["algorithm"]>;
const options: Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
