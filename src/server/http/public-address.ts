// Whether an IP address is on the public internet: the one answer the shop's outbound fetches of
// addresses given by data ask (outbound.ts). Anything loopback, private, link-local, shared (CGNAT),
// multicast, documentation, benchmarking or otherwise reserved is not public; an IPv6 address that
// carries an IPv4 one (mapped ::ffff:a.b.c.d) is judged by the IPv4 address it carries.
import net from "node:net";

export type AddressKind = "public" | "loopback" | "private" | "link-local" | "multicast" | "reserved";

/** IPv4 ranges that are not public (IANA special-purpose registry), each with its kind. */
const ipv4Ranges: [string, number, Exclude<AddressKind, "public">][] = [
  ["0.0.0.0", 8, "reserved"], // "this network"; 0.0.0.0 reaches the host itself on Linux
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "private"], // carrier-grade NAT (shared address space)
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"], // includes 169.254.169.254, the cloud metadata service
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"], // IETF protocol assignments
  ["192.0.2.0", 24, "reserved"], // documentation (TEST-NET-1)
  ["192.88.99.0", 24, "reserved"], // 6to4 relay anycast
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "reserved"], // benchmarking
  ["198.51.100.0", 24, "reserved"], // documentation (TEST-NET-2)
  ["203.0.113.0", 24, "reserved"], // documentation (TEST-NET-3)
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"], // includes 255.255.255.255, broadcast
];

/**
 * IPv6: only global unicast (2000::/3) can be public, less the reserved parts inside it. Everything
 * outside it (::, ::1, 64:ff9b::/96 NAT64, 100::/64 discard, fc00::/7 unique local, fe80::/10
 * link-local, ff00::/8 multicast) is refused by kind below.
 */
const ipv6Reserved: [string, number][] = [
  ["2001::", 23], // IETF protocol assignments: Teredo, benchmarking (2001:2::/48), ORCHID
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: carries any IPv4 address, private ones too
  ["3fff::", 20], // documentation (RFC 9637)
];

function blockList(ranges: [string, number][], type: "ipv4" | "ipv6"): net.BlockList {
  const list = new net.BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

const ipv4Lists = ipv4Ranges.map(([network, prefix, kind]) => ({
  kind,
  list: blockList([[network, prefix]], "ipv4"),
}));
const globalUnicast = blockList([["2000::", 3]], "ipv6");
const ipv6ReservedList = blockList(ipv6Reserved, "ipv6");
const ipv6Kinds: [net.BlockList, Exclude<AddressKind, "public">][] = [
  [blockList([["::1", 128]], "ipv6"), "loopback"],
  [blockList([["fc00::", 7]], "ipv6"), "private"],
  [blockList([["fe80::", 10]], "ipv6"), "link-local"],
  [blockList([["ff00::", 8]], "ipv6"), "multicast"],
];

/** "::ffff:7f00:1" or "::ffff:127.0.0.1" → "127.0.0.1"; null when the address carries no IPv4 one. */
export function mappedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (!mapped) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** An IPv6 address's eight 16-bit groups (null when it is not one). */
function expandIpv6(address: string): number[] | null {
  if (!net.isIPv6(address)) return null;
  let text = address.split("%")[0] ?? "";
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  const groups = [...front, ...zeros, ...back];
  return groups.length === 8 ? groups : null;
}

/** What kind of address this is; "reserved" for anything that is not an IP address at all. */
export function addressKind(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, "");
  if (net.isIPv4(bare)) {
    return ipv4Lists.find(({ list }) => list.check(bare, "ipv4"))?.kind ?? "public";
  }
  if (!net.isIPv6(bare)) return "reserved";
  const carried = mappedIpv4(bare);
  if (carried) return addressKind(carried);
  const kind = ipv6Kinds.find(([list]) => list.check(bare, "ipv6"))?.[1];
  if (kind) return kind;
  if (!globalUnicast.check(bare, "ipv6") || ipv6ReservedList.check(bare, "ipv6")) return "reserved";
  return "public";
}

export const isPublicAddress = (address: string) => addressKind(address) === "public";
