// Placing an order (DESIGN.md decisions 3 to 6): the server re-reads every price, tax, stock
// level, coupon and shipping rule, computes the total with the pricing module, and in one
// transaction writes the order and its items, takes the stock (never below zero, whatever the
// number of buyers at once) and spends the coupon. Cash on delivery is confirmed at once; online
// payment writes the order as pending_payment (its stock held) and the verified payment completes
// it. Orders whose payment never comes give their stock and coupon back. Knows nothing of HTTP.

import crypto from "node:crypto";
import { tooManyOfOneMessage } from "../../../core/cart.ts";
import { checkoutMessages, couponMessages, maxCheckoutQuantity } from "../../../core/checkout.ts";
import { formatClockTime } from "../../../core/dates.ts";
import { inEnglish, type Language, type Said } from "../../../core/i18n.ts";
import { findIndianState } from "../../../core/india.ts";
import { formatRupees, type Paise } from "../../../core/money.ts";
import type { OrderStatus } from "../../../core/order-status.ts";
import { summarize } from "../../../core/pricing.ts";
import { storeCreditApplied } from "../../../core/pricing-credit.ts";
import type { OrderAddress, OrderItemInput, PlaceOrderInput } from "../../../core/schemas/checkout.ts";
import type { OrderAnswer, OrderPlaced } from "../../../core/schemas/order-answer.ts";
import type { Settings } from "../../../core/schemas/settings.ts";
import type { AppContext } from "../../context.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import { Conflict, Forbidden, Invalid, NotFound, OutOfStock, Unauthorized } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { rememberLanguage } from "../accounts/service.ts";
import { dropOrderedLines } from "../cart/service.ts";
import { refreshProducts } from "../catalogue/denormalize.ts";
import { remittancesOfOrders } from "../cod/service.ts";
import { type HeldCoupon, holdCoupon } from "../coupons/service.ts";
import { codRefusal, deliverablePlace } from "../delivery/service.ts";
import { spendGiftCard } from "../gift-cards/service.ts";
import { documentsOfOrders } from "../gst/service.ts";
import { partsOf, recordKitParts, takeEachLine, takeUnits, unitsNeeded } from "../kits/stock.ts";
import { sendQueuedMail } from "../mail/service.ts";
import { recordWhatsappChoice } from "../privacy/consents.ts";
import { addressBook, keepCheckoutAddress } from "../profile/service.ts";
import { debitStoreCredit, storeCreditBalance } from "../refunds/store-credit.ts";
import { pricingSettings, readSettings, readSettingsIn } from "../settings/service.ts";
import { queueOrderMail } from "./order-mail.ts";
import {
  adminOrders,
  holdEndOf,
  insertOrder,
  insertOrderItems,
  itemsOf,
  itemsOfOrders,
  markPaymentFailed,
  memberContact,
  type NewOrder,
  type OrderItemRow,
  type OrderRow,
  orderById,
  orderByProviderOrder,
  ordersOfUser,
  recentOrdersJson,
  recordStatus,
  type SellableVariant,
  savedAddress,
  sellableVariants,
  setGiftCardPayment,
  setPaymentDue,
  setProviderOrder,
  setStoreCredit,
  stalePendingOrders,
  staleUnconfirmedOrders,
  statusHistory,
  takeOrderNumber,
} from "./queries.ts";
import { orderAnswer } from "./serialize.ts";
import { shopperTimeline } from "./shopper-timeline.ts";
import { lockOrder, moveOrder, type TransitionResult, transition } from "./transitions.ts";

export interface PlacedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  /** The key of the order's own links (shown once: only its hash is kept). */
  accessKey: string;
  /** Cash on delivery: the single-use key of its confirm link (shown once too). */
  confirmToken: string | null;
}

const hashKey = (key: string) => crypto.createHash("sha256").update(key).digest("hex");

/** Lines with one entry per variant (quantities summed, gift wrap if any line asked for it). */
function combinedLines(items: readonly OrderItemInput[]): OrderItemInput[] {
  const byVariant = new Map<string, OrderItemInput>();
  for (const item of items) {
    const known = byVariant.get(item.variant);
    if (known) {
      known.quantity += item.quantity;
      known.giftWrap = known.giftWrap || item.giftWrap;
    } else {
      byVariant.set(item.variant, { ...item });
    }
  }
  const lines = [...byVariant.values()];
  const tooMany = lines.findIndex((line) => line.quantity > maxCheckoutQuantity);
  if (tooMany >= 0) {
    throw new Invalid(tooManyOfOneMessage, { [`orderItems.${tooMany}.quantity`]: tooManyOfOneMessage });
  }
  return lines;
}

export interface Recipient {
  contact: { firstName: string; lastName: string; email: string; phone: string };
  address: OrderAddress;
}

