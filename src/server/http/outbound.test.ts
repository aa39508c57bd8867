// The guarded outbound fetch: which addresses are public (every special-purpose range, IPv4 and
// IPv6, mapped forms and the odd ways of writing an IPv4 address), and safeFetch refusing private
// targets, names that resolve to them, redirects to them and other ports, with nothing sent there.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OutboundRefused, safeFetch } from "./outbound.ts";
import { addressKind, mappedIpv4 } from "./public-address.ts";

describe("addressKind", () => {
  test.each([
    ["0.0.0.0", "reserved"],
    ["0.1.2.3", "reserved"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "private"],
    ["100.127.255.254", "private"],
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["169.254.169.254", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "reserved"],
    ["192.0.2.1", "reserved"],
    ["192.88.99.1", "reserved"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "reserved"],
    ["198.19.255.255", "reserved"],
    ["198.51.100.7", "reserved"],
    ["203.0.113.9", "reserved"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["::", "reserved"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:a9fe:a9fe", "link-local"],
    ["::ffff:10.0.0.1", "private"],
    ["::127.0.0.1", "reserved"],
    ["64:ff9b::7f00:1", "reserved"],
    ["100::1", "reserved"],
    ["2001::1", "reserved"],
    ["2001:2::1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["2002:7f00:1::1", "reserved"],
    ["fc00::1", "private"],
    ["fd12:3456::1", "private"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["ff02::1", "multicast"],
    ["not-an-address", "reserved"],
  ])("%s is %s", (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  test.each([
    "1.1.1.1",
    "8.8.8.8",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.0.1.1",
    "198.20.0.1",
    "223.255.255.255",
    "::ffff:8.8.8.8",
    "2606:4700:4700::1111",
    "2404:6800:4009:80b::2004",
  ])("%s is public", (address) => {
    expect(addressKind(address)).toBe("public");
  });

  test("an IPv6 address carrying an IPv4 one answers it, written either way", () => {
    expect(mappedIpv4("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(mappedIpv4("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(mappedIpv4("0:0:0:0:0:ffff:a9fe:a9fe")).toBe("169.254.169.254");
    expect(mappedIpv4("2606:4700::1")).toBeNull();
  });

  test("decimal, octal and hex IPv4 forms are read as the address they name", () => {
    for (const written of ["http://2130706433/", "http://0x7f.1/", "http://0177.0.0.1/", "http://127.1/"]) {
      const host = new URL(written).hostname;
      expect(host, written).toBe("127.0.0.1");
      expect(addressKind(host)).toBe("loopback");
    }
    expect(new URL("http://[::ffff:127.0.0.1]/").hostname).toBe("[::ffff:7f00:1]");
    expect(addressKind(new URL("http://[::ffff:127.0.0.1]/").hostname)).toBe("loopback");
  });
});

describe("safeFetch", () => {
  const seen: string[] = [];
  const hosts: string[] = [];
  let stand: http.Server;
  let secret: http.Server;
  let standOrigin = "";
  let secretOrigin = "";
  const limits = { timeoutMs: 5_000, maxBytes: 1024 };

  beforeAll(async () => {
    // a stand-in for a public CDN (made reachable by the test policy) and a "private" server
    stand = http.createServer((req, res) => {
      hosts.push(req.headers.host ?? "");
      if (req.url === "/image.png") res.writeHead(200).end("bytes");
      else if (req.url === "/big") res.writeHead(200).end(Buffer.alloc(4096));
      else if (req.url === "/hop") res.writeHead(302, { location: "/image.png" }).end();
      else if (req.url === "/slow")
        res.writeHead(200).write("a little"); // and never ends
      else if (req.url === "/loop") res.writeHead(302, { location: "/loop" }).end();
      else if (req.url === "/to-secret") res.writeHead(302, { location: `${secretOrigin}/secret` }).end();
      else if (req.url === "/to-metadata") res.writeHead(301, { location: "http://169.254.169.254/latest" }).end();
      else if (req.url === "/to-localhost") res.writeHead(307, { location: `http://localhost/secret` }).end();
      else res.writeHead(404).end();
    });
    secret = http.createServer((req, res) => {
      seen.push(req.url ?? "");
      res.writeHead(200).end("secret");
    });
    await new Promise<void>((resolve) => stand.listen(0, "127.0.0.1", resolve));
    await new Promise<void>((resolve) => secret.listen(0, "127.0.0.1", resolve));
    standOrigin = `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
    secretOrigin = `http://127.0.0.1:${(secret.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    stand.closeAllConnections();
    await new Promise((resolve) => stand.close(resolve));
    await new Promise((resolve) => secret.close(resolve));
  });

  const policy = () => ({ testOnlyReachable: [standOrigin] });

  test("fetches a reachable address and follows its redirects", async () => {
    expect((await safeFetch(`${standOrigin}/image.png`, { ...limits, policy: policy() })).toString()).toBe("bytes");
    expect((await safeFetch(`${standOrigin}/hop`, { ...limits, policy: policy() })).toString()).toBe("bytes");
  });

  test("caps size and redirects", async () => {
    await expect(safeFetch(`${standOrigin}/big`, { ...limits, policy: policy() })).rejects.toThrow("too large");
    await expect(safeFetch(`${standOrigin}/loop`, { ...limits, policy: policy() })).rejects.toThrow("redirects");
  });

  test("caps time, the body's too", async () => {
    const started = Date.now();
    await expect(safeFetch(`${standOrigin}/slow`, { ...limits, timeoutMs: 300, policy: policy() })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  test.each([
    ["loopback on another port", () => `${secretOrigin}/secret`, "uses port"],
    ["loopback on port 80", () => "http://127.0.0.1/secret", "on a private network"],
    ["decimal loopback", () => "http://2130706433/secret", "on a private network"],
    ["hex loopback", () => "http://0x7f.1/secret", "on a private network"],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data/", "on a private network"],
    ["a private network", () => "http://10.0.0.1/image.png", "on a private network"],
    ["IPv6 loopback", () => "http://[::1]/image.png", "on a private network"],
    ["mapped IPv6 loopback", () => "http://[::ffff:127.0.0.1]/image.png", "on a private network"],
    ["a name resolving to loopback", () => "http://localhost/secret", "on a private network"],
    ["a redirect to a private server", () => `${standOrigin}/to-secret`, "redirected to"],
    ["a redirect to cloud metadata", () => `${standOrigin}/to-metadata`, "redirected to"],
    ["a redirect to a name resolving to loopback", () => `${standOrigin}/to-localhost`, "redirected to"],
    ["another port", () => "http://example.com:8080/image.png", "port 8080"],
    ["another scheme", () => "ftp://example.com/image.png", "not a web address"],
    ["a file", () => "file:///etc/passwd", "not a web address"],
  ])("refuses %s, sending nothing there", async (_name, address, reason) => {
    const refusal = await safeFetch(address(), { ...limits, policy: policy() }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OutboundRefused);
    expect((refusal as Error).message).toContain(reason);
    expect(seen).toEqual([]);
  });

  test("refuses a name when any of its addresses is private", async () => {
    const resolve = async (host: string) => (host === "cdn.example.test" ? ["93.184.215.14", "127.0.0.1"] : []);
    await expect(safeFetch("http://cdn.example.test/x.png", { ...limits, resolve })).rejects.toThrow(
      "cdn.example.test is 127.0.0.1",
    );
  });

  test("connects to the address it checked, not to a second lookup, keeping the name as Host", async () => {
    // rebind.invalid resolves nowhere in DNS: the fetch only works if it connects to the checked address
    const port = new URL(standOrigin).port;
    const resolve = async (host: string) => (host === "rebind.invalid" ? ["127.0.0.1"] : []);
    const body = await safeFetch(`http://rebind.invalid:${port}/image.png`, { ...limits, policy: policy(), resolve });
    expect(body.toString()).toBe("bytes");
    expect(hosts.at(-1)).toBe(`rebind.invalid:${port}`);
  });
});
