// CSV as spreadsheets and the GST offline tool read it (RFC 4180: comma, CRLF, quotes doubled).
// Text that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe;
// numbers are written as numbers.

export type CsvCell = string | number | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of CSV with its CRLF: for exports written as a stream, a line at a time. */
export function csvLine(row: readonly CsvCell[]): string {
  return `${row.map(cell).join(",")}\r\n`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map(csvLine).join("");
}