/** Who the order is for and where it goes: the form's details, a member's saved address and profile. */
async function recipient(tx: Executor, buyer: SessionUser | undefined, input: PlaceOrderInput): Promise<Recipient> {
  let address: Recipient["address"];
  let fromAddress: { firstName: string; lastName: string; phone: string } | null = null;
  if ("addressId" in input.shippingAddress) {
    if (!buyer) throw new Unauthorized("Please sign in to use a saved address.");
    const saved = await savedAddress(tx, buyer.id, input.shippingAddress.addressId);
    if (!saved) throw new NotFound("Unknown saved address.");
    const state = findIndianState(saved.state);
    if (!state || saved.country.trim().toLowerCase() !== "india") {
      throw new Invalid(checkoutMessages.countryNotServed, { shippingAddress: checkoutMessages.countryNotServed });
    }
    address = {
      addressLine1: saved.addressLine1,
      addressLine2: saved.addressLine2 ?? undefined,
      city: saved.city,
      state: state.name,
      country: "India",
      zipCode: saved.zipCode,
    };
    fromAddress = { firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone };
  } else {
    address = input.shippingAddress;
  }
  if (input.guestUser) return { contact: input.guestUser, address };
  if (!buyer)
    throw new Invalid("Please fill in the First Name field.", {
      "guestUser.firstName": "Please fill in the First Name field.",
    });
  const profile = await memberContact(tx, buyer.id);
  if (!profile) throw new Unauthorized();
  return { contact: { ...profile, ...(fromAddress ?? {}) }, address };
}

/**
 * A member's delivery details for a subscription (features/subscriptions): their profile, and the address
 * typed or saved, checked as checkout checks it (India only, a saved address of theirs).
 */
export async function memberRecipient(
  tx: Executor,
  member: SessionUser,
  shippingAddress: PlaceOrderInput["shippingAddress"],
): Promise<Recipient> {
  return recipient(tx, member, { shippingAddress } as PlaceOrderInput);
}

/** The variants of the order, each sold and of the product named; 404 naming the first that is not. */
async function pricedVariants(tx: Executor, lines: readonly OrderItemInput[]): Promise<Map<string, SellableVariant>> {
  const variants = await sellableVariants(
    tx,
    lines.map((line) => line.variant),
  );
  lines.forEach((line, index) => {
    const variant = variants.get(line.variant);
    if (!variant || variant.productId !== line.product || !variant.active) {
      const message = variant ? `${variant.name} is no longer available.` : "This product is no longer available.";
      throw new NotFound(message, { [`orderItems.${index}`]: message });
    }
  });
  return variants;
}

/**
 * Takes the stored units of every line at once (a kit's components, summed with any line selling
 * the same variant: kits/stock.ts); a refusal names the first line short of them.
 */
async function takeStockFor(
  tx: Transaction,
  lines: readonly OrderItemInput[],
  variants: ReadonlyMap<string, SellableVariant>,
): Promise<void> {
  const stockLines = lines.map((line) => ({ variantId: line.variant, quantity: line.quantity }));
  const parts = await partsOf(
    tx,
    stockLines.map((line) => line.variantId),
  );
  const short = await takeUnits(tx, unitsNeeded(stockLines, parts));
  if (short === null) return;
  const index = lines.findIndex((line) => parts.get(line.variant)?.some((part) => part.variantId === short));
  const line = lines[index];
  if (line) {
    const variant = variants.get(line.variant) as SellableVariant;
    const [now] = [...(await sellableVariants(tx, [line.variant])).values()];
    const left = Math.max(now?.stock ?? 0, 0);
    const label = `${variant.name} (${variant.variantname})`;
    const held = left === 0 ? await holdEndOf(tx, line.variant) : null;
    // the words with their values apart (`said`, core/i18n.ts): a Hindi checkout says them in Hindi
    const said: Said = held
      ? {
          message: "{name} is in another shopper’s bag while they pay. If they do not, it is back at {time}.",
          values: { name: variant.name, time: formatClockTime(held) },
        }
      : left === 0
        ? { message: "{label} is out of stock.", values: { label } }
        : left >= line.quantity
          ? // enough for the line alone: another line (a kit and its stone) needs the same pieces
            {
              message: "Only {left} left of {label}, and another item in your bag needs the same pieces.",
              values: { left, label },
            }
          : { message: "Only {left} left of {label}.", values: { left, label } };
    throw new OutOfStock(
      inEnglish(said),
      left,
      { variantId: line.variant, product: line.product, said },
      `orderItems.${index}.quantity`,
    );
  }
  throw new Error(`short of ${short}, which no line takes`);
}

/** A line's prices as its order keeps them: the variant's price of the moment, the M.R.P. never below it. */
const linePrices = (variant: SellableVariant) => ({
  unitPrice: variant.price,
  unitMrp: Math.max(variant.mrp, variant.price),
});

/**
 * The first steps of every order's lines, placed or a replacement: the variants read from the
 * database (sold, of the product named), their units taken, and each line priced for `summarize`.
 */
async function takeLines(tx: Transaction, lines: readonly OrderItemInput[]) {
  const variants = await pricedVariants(tx, lines);
  await takeStockFor(tx, lines, variants);
  const priced = lines.map((line) => ({
    ...linePrices(variants.get(line.variant) as SellableVariant),
    quantity: line.quantity,
    giftWrap: line.giftWrap,
  }));
  return { variants, priced };
}

