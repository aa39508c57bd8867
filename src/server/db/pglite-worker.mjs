// The embedded database off the main thread (DESIGN.md point 15): PGlite in this worker, served
// over the PostgreSQL wire protocol on a loopback port, so the shop reaches it with node-postgres
// exactly as it reaches a real server. Plain JavaScript so that it runs under every loader.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const database = await PGlite.create(workerData.dataDir ?? "memory://", { extensions: { pg_trgm } });
// node-postgres's pool closes a connection after any failed query and opens a new one at once,
// before the server has noticed the old one is gone: allow a few, or that reconnect is refused.
// The shop's pool keeps at most one open, so PGlite still runs one statement at a time.
const server = new PGLiteSocketServer({ db: database, port: 0, host: "127.0.0.1", maxConnections: 8 });
await server.start();
const address = server.server?.address();
parentPort.postMessage({ type: "ready", port: typeof address === "object" && address ? address.port : 0 });

parentPort.on("message", async (message) => {
  if (message?.type !== "stop") return;
  try {
    await server.stop();
    await database.close();
    parentPort.postMessage({ type: "stopped" });
  } catch (error) {
    parentPort.postMessage({ type: "stopped", error: String(error) });
  }
});
