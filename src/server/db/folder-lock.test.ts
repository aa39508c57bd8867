// The PGlite folder's lock (issue 18 point 11): a second live shop on the folder is refused with a
// clear message; a shop killed with kill -9 never blocks the next start, whatever pid it had.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { loadConfig } from "../config.ts";
import { createShop } from "../shop.ts";
import { FolderInUse, lockFolder } from "./folder-lock.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const folders: string[] = [];
const children: ChildProcess[] = [];

function scratchFolder(): string {
  const folder = path.join(os.tmpdir(), `lock-test-${crypto.randomBytes(5).toString("hex")}`);
  folders.push(folder);
  return folder;
}

/** Runs TypeScript in another Node process and waits until it prints `ready`. */
function holder(script: string): Promise<ChildProcess> {
  const file = path.join(scratchFolder(), "holder.mts");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, script.replaceAll('"./src/', `"${root}src/`));
  const child = spawn(process.execPath, ["--import", "tsx", file], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`holder did not start: ${output}`)), 60_000);
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("ready")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`holder exited (${code}): ${output}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) await killHard(child);
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("the database folder's lock", () => {
  test("a second live holder is refused, naming the first; after kill -9 the folder is free again", async () => {
    const folder = scratchFolder();
    const first = await holder(
      `import { lockFolder } from "./src/server/db/folder-lock.ts";
       await lockFolder(${JSON.stringify(folder)});
       setInterval(() => {}, 1000);
       console.log("ready");`,
    );
    const refusal = await lockFolder(folder).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(FolderInUse);
    expect((refusal as Error).message).toContain(`in use by another running shop (process ${first.pid})`);
    expect((refusal as Error).message).toContain("DATA_DIR");

    await killHard(first);
    // the socket file is still there, but nobody listens on it
    expect(fs.existsSync(path.join(folder, "shop.lock"))).toBe(true);
    const release = await lockFolder(folder);
    await release();
    // and released in order, it can be taken again at once
    await (await lockFolder(folder))();
  });

  test("a leftover pid file naming a live process (a reused pid) does not block the start", async () => {
    const folder = scratchFolder();
    fs.mkdirSync(folder, { recursive: true });
    // the old lock's file, naming a process that is alive: this one's parent
    fs.writeFileSync(path.join(folder, "shop.pid"), String(process.ppid));
    const release = await lockFolder(folder);
    await release();
  });

  test("a shop killed with kill -9 while holding its folder starts again on it, with its data", async () => {
    const dataDir = scratchFolder();
    const shopScript = `import { loadConfig } from "./src/server/config.ts";
       import { createShop } from "./src/server/shop.ts";
       const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: ${JSON.stringify(dataDir)} });
       const shop = await createShop(config, { seed: false });
       await shop.ctx.db.execute("create table if not exists lock_probe (n int)");
       await shop.ctx.db.execute("insert into lock_probe values (7)");
       setInterval(() => {}, 1000);
       console.log("ready");`;
    const crashed = await holder(shopScript);
    // while it lives, a second shop on the same folder is refused
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    await expect(createShop(config, { seed: false })).rejects.toThrow(/in use by another running shop/);

    await killHard(crashed);
    const shop = await createShop(config, { seed: false });
    try {
      const rows = await shop.ctx.db.execute<{ n: number }>("select n from lock_probe");
      expect(rows.rows).toEqual([{ n: 7 }]);
    } finally {
      await shop.close();
    }
  });
});