/**
 * A line as its order writes it: the shelf prices of the moment unless the line brings its own (a
 * subscription's delivery is sold at the subscription's prices), holding all its units unless it says
 * how many it holds (a subscription's line out of stock at renewal holds none, and is refunded).
 */
type WrittenLine = OrderItemInput & { prices?: { unitPrice: Paise; unitMrp: Paise }; held?: number };

/** The states an order is written in; every later state is reached through transitions.ts. */
type FirstStatus = Extract<OrderStatus, "awaiting_confirmation" | "pending_payment">;

/**
 * Writes what every order is made of, in the caller's transaction, after `takeLines`: the order's row
 * (with the hash of its link's key, made here), its items (each holding the units taken), its first
 * status with the reason, and the listing columns of its products (their stock moved).
 */
async function insertOrderWithItems(
  tx: Transaction,
  values: Omit<NewOrder, "orderStatus" | "accessKeyHash">,
  first: { status: FirstStatus; note: string },
  lines: readonly WrittenLine[],
  variants: ReadonlyMap<string, SellableVariant>,
): Promise<{ order: OrderRow; items: OrderItemRow[]; accessKey: string }> {
  const accessKey = crypto.randomBytes(18).toString("base64url");
  const order = await insertOrder(tx, { ...values, orderStatus: first.status, accessKeyHash: hashKey(accessKey) });
  const items = await insertOrderItems(
    tx,
    lines.map((line, position) => {
      const variant = variants.get(line.variant) as SellableVariant;
      return {
        orderId: order.id,
        productId: variant.productId,
        variantId: variant.variantId,
        name: variant.name,
        variantname: variant.variantname,
        sku: variant.sku,
        hsn: variant.hsn,
        size: variant.size || "Default",
        color: variant.color,
        imageKey: variant.imageKey,
        quantity: line.quantity,
        ...(line.prices ?? linePrices(variant)),
        gstRate: variant.gstRate,
        giftWrap: line.giftWrap,
        position,
        stockHeld: line.held ?? line.quantity,
        certificate: variant.certificate,
      };
    }),
  );
  await recordKitParts(
    tx,
    items.map((item) => item.id),
  );
  await recordStatus(tx, order.id, null, first.status, first.note);
  await refreshProducts(tx, [...new Set(items.map((item) => item.productId))]);
  return { order, items, accessKey };
}

/**
 * Writes the order in the caller's transaction: recipient, prices from the database, stock, coupon,
 * totals from the pricing module, items and the first status.
 */
async function writeOrder(
  tx: Transaction,
  buyer: SessionUser | undefined,
  input: PlaceOrderInput,
  settings: Settings,
): Promise<PlacedOrder> {
  if (input.appliedCoupon && !buyer) {
    throw new Unauthorized(couponMessages.loginRequired);
  }
  const lines = combinedLines(input.orderItems);
  const { contact, address } = await recipient(tx, buyer, input);
  // "Save this address": a member's typed address joins their address book with the order
  if (buyer && input.saveAddress && !("addressId" in input.shippingAddress)) {
    await keepCheckoutAddress(tx, buyer.id, {
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone,
      ...address,
    });
  }
  // a member checking out in the other language: their mails follow it from now on (decision 0064)
  if (buyer) await rememberLanguage(tx, buyer.id, input.language);
  // the checkout's WhatsApp box, ticked: recorded with the order (the box's own call may not have landed)
  if (input.whatsappUpdates) {
    await recordWhatsappChoice(tx, {
      email: contact.email,
      phone: contact.phone,
      given: true,
      member: buyer ? { id: buyer.id } : null,
      source: "checkout",
    });
  }
  const place = deliverablePlace(settings, address);
  const { variants, priced } = await takeLines(tx, lines);
  const itemsTotal = summarize(priced).itemsTotal;
  let coupon: HeldCoupon | null = null;
  if (input.appliedCoupon && buyer) coupon = await holdCoupon(tx, buyer.id, input.appliedCoupon, itemsTotal);
  const online = input.paymentMethod === "UPI";
  const pricing = pricingSettings(settings);
  const summary = summarize(priced, coupon, pricing, { cashOnDelivery: !online });
  if (!online) {
    const refusal = await codRefusal(tx, settings, {
      pincode: place.pincode,
      phone: contact.phone,
      email: contact.email,
      total: summary.total - summary.codFee,
    });
    if (refusal) {
      const message = inEnglish(refusal);
      throw new Invalid(message, { paymentMethod: message }, { said: refusal });
    }
  }

  // cash on delivery waits for the shopper's confirmation (its link, single-use) before packing
  const confirmToken = online ? null : crypto.randomBytes(24).toString("base64url");
  const first = online
    ? { status: "pending_payment" as const, note: "Waiting for the online payment" }
    : { status: "awaiting_confirmation" as const, note: "Cash on delivery, waiting for the shopper's confirmation" };
  const written = await insertOrderWithItems(
    tx,
    {
      userId: buyer?.id ?? null,
      guest: !buyer,
      ...contact,
      shippingAddress: { ...address, addressLine2: address.addressLine2 ?? null },
      deliveryState: address.state,
      deliveryStateCode: findIndianState(address.state)?.code ?? place.stateCode,
      paymentMethod: input.paymentMethod,
      paymentStatus: "pending",
      // a COD order is an order at once; an online one is an attempt until its payment (transitions.ts)
      number: online ? null : takeOrderNumber(),
      subtotal: summary.subtotal,
      itemsTotal: summary.itemsTotal,
      discount: summary.couponDiscount,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      couponPercent: coupon?.percent ?? null,
      couponMaxDiscount: coupon?.maxDiscount ?? null,
      giftWrap: summary.giftWrap,
      shipping: summary.shipping,
      codFee: summary.codFee,
      totalAmount: summary.total,
      storeCredit: 0,
      orderNote: input.orderNote,
      language: input.language,
      confirmTokenHash: confirmToken ? hashKey(confirmToken) : null,
    },
    first,
    lines,
    variants,
  );
  await coupon?.spendOn(written.order.id);
  if (online) written.order.paymentDueAt = await setPaymentDue(tx, written.order.id, settings.holds);
  const paidWithCredit =
    input.useStoreCredit && buyer ? await spendStoreCredit(tx, buyer.id, written.order, online) : written.order;
  const paidWithCard = input.giftCardCode
    ? await payWithGiftCard(tx, input.giftCardCode, paidWithCredit, online)
    : paidWithCredit;
  return { ...written, order: paidWithCard, confirmToken };
}

