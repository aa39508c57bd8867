// The shop's start refuses settings that break what it sends (issue 32 point 5) the way an owner can
// act on: one line naming the variable and the fix, no stack trace, and a non-zero exit (78, EX_CONFIG).
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: path.join(os.tmpdir(), `start-refusal-${process.pid}`),
      LOG_LEVEL: "silent",
      ...env,
    },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: run.status, stderr: run.stderr.trim(), stdout: run.stdout.trim() };
}

test("production without PUBLIC_URL, or with an unversioned WHATSAPP_API_URL, does not start: one line each, exit 78", () => {
  const run = start({ NODE_ENV: "production", WHATSAPP_API_URL: "https://graph.facebook.com" });
  expect(run.status).toBe(78);
  expect(run.stdout).toBe("");
  const lines = run.stderr.split("\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe(
    "PUBLIC_URL must be set with NODE_ENV=production: the shop's public address, e.g. https://shop.example.in (links in mail would point at this machine)",
  );
  expect(lines[1]).toMatch(
    /^WHATSAPP_API_URL must end in the Graph API's version, e\.g\. https:\/\/graph\.facebook\.com\/v23\.0 /,
  );
  expect(run.stderr).not.toMatch(/\n\s+at /);
});
