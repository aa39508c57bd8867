// India's states and union territories with their GST state codes (the place of supply on a tax
// invoice), and the PIN code shape. The checkout's state list and the invoices read this.

export const indianStates = [
  { name: "Andaman and Nicobar Islands", code: "35" },
  { name: "Andhra Pradesh", code: "37" },
  { name: "Arunachal Pradesh", code: "12" },
  { name: "Assam", code: "18" },
  { name: "Bihar", code: "10" },
  { name: "Chandigarh", code: "04" },
  { name: "Chhattisgarh", code: "22" },
  { name: "Dadra and Nagar Haveli and Daman and Diu", code: "26" },
  { name: "Delhi", code: "07" },
  { name: "Goa", code: "30" },
  { name: "Gujarat", code: "24" },
  { name: "Haryana", code: "06" },
  { name: "Himachal Pradesh", code: "02" },
  { name: "Jammu and Kashmir", code: "01" },
  { name: "Jharkhand", code: "20" },
  { name: "Karnataka", code: "29" },
  { name: "Kerala", code: "32" },
  { name: "Ladakh", code: "38" },
  { name: "Lakshadweep", code: "31" },
  { name: "Madhya Pradesh", code: "23" },
  { name: "Maharashtra", code: "27" },
  { name: "Manipur", code: "14" },
  { name: "Meghalaya", code: "17" },
  { name: "Mizoram", code: "15" },
  { name: "Nagaland", code: "13" },
  { name: "Odisha", code: "21" },
  { name: "Puducherry", code: "34" },
  { name: "Punjab", code: "03" },
  { name: "Rajasthan", code: "08" },
  { name: "Sikkim", code: "11" },
  { name: "Tamil Nadu", code: "33" },
  { name: "Telangana", code: "36" },
  { name: "Tripura", code: "16" },
  { name: "Uttar Pradesh", code: "09" },
  { name: "Uttarakhand", code: "05" },
  { name: "West Bengal", code: "19" },
] as const;

export type IndianState = (typeof indianStates)[number]["name"];

/** The state as written in the list (any case, extra spaces ignored), or null. */
export function findIndianState(input: string): (typeof indianStates)[number] | null {
  const wanted = input.trim().replace(/\s+/g, " ").toLowerCase();
  return indianStates.find((state) => state.name.toLowerCase() === wanted) ?? null;
}

/** A PIN code: six digits, the first not 0. */
export function isPincode(input: string): boolean {
  return /^[1-9]\d{5}$/.test(input.trim());
}

/** Where the shop delivers. */
export const deliveryCountries = ["India"] as const;

/**
 * A product declared as made in India (its label's country of origin): only such a product may say
 * "Handmade in India" or "made by women artisans in India" (Consumer Protection Act 2019, s.2(28):
 * a misleading origin is a misleading advertisement).
 */
export function madeInIndia(countryOfOrigin: string): boolean {
  return countryOfOrigin.trim().toLowerCase() === "india";
}