/**
 * A gift card pays what it can of the rest (decision 0062), debited in the order's transaction; the
 * order keeps it with its store credit (what the store-credit ledger paid) and says which card.
 */
async function payWithGiftCard(tx: Transaction, code: string, order: OrderRow, online: boolean) {
  const spent = await spendGiftCard(tx, code, order, order.totalAmount - order.storeCredit, online);
  if (!spent) return order;
  return setGiftCardPayment(tx, order.id, { giftCardId: spent.giftCardId, amount: spent.amount });
}

/**
 * The member's store credit pays what it can of the order, debited in the order's transaction: all of
 * a cash-on-delivery order, all but ₹1 of an online one (the provider charges the rest; Razorpay's
 * least amount is ₹1). Two orders spending the same credit at once: one takes it, the other is refused
 * and writes nothing.
 */
async function spendStoreCredit(tx: Transaction, userId: string, order: OrderRow, online: boolean) {
  const balance = await storeCreditBalance(tx, userId);
  const amount = storeCreditApplied(order.totalAmount, balance, online);
  if (amount <= 0) return order;
  const spent = await debitStoreCredit(tx, {
    userId,
    amount,
    kind: "spent",
    note: "Paid towards an order",
    orderId: order.id,
  });
  if (!spent) throw new Conflict(checkoutMessages.storeCreditChanged);
  return setStoreCredit(tx, order.id, amount);
}

/** An exchange's replacement order (decision 0034): who, where and what, from the return. */
export interface ReplacementOrderInput {
  returnId: string;
  /** The return's number (R-1001 is 1001), shown on the order. */
  returnNumber: number;
  /** The order whose items come back: the replacement goes to the same member and address. */
  from: OrderRow;
  lines: ReadonlyArray<{ product: string; variant: string; quantity: number }>;
}

/**
 * Writes an exchange's replacement order in the caller's transaction, through the same steps as every
 * order (variants priced from the database, stock taken atomically, totals by the pricing module, the
 * first status): free shipping, no coupon, paid online ("UPI"), numbered at once (the return names
 * it), waiting as pending payment until `releaseReplacementOrder` applies the exchange's credit. The
 * payment window's expiry leaves it alone (stalePendingOrders).
 */
export async function writeReplacementOrder(
  ctx: AppContext,
  tx: Transaction,
  input: ReplacementOrderInput,
): Promise<PlacedOrder> {
  const settings = await readSettingsIn(ctx, tx);
  const lines = combinedLines(input.lines.map((line) => ({ ...line, giftWrap: false })));
  const { variants, priced } = await takeLines(tx, lines);
  // the replacement travels free: the shopper paid the first parcel's shipping once
  const summary = summarize(priced, null, { ...pricingSettings(settings), freeShippingFrom: 0 });
  const from = input.from;
  const written = await insertOrderWithItems(
    tx,
    {
      userId: from.userId,
      guest: from.guest,
      firstName: from.firstName,
      lastName: from.lastName,
      email: from.email,
      phone: from.phone,
      shippingAddress: from.shippingAddress,
      deliveryState: from.deliveryState,
      deliveryStateCode: from.deliveryStateCode,
      paymentMethod: "UPI",
      paymentStatus: "pending",
      number: takeOrderNumber(),
      subtotal: summary.subtotal,
      itemsTotal: summary.itemsTotal,
      discount: 0,
      giftWrap: 0,
      shipping: summary.shipping,
      codFee: 0,
      totalAmount: summary.total,
      storeCredit: 0,
      replacementForReturnId: input.returnId,
      replacementForReturnNumber: input.returnNumber,
    },
    { status: "pending_payment", note: `Replacement for return R-${input.returnNumber}` },
    lines,
    variants,
  );
  return { ...written, confirmToken: null };
}

