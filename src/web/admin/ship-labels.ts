// The address of one PDF with the labels and packing slips of the given shipments (the endpoint
// GET /api/admin/shipments/labels lives with the shipping feature). Ids are joined with plain commas.
export function labelsHref(shipmentIds: readonly string[]): string {
  return `/api/admin/shipments/labels?ids=${shipmentIds.map(encodeURIComponent).join(",")}`;
}
