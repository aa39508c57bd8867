// Indian mobile numbers: exactly 10 digits; a typed +91 or 0 prefix is accepted and stripped
// (DESIGN.md decision 7).

export function normalizeIndianPhone(input: string): string {
  const compact = input.replace(/[\s()-]/g, "");
  if (/^\+91\d{10}$/.test(compact)) return compact.slice(3);
  if (/^91\d{10}$/.test(compact)) return compact.slice(2);
  if (/^0\d{10}$/.test(compact)) return compact.slice(1);
  return compact;
}

export function isIndianMobile(input: string): boolean {
  return /^\d{10}$/.test(normalizeIndianPhone(input));
}