/**
 * The exchange's credit (the returned items' value, refunded as store credit) pays its part of the
 * replacement order, debited from the member's balance once (a second call finds it applied); when
 * nothing is left to pay the order moves to processing through its one door, paid by the exchange.
 * Answers the order and what is still to be paid online (a payment link).
 */
export async function releaseReplacementOrder(
  ctx: AppContext,
  tx: Transaction,
  orderId: string,
  exchange: { credit: Paise; toPay: Paise; label: string },
): Promise<{ order: OrderRow; toPay: Paise; transition: TransitionResult | null }> {
  let order = await lockOrder(tx, orderId);
  if (!order) throw new NotFound("Order not found");
  if (order.storeCredit === 0 && exchange.credit > 0 && order.userId) {
    const spent = await debitStoreCredit(tx, {
      userId: order.userId,
      amount: exchange.credit,
      kind: "spent",
      note: `Exchange ${exchange.label}: the returned items pay for replacement order #${order.number ?? ""}`,
      orderId,
    });
    if (!spent) throw new Conflict(`The store credit of exchange ${exchange.label} was spent meanwhile.`);
    order = await setStoreCredit(tx, orderId, exchange.credit);
  }
  // what the exchange did not cover and the shopper does not pay (under the least online charge) is waived
  const toPay = exchange.toPay;
  const waived = Math.max(order.totalAmount - order.storeCredit - toPay, 0);
  if (toPay > 0 || order.orderStatus !== "pending_payment") return { order, toPay, transition: null };
  const moved = await transition(
    ctx,
    tx,
    orderId,
    "processing",
    {
      actor: "payment",
      paymentId: `exchange_${exchange.label}`,
      note: `Paid by the returned items of ${exchange.label}${waived > 0 ? ` (${formatRupees(waived)} waived)` : ""}`,
    },
    { from: ["pending_payment"] },
  );
  return { order: moved.ok ? moved.order : order, toPay: 0, transition: moved };
}

/** A subscription's delivery (features/subscriptions, decision 0060): who, where, what and at what prices. */
export interface SubscriptionOrderInput {
  subscriptionId: string;
  /** "S-1001, delivery 3": the order's first status says it. */
  label: string;
  userId: string;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  address: OrderAddress;
  deliveryState: string;
  deliveryStateCode: string | null;
  lines: ReadonlyArray<{ product: string; variant: string; quantity: number; unitPrice: Paise; unitMrp: Paise }>;
  /** The subscription's shipping per delivery. */
  shipping: Paise;
  /** The provider's payment of this charge: the order is paid by it. */
  paymentId: string;
  /** The subscription's language: the delivery's order mails are written in it (decision 0064). */
  language: Language;
}

/**
 * Writes a subscription's delivery in the caller's transaction, through the steps every order takes
 * (variants read, stock taken line by line, each whole or not at all, totals by the pricing module at the
 * subscription's prices and shipping, items, the first status) and moves it to processing through its
 * one door, paid by the charge. A line whose stock is not there is written holding none: the caller
 * refunds it (refunds/service.ts refundUnfilledLines). Answers the order, its items and the lines short.
 */
export async function writeSubscriptionOrder(
  ctx: AppContext,
  tx: Transaction,
  input: SubscriptionOrderInput,
): Promise<{ order: OrderRow; items: OrderItemRow[]; short: OrderItemRow[]; moved: TransitionResult }> {
  const variants = await sellableVariants(
    tx,
    input.lines.map((line) => line.variant),
  );
  const lines: WrittenLine[] = [];
  // a product taken off sale since is not delivered either: refunded like a line out of stock; a kit
  // line takes its components (kits/stock.ts), each line whole or not at all
  const onSale = input.lines.filter((line) => variants.get(line.variant)?.active);
  const filled = await takeEachLine(
    tx,
    onSale.map((line) => ({ variantId: line.variant, quantity: line.quantity })),
  );
  const taken = new Map(onSale.map((line, index) => [line.variant, filled[index] === true]));
  for (const line of input.lines) {
    if (!variants.has(line.variant)) throw new Error(`variant ${line.variant} of a subscription is gone`);
    lines.push({
      product: line.product,
      variant: line.variant,
      quantity: line.quantity,
      giftWrap: false,
      prices: { unitPrice: line.unitPrice, unitMrp: Math.max(line.unitMrp, line.unitPrice) },
      held: taken.get(line.variant) ? line.quantity : 0,
    });
  }
  const summary = summarize(
    lines.map((line) => ({ ...(line.prices as { unitPrice: Paise; unitMrp: Paise }), quantity: line.quantity })),
    null,
    // the subscription's own shipping per delivery, whatever the shipping settings say today
    {
      shippingFee: input.shipping,
      freeShippingFrom: input.shipping > 0 ? Number.MAX_SAFE_INTEGER : 0,
      giftWrapPerUnit: 0,
      codFee: 0,
    },
  );
  const written = await insertOrderWithItems(
    tx,
    {
      userId: input.userId,
      guest: false,
      ...input.contact,
      shippingAddress: { ...input.address, addressLine2: input.address.addressLine2 ?? null },
      deliveryState: input.deliveryState,
      deliveryStateCode: input.deliveryStateCode,
      paymentMethod: "UPI",
      paymentStatus: "pending",
      number: null,
      subtotal: summary.subtotal,
      itemsTotal: summary.itemsTotal,
      discount: 0,
      giftWrap: 0,
      shipping: summary.shipping,
      codFee: 0,
      totalAmount: summary.total,
      storeCredit: 0,
      subscriptionId: input.subscriptionId,
      language: input.language,
    },
    { status: "pending_payment", note: `Subscription ${input.label}: charged by the mandate` },
    lines,
    variants,
  );
  const moved = await transition(ctx, tx, written.order.id, "processing", {
    actor: "payment",
    paymentId: input.paymentId,
    note: `Paid by the subscription's mandate (${input.paymentId})`,
  });
  if (!moved.ok) throw new Error(`a subscription's order could not be paid: ${moved.message}`);
  const short = written.items.filter((item) => item.stockHeld < item.quantity);
  return { order: moved.order, items: written.items, short, moved };
}

