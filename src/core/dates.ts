// Dates as the shop writes them, in India time, built by hand: the server's and the browser's
// Intl data differ between versions ("6:52 am" / "6:52 AM"), and a page must read the same when
// it is rendered on the server and when it comes alive in the browser.

import type { Language } from "./i18n.ts";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const istOffsetMs = 330 * 60_000;

function inIndia(value: string | Date) {
  const at = new Date(new Date(value).getTime() + istOffsetMs);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    day: at.getUTCDate(),
    hours: at.getUTCHours(),
    minutes: at.getUTCMinutes(),
  };
}

/** "23 Nov 2026" */
export function formatDate(value: string | Date): string {
  const at = inIndia(value);
  return `${at.day} ${months[at.month]} ${at.year}`;
}

/** Hindi's month names, as Intl's hi-IN writes them (here by hand, like the English ones). */
const hindiMonthNames = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
] as const;

/** "23 November 2026"; in Hindi "23 नवंबर 2026" */
export function formatLongDate(value: string | Date, language: Language = "en"): string {
  const at = inIndia(value);
  return `${at.day} ${(language === "hi" ? hindiMonthNames : monthNames)[at.month]} ${at.year}`;
}

/** "November 2026" */
export function formatMonth(value: string | Date): string {
  const at = inIndia(value);
  return `${monthNames[at.month]} ${at.year}`;
}

/** "6:52 am": the India clock time of a moment */
export function formatClockTime(value: string | Date): string {
  const at = inIndia(value);
  const hour = at.hours % 12 === 0 ? 12 : at.hours % 12;
  return `${hour}:${String(at.minutes).padStart(2, "0")} ${at.hours < 12 ? "am" : "pm"}`;
}

/** "23 Nov 2026, 6:52 am" */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)}, ${formatClockTime(value)}`;
}

/** "2026-11-23": the India date of a moment, as an ISO date (invoice dates, report months). */
export function dateKeyOf(value: string | Date): string {
  const at = inIndia(value);
  return `${at.year}-${String(at.month + 1).padStart(2, "0")}-${String(at.day).padStart(2, "0")}`;
}

/** "25 Nov 2027" for an India date ("2027-11-25"): a coupon's expiry, a date of birth. */
export function formatDateKey(dateKey: string): string {
  const [year = 0, month = 1, day = 1] = dateKey.slice(0, 10).split("-").map(Number);
  return `${day} ${months[month - 1]} ${year}`;
}

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** "Thu, 27 Nov" for an India date ("2026-11-27"): the delivery promise. */
export function formatDayShort(dateKey: string): string {
  const [year = 0, month = 1, day = 1] = dateKey.split("-").map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  return `${weekdays[at.getUTCDay()]}, ${day} ${months[month - 1]}`;
}

/** The moment an India date ("2026-11-23") begins: midnight IST, as an instant. */
export function indiaDayStart(dateKey: string): Date {
  return new Date(`${dateKey.slice(0, 10)}T00:00:00+05:30`);
}
