// The build's step (scripts/build.mjs): writes build/pincodes.json from the installed package.
import { writePincodeTable } from "./pincode-table.ts";

const startedAt = Date.now();
const table = writePincodeTable();
console.log(`PIN codes: ${Object.keys(table.pincodes).length} in ${Date.now() - startedAt} ms`);