/** For the demo's orders, written directly: they are real orders and take their numbers. */
export { takeOrderNumber };

/** After a transaction that changed stock and queued mail has committed. */
async function afterCommit(ctx: AppContext) {
  await ctx.cache.invalidate();
  sendQueuedMail(ctx);
}

/** Cash on delivery: the order is written and confirmed in one transaction. */
export async function placeCodOrder(
  ctx: AppContext,
  buyer: SessionUser | undefined,
  input: PlaceOrderInput,
): Promise<OrderPlaced> {
  if (input.paymentMethod !== "COD") {
    throw new Invalid("Online payments start at /api/payment/create-order.", { paymentMethod: "Use COD here" });
  }
  const settings = await readSettings(ctx);
  const placed = await ctx.db.transaction(async (tx) => {
    const written = await writeOrder(tx, buyer, input, settings);
    const confirm = written.confirmToken
      ? { token: written.confirmToken, withinHours: settings.cod.confirmWithinHours }
      : null;
    await queueOrderMail(ctx, tx, written.order, written.items, written.accessKey, confirm);
    if (buyer)
      await dropOrderedLines(
        tx,
        buyer.id,
        written.items.map((item) => item.variantId),
      );
    return written;
  });
  await afterCommit(ctx);
  ctx.log.info({ order: placed.order.number, total: placed.order.totalAmount, method: "COD" }, "order placed");
  return {
    success: true,
    message: checkoutMessages.placed,
    order: orderAnswer(placed.order, placed.items),
    accessKey: placed.accessKey,
    confirmToken: placed.confirmToken ?? "",
  };
}

/** An online order, written and holding its stock until it is paid or its window closes. */
export async function placePendingOnlineOrder(
  ctx: AppContext,
  buyer: SessionUser | undefined,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const settings = await readSettings(ctx);
  const placed = await ctx.db.transaction(async (tx) => {
    const written = await writeOrder(tx, buyer, { ...input, paymentMethod: "UPI" }, settings);
    if (written.order.totalAmount - written.order.storeCredit > 0) return written;
    // store credit and a gift card paid it all (decision 0062): nothing for the provider to charge
    const paid = await transition(
      ctx,
      tx,
      written.order.id,
      "processing",
      {
        actor: "payment",
        paymentId: `credit_${written.order.id.replaceAll("-", "")}`,
        note: written.order.giftCard > 0 ? "Paid in full by gift card" : "Paid in full by store credit",
      },
      { from: ["pending_payment"] },
    );
    return paid.ok ? { ...written, order: paid.order } : written;
  });
  await ctx.cache.invalidate();
  sendQueuedMail(ctx);
  return placed;
}

/** An unpaid online order that will not be paid: cancelled, its stock and coupon given back. */
export async function abandonPendingOrder(
  ctx: AppContext,
  orderId: string,
  reason: string,
  failed: boolean,
  actor: "customer" | "payment" | "system" = "customer",
) {
  const result = await moveOrder(
    ctx,
    orderId,
    "cancelled",
    { actor, note: reason, paymentFailed: failed },
    { from: ["pending_payment"] },
  );
  return result.ok;
}

/** Cancels online orders whose payment window has closed (the housekeeping loop calls it). */
export async function expireUnpaidOrders(ctx: AppContext, now = new Date()): Promise<number> {
  const stale = await stalePendingOrders(ctx.db, now);
  let expired = 0;
  for (const orderId of stale) {
    if (await abandonPendingOrder(ctx, orderId, "Payment not received in time", false, "system")) expired += 1;
  }
  return expired;
}

export const confirmMessages = {
  confirmed: "Thank you! Your order is confirmed and we are packing it.",
  already: "This order is already confirmed.",
  cancelled: "This order was cancelled. You are welcome to order again.",
  invalid: "This confirmation link is not valid. Please use the link in your order e-mail.",
} as const;

/**
 * The shopper confirms a cash-on-delivery order with the single-use token of its link (no sign-in):
 * it moves to processing. A second use answers that it is already confirmed; a wrong token, 404.
 */
