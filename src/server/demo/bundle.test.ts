// The demo catalogue stays out of the production server's main file: main.js (and what it imports
// statically) holds only the emptiness check of demo/index.ts; the rest comes by dynamic import.
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { serverBundle } from "../../../scripts/build.mjs";

describe("the server bundle", () => {
  it("loads the demo catalogue only through a dynamic import", async () => {
    const result = await esbuild.build({ ...serverBundle, write: false, metafile: true, sourcemap: false });
    const outputs = result.metafile.outputs;
    const [mainFile] = Object.entries(outputs).find(([, output]) => output.entryPoint === "src/server/main.ts") ?? [];
    expect(mainFile).toBeDefined();

    // every output the server loads at start: main.js and the chunks it imports statically
    const loadedAtStart = new Set<string>();
    const visit = (file: string) => {
      if (loadedAtStart.has(file)) return;
      loadedAtStart.add(file);
      for (const imported of outputs[file]?.imports ?? []) {
        if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
      }
    };
    visit(mainFile as string);
    const inputsAtStart = [...loadedAtStart].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}));
    expect(inputsAtStart).toContain("src/server/demo/index.ts");
    expect(inputsAtStart.filter((input) => input.startsWith("src/server/demo/"))).toEqual(["src/server/demo/index.ts"]);

    const demoFiles = Object.entries(outputs).filter(([, output]) => "src/server/demo/demo.ts" in output.inputs);
    expect(demoFiles).toHaveLength(1);
    const dynamicImports = outputs[mainFile as string]?.imports.filter(
      (imported) => imported.kind === "dynamic-import",
    );
    expect(dynamicImports?.map((imported) => imported.path)).toContain(demoFiles[0]?.[0]);
  });
});
