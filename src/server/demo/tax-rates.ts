// GST rates (basis points) and HSN codes of the demo catalogue's goods, per DESIGN.md decision 3.

export const gst = {
  looseStone: { gstRate: 25, hsn: "7103" },
  stoneArticle: { gstRate: 300, hsn: "7116" },
  imitationJewellery: { gstRate: 300, hsn: "7117" },
  silverJewellery: { gstRate: 300, hsn: "7113" },
  candle: { gstRate: 500, hsn: "3406" },
  smudge: { gstRate: 500, hsn: "1211" },
  soap: { gstRate: 500, hsn: "340111" },
  skincare: { gstRate: 1800, hsn: "3304" },
  lamp: { gstRate: 1800, hsn: "9405" },
} as const;

export type Tax = { gstRate: number; hsn: string };