export async function confirmCodOrder(ctx: AppContext, orderId: string, token: string) {
  const tokenHash = hashKey(token);
  const result = await moveOrder(
    ctx,
    orderId,
    "processing",
    { actor: "customer", note: "Confirmed by the customer" },
    {
      from: ["awaiting_confirmation"],
      guard: (order) =>
        order.confirmTokenHash !== null &&
        crypto.timingSafeEqual(Buffer.from(order.confirmTokenHash), Buffer.from(tokenHash))
          ? null
          : confirmMessages.invalid,
    },
  );
  if (result.ok) {
    ctx.log.info({ order: result.order.number }, "COD order confirmed by its customer");
    return { success: true, message: confirmMessages.confirmed, orderStatus: result.order.orderStatus };
  }
  const order = result.order;
  if (order?.paymentMethod !== "COD") throw new NotFound(confirmMessages.invalid);
  if (order.orderStatus === "awaiting_confirmation") throw new NotFound(confirmMessages.invalid);
  if (order.orderStatus === "cancelled") throw new Conflict(confirmMessages.cancelled);
  return { success: true, message: confirmMessages.already, orderStatus: order.orderStatus };
}

/** Cancels COD orders unconfirmed past the settings' window (the housekeeping loop calls it). */
export async function expireUnconfirmedOrders(ctx: AppContext, now = new Date()): Promise<number> {
  const { cod } = await readSettings(ctx);
  const stale = await staleUnconfirmedOrders(ctx.db, new Date(now.getTime() - cod.confirmWithinHours * 3_600_000));
  let expired = 0;
  for (const orderId of stale) {
    const result = await moveOrder(
      ctx,
      orderId,
      "cancelled",
      { actor: "system", note: `Not confirmed within ${cod.confirmWithinHours} hours` },
      { from: ["awaiting_confirmation"] },
    );
    if (result.ok) expired += 1;
  }
  return expired;
}

/**
 * An order for its thank-you page: its owner (or an admin) when signed in, or anyone holding the
 * key of its link. Anything else is "not found", so order ids cannot be probed.
 */
export async function readOrder(
  ctx: AppContext,
  viewer: SessionUser | undefined,
  orderId: string,
  key: string | undefined,
): Promise<OrderAnswer> {
  const order = await orderById(ctx.db, orderId);
  const keyMatches =
    order?.accessKeyHash != null &&
    key !== undefined &&
    crypto.timingSafeEqual(Buffer.from(order.accessKeyHash), Buffer.from(hashKey(key)));
  const owns = order !== undefined && viewer !== undefined && (order.userId === viewer.id || viewer.role === "admin");
  if (!order || !(keyMatches || owns)) throw new NotFound("Order not found");
  return answerFor(ctx, order);
}

/** Whether the caller may act on the order (its owner, or the holder of its link's key). */
export async function assertOrderAccess(
  ctx: AppContext,
  viewer: SessionUser | undefined,
  orderId: string,
  key: string | undefined,
): Promise<OrderRow> {
  const order = await orderById(ctx.db, orderId);
  if (!order) throw new NotFound("Order not found");
  const keyMatches =
    order.accessKeyHash != null &&
    key !== undefined &&
    crypto.timingSafeEqual(Buffer.from(order.accessKeyHash), Buffer.from(hashKey(key)));
  if (!keyMatches && !(viewer && order.userId === viewer.id)) throw new Forbidden("This is not your order.");
  return order;
}

/**
 * What the checkout fills in for a member: their name, e-mail and phone (My Account's), and their
 * address book, the default first (the picker's choices; the new-address form saves into it).
 */
export async function checkoutDetails(ctx: AppContext, userId: string) {
  const contact = await memberContact(ctx.db, userId);
  if (!contact) throw new NotFound("User not found");
  return { contact, addresses: await addressBook(ctx, userId) };
}

/** The order a provider's order id belongs to. */
export function orderForProviderOrder(ctx: AppContext, provider: string, providerOrderId: string) {
  return orderByProviderOrder(ctx.db, provider, providerOrderId);
}

/**
 * Razorpay's payment.failed for an order still waiting for its payment: the attempt's payment shows
 * failed (with the bank's reason in its history), and the order stays open, since the shopper may pay
 * again on the same provider order until its window closes. A later capture makes it paid as usual.
 */
export async function notePaymentFailed(
  tx: Transaction,
  provider: string,
  providerOrderId: string,
  reason: string,
): Promise<boolean> {
  const order = await orderByProviderOrder(tx, provider, providerOrderId);
  if (!order) return false;
  const locked = await lockOrder(tx, order.id);
  if (locked?.orderStatus !== "pending_payment" || locked.paymentStatus !== "pending") return false;
  await markPaymentFailed(tx, order.id);
  await recordStatus(tx, order.id, locked.orderStatus, locked.orderStatus, `A payment attempt failed: ${reason}`);
  return true;
}

/** Ties the provider's order to ours (payment verification and webhooks find it by that id). */
export function attachProviderOrder(ctx: AppContext, orderId: string, provider: string, providerOrderId: string) {
  return setProviderOrder(ctx.db, orderId, provider, providerOrderId);
}

export async function answerFor(ctx: AppContext, order: OrderRow): Promise<OrderAnswer> {
  const [items, documents] = await Promise.all([itemsOf(ctx.db, order.id), documentsOfOrders(ctx.db, [order.id])]);
  return orderAnswer(order, items, documents.get(order.id));
}

