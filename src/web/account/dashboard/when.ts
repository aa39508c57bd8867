// Dates in My Account in the page's language (issue 35): English pages keep their short dates as
// before ("23 Nov 2026", "23 Nov 2026, 6:52 am"); Hindi pages say them long ("23 नवंबर 2026",
// "23 नवंबर 2026, अपराह्न 6:52"), Latin digits, built by hand like core/dates.ts so the server and the
// browser agree.
import { formatClockTime, formatDate, formatDateKey, formatDateTime, formatLongDate } from "../../../core/dates.ts";
import type { Language, Said } from "../../../core/i18n.ts";

/** A day: "23 Nov 2026", in Hindi "23 नवंबर 2026". */
export function dayIn(language: Language, value: string | Date): string {
  return language === "en" ? formatDate(value) : formatLongDate(value, language);
}

/** An India date key ("2027-11-25"): "25 Nov 2027", in Hindi "25 नवंबर 2027". */
export function dateKeyIn(language: Language, dateKey: string): string {
  return language === "en"
    ? formatDateKey(dateKey)
    : formatLongDate(`${dateKey.slice(0, 10)}T12:00:00+05:30`, language);
}

/** A moment: "23 Nov 2026, 6:52 am", in Hindi "23 नवंबर 2026, अपराह्न 6:52". */
export function momentIn(language: Language, value: string | Date): string {
  if (language === "en") return formatDateTime(value);
  const [clock = "", half] = formatClockTime(value).split(" ");
  return `${formatLongDate(value, language)}, ${half === "am" ? "पूर्वाह्न" : "अपराह्न"} ${clock}`;
}

/**
 * A message that arrives as data (an order's timeline, a server's answer): its words in the page's
 * language, and lang="en" on a Hindi page when the catalogue has none, so it is read as English. A
 * line with an amount built in (a refund's) comes with its `said` too (message and values): a Hindi
 * page says that, an English page shows the English as it came.
 */
export function saidIn(
  i18n: { t: (english: string) => string; say: (words: Said) => string; language: Language },
  english: string,
  said?: Said | null,
): { text: string; lang: "en" | undefined } {
  const text = said && i18n.language !== "en" ? i18n.say(said) : i18n.t(english);
  return { text, lang: i18n.language !== "en" && text === english ? "en" : undefined };
}
