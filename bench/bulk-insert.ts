// Multi-row inserts for the synthetic catalogue: one statement per batch, each column sent as one
// array parameter and spread into rows by `unnest`. Rows are typed by the shop's own Drizzle
// tables; building Drizzle's VALUES lists for 30,000 rows took longer than the database's work.
import { getTableColumns, type InferInsertModel, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../src/server/db/connection.ts";

const batchSize = 2_000;

/**
 * Inserts rows that all set the same columns (the others take their defaults), in batches.
 * Array columns travel as array literals and are cast back, since unnest would flatten them.
 */
export async function bulkInsert<T extends PgTable>(
  exec: Executor,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => (first as Record<string, unknown>)[key] !== undefined)
    .map(([key, column]) => ({ key, column, type: column.getSQLType() }));
  const aliases = columns.map((_, index) => sql.raw(`c${index}`));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize) as Record<string, unknown>[];
    const parameters = columns.map(({ key, column, type }) => {
      const values = batch.map((row) => (row[key] === null ? null : column.mapToDriverValue(row[key])));
      const arrayType = type.endsWith("]") ? "text[]" : `${type}[]`;
      return sql`${sql.param(values)}::${sql.raw(arrayType)}`;
    });
    await exec.execute(sql`
      insert into ${table} (${sql.join(
        columns.map(({ column }) => sql.identifier(column.name)),
        sql`, `,
      )})
      select ${sql.join(
        columns.map(({ type }, index) => sql`${aliases[index]}::${sql.raw(type)}`),
        sql`, `,
      )}
      from unnest(${sql.join(parameters, sql`, `)}) as rows(${sql.join(aliases, sql`, `)})
    `);
  }
}
