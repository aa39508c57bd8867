// Reads Shopify's product CSV as a stream (csv-parse) and hands it on a product at a time: the rows
// of one Handle together (a row with an empty Handle continues the product above, as Shopify's
// image-only rows may). Memory holds one product's rows, whatever the file's size.
import fs from "node:fs";
import { parse } from "csv-parse";
import { columnOf, importMessages, type ProductCsvColumn } from "../../../core/catalogue-import.ts";

export type CsvCells = Partial<Record<ProductCsvColumn, string>>;

/** One CSV record: its row number as a spreadsheet shows it (the header is row 1). */
export interface CsvRow {
  row: number;
  cells: CsvCells;
}

export interface ProductRows {
  handle: string;
  /** The product's position in the file (0, 1, 2...): the resume point of a job. */
  index: number;
  rows: CsvRow[];
  /** Problems of the file's shape found on these rows (a handle seen again). */
  problems: { row: number; column: string; message: string }[];
  /** The file's columns (an empty cell is left out of `cells`; a column absent is another thing). */
  columns?: readonly (ProductCsvColumn | null)[];
}

export class CsvShapeError extends Error {}

/** The products of a CSV file, in order; throws CsvShapeError for a file that is not a product CSV. */
export async function* productRowsOf(file: string): AsyncGenerator<ProductRows> {
  const source = fs.createReadStream(file);
  const parser = source.pipe(
    // every line ending is a row's end, whichever the header used: a file saved by hand often has
    // Shopify's CRLF header with LF rows (csv-parse would otherwise take the first ending for all)
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
      max_record_size: 1_000_000,
      record_delimiter: ["\r\n", "\n", "\r"],
    }),
  );
  // pipe() does not pass the file's errors on: a missing or unreadable file would be an uncaught
  // exception (the whole shop down) instead of this job's failure
  source.once("error", (error) => parser.destroy(error));
  let columns: (ProductCsvColumn | null)[] | null = null;
  let row = 1;
  let current: ProductRows | null = null;
  let index = 0;
  const seen = new Set<string>();
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        columns = record.map(columnOf);
        if (!columns.includes("Handle") && !columns.includes("Title")) throw new CsvShapeError(importMessages.noHeader);
        continue;
      }
      row += 1;
      const cells: CsvCells = {};
      record.forEach((value, position) => {
        const column = columns?.[position];
        // our own exports guard formula-like text with an apostrophe (core/csv.ts): read it back as typed
        if (column && value !== "") cells[column] = /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
      });
      const handle = (cells.Handle ?? "").trim();
      if (current && (handle === "" || handle === current.handle)) {
        current.rows.push({ row, cells });
        continue;
      }
      if (current) yield current;
      // no Handle column at all: each row is a product of its own, named from its title
      const own: string = handle || (cells.Title ?? "").trim();
      current = { handle: own, index: index++, rows: [{ row, cells }], problems: [], columns };
      if (own && seen.has(own)) current.problems.push({ row, column: "Handle", message: importMessages.handleAgain });
      seen.add(own);
    }
  } catch (error) {
    if (error instanceof CsvShapeError) throw error;
    throw new CsvShapeError(importMessages.unreadable(error instanceof Error ? error.message : String(error)));
  }
  if (current) yield current;
}
