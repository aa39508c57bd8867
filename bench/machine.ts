// Describes the machine a run was made on, for the report.
import fs from "node:fs";
import os from "node:os";

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  pglite: string;
}

export function describeMachine(): Machine {
  // the versions are pinned exactly in package.json
  const manifest = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    dependencies: Record<string, string>;
  };
  const pglite = manifest.dependencies["@electric-sql/pglite"] ?? "unknown";
  return {
    cpus: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    pglite,
  };
}