/** How many latest orders My Account's first screen lists. */
export const recentOrderCount = 3;

/**
 * A member's latest orders for My Account's first screen (id, number, line count) as one column of
 * another feature's statement (profile/service.ts accountFirstScreen); recentOrderAnswers shapes it.
 */
export const recentOrdersColumn = (userId: string, limit = recentOrderCount) => recentOrdersJson(userId, limit);

export function recentOrderAnswers(rows: ReadonlyArray<{ id: string; number: number | null; itemCount: number }>) {
  return rows.map((row) => ({ _id: row.id, number: row.number, itemCount: row.itemCount }));
}

/** A member's order history, newest first (orders still waiting for their online payment left out). */
export async function orderHistory(ctx: AppContext, userId: string, page: number, pageSize = 10) {
  const { rows, total } = await ordersOfUser(ctx.db, userId, pageSize, (page - 1) * pageSize);
  return { orders: await answersFor(ctx, rows), total, page, pageSize };
}

/** Many orders' answers with two more queries (their items, their GST documents), not two per order. */
async function answersFor(ctx: AppContext, rows: readonly OrderRow[]): Promise<OrderAnswer[]> {
  const ids = rows.map((row) => row.id);
  const [items, documents] = await Promise.all([itemsOfOrders(ctx.db, ids), documentsOfOrders(ctx.db, ids)]);
  return rows.map((row) =>
    orderAnswer(
      row,
      items.filter((item) => item.orderId === row.id),
      documents.get(row.id),
    ),
  );
}

/**
 * The owner cancels an order that has not shipped: its stock and coupon come back, and a paid order's
 * payment is refunded by the order's door (refunds/cancellation.ts).
 */
export async function cancelOwnOrder(ctx: AppContext, user: SessionUser, orderId: string): Promise<OrderAnswer> {
  const result = await moveOrder(
    ctx,
    orderId,
    "cancelled",
    {
      actor: "customer",
      userId: user.id,
      note: "Cancelled by the customer",
    },
    { guard: (order) => (order.userId === user.id ? null : "Order not found") },
  );
  if (!result.ok) {
    if (!result.order || result.order.userId !== user.id) throw new NotFound("Order not found");
    throw new Conflict(
      result.order.orderStatus === "cancelled"
        ? "This order is already cancelled."
        : "This order has shipped and can no longer be cancelled.",
    );
  }
  ctx.log.info({ order: result.order.number }, "order cancelled by its customer");
  return answerFor(ctx, result.order);
}

/** An order with its timeline: its owner's in their words (shopper-timeline.ts), an admin's the full history. */
export async function orderDetail(ctx: AppContext, viewer: SessionUser, orderId: string) {
  const order = await orderById(ctx.db, orderId);
  if (!order || (order.userId !== viewer.id && viewer.role !== "admin")) throw new NotFound("Order not found");
  // the admin reads the detailed history; the shopper their own timeline, in their words (issue 38 point 7)
  if (viewer.role !== "admin") {
    return { order: await answerFor(ctx, order), history: await shopperTimeline(ctx, ctx.db, order) };
  }
  const history = await statusHistory(ctx.db, orderId);
  return {
    order: await answerFor(ctx, order),
    history: history.map((entry) => ({ status: entry.toStatus, at: entry.createdAt.toISOString(), note: entry.note })),
  };
}

// ── Admin ──────────────────────────────────────────────────────────────────────────────────

export async function listOrdersForAdmin(
  ctx: AppContext,
  query: { search?: string; status?: string; payment?: string; page: number; pageSize: number },
) {
  const { rows, total } = await adminOrders(ctx.db, {
    search: query.search,
    status: query.status,
    payment: query.payment,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const ids = rows.map((row) => row.id);
  const [answers, remittances] = await Promise.all([answersFor(ctx, rows), remittancesOfOrders(ctx.db, ids)]);
  return {
    // a COD order's cash once it reached the bank: the UTR (or receipt number) of its remittance
    data: answers.map((answer) => ({ ...answer, codRemittance: remittances.get(answer._id) ?? null })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * An admin moves an order along the state machine (core/order-status.ts) through the one door
 * (transitions.ts): cancelling, a refusal at the door or a return gives the stock it holds (and its
 * coupon, when cancelled) back; shipping issues the invoice; delivery earns tribe points.
 */
export async function changeOrderStatus(ctx: AppContext, admin: SessionUser, orderId: string, to: OrderStatus) {
  const by = `${admin.firstName} ${admin.lastName}`.trim();
  const result = await moveOrder(ctx, orderId, to, {
    actor: "admin",
    userId: admin.id,
    note: (order) =>
      order.orderStatus === "awaiting_confirmation" && to === "processing" ? `Confirmed by ${by}` : `By ${by}`,
  });
  if (!result.ok) {
    if (result.reason === "not_found") throw new NotFound("Order not found");
    throw new Conflict(result.message, { status: result.message });
  }
  ctx.log.info({ order: result.order.number, from: result.from, to, admin: admin.id }, "order status changed");
  return answerFor(ctx, result.order);
}
