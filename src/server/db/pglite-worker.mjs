// The embedded database off the main thread (DESIGN.md point 15): PGlite in this worker, served
// over the PostgreSQL wire protocol on a loopback port behind a password, so the shop reaches it
// with node-postgres exactly as it reaches a real server. Plain JavaScript so that it runs under every loader.
//
// The wire server is our own (docs/decisions/0011-per-request-costs.md): it hands PGlite each
// client's messages up to and including the next Sync (or simple Query) in one call and answers
// with one socket write, where @electric-sql/pglite-socket ran PGlite once and wrote once per
// message (five of each for every statement node-postgres sends). Like pglite-socket it runs one
// batch at a time across connections, and while a connection holds a transaction open only that
// connection's batches run.
//
// Only the shop may connect (docs/decisions/0042-embedded-database-access.md): every connection
// must answer the password request with the secret the shop generated for this worker and handed
// it in workerData, or it is refused with 28P01 and closed before PGlite sees a byte of it.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// A template (tests): a migrated database's dump, loaded instead of making a new cluster and
// migrating it, which is most of a test shop's start (docs/decisions/0011-per-request-costs.md)
const database = await PGlite.create({
  dataDir: workerData.dataDir ?? "memory://",
  extensions: { pg_trgm },
  ...(workerData.template ? { loadDataDir: new Blob([fs.readFileSync(workerData.template)]) } : {}),
});

const sslRequest = 80877103;
const gssEncRequest = 80877104;
const cancelRequest = 80877102;
// messages after which the server answers: Sync, simple Query, Flush, function call, the end of COPY
const answerAfter = new Set(["S", "Q", "H", "F", "c", "f"].map((letter) => letter.charCodeAt(0)));
const terminate = "X".charCodeAt(0);
const passwordMessage = "p".charCodeAt(0);
// a connection that has not given the password by then is dropped, so it cannot hold one of the
// few connections for ever
const passwordWait = 10_000;

if (typeof workerData.secret !== "string" || workerData.secret.length < 32) {
  throw new Error("the embedded database needs the shop's secret (32 characters or more)");
}
/** The shop's secret for this worker (never written anywhere), hashed so comparisons take constant time. */
const secretDigest = crypto.createHash("sha256").update(workerData.secret).digest();

/** AuthenticationCleartextPassword: the client is local, so the secret never crosses a network. */
const askPassword = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

