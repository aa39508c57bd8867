// The abuse limits of the accounts feature (DESIGN.md point 13): per address and per IP, counted by
// the shop's rate limiter (Redis when configured, so all instances count together).
import type { Limit } from "../../http/rate-limit.ts";

const minutes = (n: number) => n * 60;

export const limits = {
  /**
   * Wrong passwords for an address from devices that never signed in to it (issue 18 point 4: only
   * failures count, and a device that signed in before is not locked out by them).
   */
  loginAddress: {
    name: "login:address",
    max: 10,
    windowSeconds: minutes(15),
    message: "Too many sign-in attempts for this account.",
  },
  /** Wrong passwords from one device cookie (its own budget, as OWASP's device cookies have). */
  loginDevice: {
    name: "login:device",
    max: 10,
    windowSeconds: minutes(15),
    message: "Too many sign-in attempts from this device.",
  },
  /** Wrong passwords from one client address, whatever the account: brute force across accounts. */
  loginIp: { name: "login:ip", max: 100, windowSeconds: minutes(15), message: "Too many sign-in attempts." },
  /** The spec's "resend is limited": three codes per address and purpose in ten minutes. */
  sendCodeAddress: {
    name: "send-code:address",
    max: 3,
    windowSeconds: minutes(10),
    message: "Too many codes were requested for this address.",
  },
  sendCodeIp: { name: "send-code:ip", max: 30, windowSeconds: minutes(10), message: "Too many codes were requested." },
  checkCodeAddress: {
    name: "check-code:address",
    max: 10,
    windowSeconds: minutes(10),
    message: "Too many code attempts for this address.",
  },
  checkCodeIp: { name: "check-code:ip", max: 60, windowSeconds: minutes(10), message: "Too many code attempts." },
  resetAddress: {
    name: "reset:address",
    max: 5,
    windowSeconds: minutes(10),
    message: "Too many password resets for this address.",
  },
  resetIp: { name: "reset:ip", max: 30, windowSeconds: minutes(10), message: "Too many password resets." },
  changePasswordUser: {
    name: "change-password:user",
    max: 10,
    windowSeconds: minutes(15),
    message: "Too many password change attempts.",
  },
} satisfies Record<string, Limit>;
