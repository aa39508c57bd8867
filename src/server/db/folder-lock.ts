// One process per PGlite folder (a second one would corrupt it), with a lock the operating system
// releases when the holder dies, however it dies.
//
// The lock is a listening Unix socket in the folder (a named pipe on Windows). While the holder
// lives, a connection to it is accepted and told the holder's pid; once the holder is gone, kill -9
// included, the kernel refuses connections to it (ECONNREFUSED) and the socket file is only a
// leftover, taken over by the next start. No pid is trusted: a pid file's pid may belong to another
// process after a restart (common in containers, where the shop is often pid 1 every time).
// Node 20 has no flock() without a native addon; a socket is what it can hold and the kernel frees.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export class FolderInUse extends Error {}

/** The socket's name: a file in the folder, or a kernel name when the path is too long for a socket. */
function lockAddress(folder: string): string {
  const digest = () => crypto.createHash("sha256").update(fs.realpathSync(folder)).digest("hex").slice(0, 32);
  if (process.platform === "win32") return `\\\\?\\pipe\\sattva-lock-${digest()}`;
  const file = path.join(folder, "shop.lock");
  // sun_path holds 108 bytes; a longer folder uses Linux's abstract namespace (no file at all)
  if (Buffer.byteLength(file) <= 100) return file;
  if (process.platform === "linux") return `\0sattva-lock-${digest()}`;
  throw new Error(`The database folder's path is too long for its lock (${file}); choose a shorter DATA_DIR.`);
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(address, () => {
      server.off("error", onError);
      resolve();
    });
  });
}

/** Asks the socket's holder who it is: its pid when it lives, null when nobody listens any more. */
function askHolder(address: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    let answer = "";
    socket.setEncoding("utf8");
    socket.setTimeout(2_000, () => {
      socket.destroy();
      // a holder that accepts but does not answer is still alive (stopped in a debugger, overloaded)
      resolve("unknown");
    });
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer.trim() || "unknown"));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(null);
      else reject(error);
    });
  });
}

/**
 * Takes the folder for this process, or throws FolderInUse naming the live holder. Resolves to the
 * release function (also run by the kernel if this process dies first).
 */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  fs.mkdirSync(folder, { recursive: true });
  // the pid file of earlier versions: its pid says nothing about who holds the folder now
  fs.rmSync(path.join(folder, "shop.pid"), { force: true });
  const address = lockAddress(folder);
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  // the lock must not keep the process alive on its own
  server.unref();
  for (let attempt = 0; ; attempt += 1) {
    try {
      await listen(server, address);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt >= 3) throw error;
    }
    const holder = await askHolder(address);
    if (holder !== null) {
      throw new FolderInUse(
        `The database in ${folder} is in use by another running shop (process ${holder}). Stop it first, or give this one its own DATA_DIR.`,
      );
    }
    // a leftover of a holder that died: move it aside (one rename wins) and listen again
    if (!address.startsWith("\0") && process.platform !== "win32") {
      const aside = `${address}.stale-${crypto.randomBytes(4).toString("hex")}`;
      try {
        fs.renameSync(address, aside);
        fs.rmSync(aside, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