/** An ErrorResponse of severity FATAL. */
function fatal(code, text) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`);
  const message = Buffer.alloc(5 + fields.length);
  message.write("E", 0);
  message.writeInt32BE(4 + fields.length, 1);
  fields.copy(message, 5);
  return message;
}

/** Whether a PasswordMessage's body (a NUL-terminated string) is the shop's secret. */
function isSecret(body) {
  const end = body.indexOf(0);
  const given = body.subarray(0, end < 0 ? body.length : end);
  return crypto.timingSafeEqual(crypto.createHash("sha256").update(given).digest(), secretDigest);
}
// node-postgres's pool closes a connection after any failed query and opens a new one at once,
// before the server has noticed the old one is gone: allow a few, or that reconnect is refused.
// The shop's pool keeps at most one open, so PGlite still runs one batch at a time.
const maxConnections = 8;

/** Batches waiting for PGlite, in arrival order: { connection, bytes, resolve, reject }. */
const queue = [];
let running = false;
/** The connection whose batch ran last: while it holds a transaction open, only it may run. */
let lastConnection;

/** A simple-protocol ROLLBACK, for the transaction a closed connection left open. */
const rollback = (() => {
  const text = Buffer.from("rollback\0");
  const message = Buffer.alloc(5 + text.length);
  message.write("Q", 0);
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return new Uint8Array(message);
})();

function enqueue(connection, bytes) {
  return new Promise((resolve, reject) => {
    queue.push({ connection, bytes, resolve, reject });
    void runQueue();
  });
}

async function runQueue() {
  if (running) return;
  running = true;
  try {
    while (queue.length > 0) {
      let index = 0;
      if (lastConnection?.open && database.isInTransaction()) {
        index = queue.findIndex((batch) => batch.connection === lastConnection);
        // the transaction's owner has nothing queued: the others wait for it
        if (index < 0) break;
      }
      const [batch] = queue.splice(index, 1);
      lastConnection = batch.connection;
      const chunks = [];
      try {
        // (runExclusive is the lock PGlite's own query() and exec() take: do not call them in here)
        await database.runExclusive(async () => {
          // the rollback of a closed connection's transaction runs only if there is one
          if (batch.connection === undefined && !database.isInTransaction()) return;
          await database.execProtocolRawStream(batch.bytes, {
            // the bytes are a view into PGlite's memory, reused by the next call: copy them
            onRawData: (data) => chunks.push(Buffer.from(data)),
          });
        });
      } catch (error) {
        batch.reject(error);
        continue;
      }
      batch.resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    }
  } finally {
    running = false;
  }
}

/** One client connection: reassembles messages and sends PGlite one batch per answer point. */
class Connection {
  open = true;
  /** Bytes received and not yet part of a batch. */
  pending = Buffer.alloc(0);
  /** The startup message has been handled (until then messages carry no type byte). */
  started = false;
  /** The client has given the secret; until then its startup message waits here, unseen by PGlite. */
  authenticated = false;
  startup = undefined;
  /** Batches of this connection run in order. */
  chain = Promise.resolve();

  constructor(socket) {
    this.socket = socket;
    this.passwordTimer = setTimeout(() => this.refuse(), passwordWait);
    socket.setNoDelay(true);
    socket.on("data", (data) => this.receive(data));
    socket.on("error", () => this.close());
    socket.on("close", () => this.close());
  }

  receive(data) {
    this.pending = this.pending.length === 0 ? data : Buffer.concat([this.pending, data]);
    for (const batch of this.takeBatches()) {
      this.chain = this.chain.then(() => this.run(batch));
    }
  }

  /** Cuts the complete batches off the front of the pending bytes. */
  *takeBatches() {
    let offset = 0;
    let start = 0;
    while (this.open) {
      if (!this.started) {
        if (this.pending.length - offset < 8) break;
        const length = this.pending.readInt32BE(offset);
        if (this.pending.length - offset < length) break;
        const code = this.pending.readInt32BE(offset + 4);
        const message = this.pending.subarray(offset, offset + length);
        offset += length;
        start = offset;
        if (code === sslRequest || code === gssEncRequest) this.socket.write("N");
        else if (code === cancelRequest) {
          // PGlite has no running backend to cancel: the protocol expects no answer
        } else {
          this.started = true;
          // copied: the pending buffer is replaced below
          this.startup = Buffer.from(message);
          this.socket.write(askPassword);
        }
        continue;
      }
      if (this.pending.length - offset < 5) break;
      const type = this.pending[offset];
      const length = 1 + this.pending.readInt32BE(offset + 1);
      if (this.pending.length - offset < length) break;
      if (!this.authenticated) {
        // the first message after the startup must be the secret; anything else is refused
        if (type !== passwordMessage || !isSecret(this.pending.subarray(offset + 5, offset + length))) {
          this.refuse();
          return;
        }
        this.authenticated = true;
        clearTimeout(this.passwordTimer);
        offset += length;
        start = offset;
        // PGlite now gets the startup message and answers it (AuthenticationOk, ReadyForQuery)
        yield this.startup;
        this.startup = undefined;
        continue;
      }
      if (type === terminate) {
        // PGlite must not see Terminate; what came before it still runs
        if (offset > start) yield this.pending.subarray(start, offset);
        this.chain = this.chain.then(() => this.socket.end());
        offset += length;
        start = offset;
        break;
      }
      offset += length;
      if (answerAfter.has(type)) {
        yield this.pending.subarray(start, offset);
        start = offset;
      }
    }
    // keep only what is not part of a batch yet (copied: the batches still view the old buffer)
    this.pending = Buffer.from(this.pending.subarray(start));
  }

  /** Tells the client its password was wrong and closes the connection. */
  refuse() {
    this.socket.end(fatal("28P01", 'password authentication failed for user "postgres"'));
    this.pending = Buffer.alloc(0);
    this.close();
  }

  async run(bytes) {
    if (!this.open) return;
    try {
      const answer = await enqueue(this, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
      if (this.open && answer.length > 0) this.socket.write(answer);
    } catch {
      this.socket.destroy();
      this.close();
    }
  }

  close() {
    if (!this.open) return;
    this.open = false;
    clearTimeout(this.passwordTimer);
    for (let index = queue.length - 1; index >= 0; index -= 1) {
      const batch = queue[index];
      if (batch?.connection === this) {
        queue.splice(index, 1);
        batch.reject(new Error("connection closed"));
      }
    }
    // a transaction the connection left open is rolled back before anything else runs
    if (lastConnection === this) {
      lastConnection = undefined;
      queue.unshift({ connection: undefined, bytes: rollback, resolve: () => {}, reject: () => {} });
      void runQueue();
    }
  }
}

const connections = new Set();
const server = net.createServer((socket) => {
  if (connections.size >= maxConnections) {
    socket.destroy();
    return;
  }
  const connection = new Connection(socket);
  connections.add(connection);
  socket.on("close", () => connections.delete(connection));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
parentPort.postMessage({ type: "ready", port: typeof address === "object" && address ? address.port : 0 });

parentPort.on("message", async (message) => {
  if (message?.type === "dump") {
    try {
      const dump = await database.dumpDataDir("none");
      fs.writeFileSync(message.file, Buffer.from(await dump.arrayBuffer()));
      parentPort.postMessage({ type: "dumped" });
    } catch (error) {
      parentPort.postMessage({ type: "dumped", error: String(error) });
    }
    return;
  }
  if (message?.type !== "stop") return;
  try {
    await new Promise((resolve) => {
      server.close(() => resolve());
      for (const connection of connections) connection.socket.destroy();
    });
    await database.close();
    parentPort.postMessage({ type: "stopped" });
  } catch (error) {
    parentPort.postMessage({ type: "stopped", error: String(error) });
  }
});
