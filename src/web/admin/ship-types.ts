// The admin's shipping answer as the order pages read it (the web services' admin.shipping).
import type { WebServices } from "../../server/http/web-services.ts";

export type AdminShipping = Awaited<ReturnType<WebServices["admin"]["shipping"]>>;
export type AdminShipment = NonNullable<AdminShipping["orders"][string]["shipment"]>;
