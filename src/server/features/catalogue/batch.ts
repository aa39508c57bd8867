// Reads of many requests gathered into one statement. A key asked while the database is free goes
// at once; keys asked while statements run wait and go together in the next. An idle shop answers
// as soon as it would alone, and a busy one (the embedded database runs one statement at a time)
// plans and sends one statement for a whole queue of product pages instead of one each.

type Caller<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/**
 * `load` answers the keys it found; a key it leaves out resolves to undefined. At most `inFlight`
 * statements run at once (1 for the embedded database, which has one connection).
 */
export function batchWhileBusy<K, V>(
  load: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  options: { inFlight: number; maxBatch: number },
): (key: K) => Promise<V | undefined> {
  const many = batchManyWhileBusy(load, options);
  return async (key) => (await many([key]))[0];
}

/**
 * The same for callers that ask several keys at once (a listing's page of cards): a caller's keys
 * go together, in one statement when the database is free, or with the queue's next.
 */
export function batchManyWhileBusy<K, V>(
  load: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  options: { inFlight: number; maxBatch: number },
): (keys: readonly K[]) => Promise<(V | undefined)[]> {
  const waiting = new Map<K, Caller<V>[]>();
  let running = 0;

  const work = async () => {
    running += 1;
    while (waiting.size > 0) {
      const batch = [...waiting].slice(0, options.maxBatch);
      for (const [key] of batch) waiting.delete(key);
      try {
        const found = await load(batch.map(([key]) => key));
        for (const [key, callers] of batch) for (const caller of callers) caller.resolve(found.get(key));
      } catch (error) {
        for (const [, callers] of batch) for (const caller of callers) caller.reject(error);
      }
    }
    running -= 1;
  };

  const ask = (key: K) =>
    new Promise<V | undefined>((resolve, reject) => {
      const callers = waiting.get(key) ?? [];
      callers.push({ resolve, reject });
      waiting.set(key, callers);
    });

  return (keys) => {
    const answers = Promise.all(keys.map(ask));
    if (running < options.inFlight && waiting.size > 0) void work();
    return answers;
  };
}
