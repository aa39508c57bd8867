// Named prepared statements for raw SQL (issue 37 point 3). A query builder's `.prepare(name)`
// binds its statement to one executor; this turns a `sql` statement with sql.placeholder()s into
// text once, at module load, and runs it as a named statement on whichever executor is given (the
// database or a transaction): node-postgres parses a name once per connection and PostgreSQL plans
// it once it settles on a generic plan, so a hot read costs no SQL building in the shop and no
// parsing or planning in the database (on PGlite, ~1 ms of its worker per call). Only for hot
// reads whose best plan does not depend on the values; each name must be unique in the shop.
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { QueryResult, QueryResultRow } from "pg";
import type { Executor } from "./connection.ts";

const dialect = new PgDialect();

export function namedStatement<Row extends QueryResultRow>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (exec: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const prepared = exec._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as QueryResult<Row>;
    return result.rows;
  };
}
