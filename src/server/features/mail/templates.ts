// The shop's e-mails: branded HTML (inline styles, table layout, the brand colours of BRAND.md) and
// a plain-text twin for each. Every value put into the HTML is escaped.

import { orderNoteWords } from "../../../core/checkout.ts";
import { lineGst } from "../../../core/gst.ts";
import { prepaidRows } from "../../../core/paid-with.ts";
import { countOf } from "../../../core/plural.ts";
import { restAfterStoreCreditLabel } from "../../../core/pricing.ts";

export interface Mail {
  template: string;
  subject: string;
  html: string;
  text: string;
  /** The consent purpose a marketing mail is sent under (a withdrawal drops it while pending). */
  purpose?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on every consent-based mail. */
  headers?: Record<string, string>;
}

export interface MailBrand {
  shopName: string;
  /** The shop's address for links: PUBLIC_URL, else where the shop listens (none only before it listens). */
  publicUrl: string | undefined;
}

const colours = {
  ink: "#1F1B24",
  inkSoft: "#5C5563",
  bg: "#FAF7F2",
  surface: "#FFFFFF",
  sand: "#EFE7DC",
  amethyst: "#5B3F8C",
  amethystTint: "#EDE6F6",
  gold: "#A8824A",
};
const headingFont = "Georgia, 'Times New Roman', serif";
const bodyFont = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function link(brand: MailBrand, path: string): string | undefined {
  return brand.publicUrl ? new URL(path, brand.publicUrl).toString() : undefined;
}

/** The frame every message shares: logo, card, footer with the tagline. `body` is trusted HTML. */
export function layout(brand: MailBrand, preheader: string, body: string): string {
  const shop = escapeHtml(brand.shopName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${shop}</title></head>
<body style="margin:0;padding:0;background:${colours.bg};">
<span style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.bg};padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td align="center" style="padding:0 0 24px;font-family:${headingFont};font-size:30px;letter-spacing:0.08em;color:${colours.ink};">${shop}</td></tr>
<tr><td style="background:${colours.surface};border-radius:12px;padding:40px 32px;font-family:${bodyFont};font-size:16px;line-height:1.6;color:${colours.ink};border-top:3px solid ${colours.amethyst};">
${body}
</td></tr>
<tr><td align="center" style="padding:24px 12px 0;font-family:${bodyFont};font-size:13px;line-height:1.6;color:${colours.inkSoft};">
Manifest, Cleanse, Heal &mdash; the ${shop} Way<br>Handpicked healing crystals, and jewellery, soaps and rituals handmade by women artisans in India.
</td></tr>
</table></td></tr></table></body></html>`;
}

export const heading = (text: string) =>
  `<h1 style="margin:0 0 16px;font-family:${headingFont};font-weight:500;font-size:28px;line-height:1.2;color:${colours.ink};">${escapeHtml(text)}</h1>`;
export const paragraph = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;
export const quiet = (html: string) =>
  `<p style="margin:24px 0 0;font-size:14px;color:${colours.inkSoft};">${html}</p>`;

export function codeBlock(code: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr>
<td style="background:${colours.amethystTint};border:1px solid ${colours.gold};border-radius:8px;padding:16px 28px;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:700;letter-spacing:0.35em;color:${colours.amethyst};">${escapeHtml(code)}</td>
</tr></table>`;
}

export function button(label: string, href: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0 8px;"><tr>
<td style="background:${colours.amethyst};border-radius:999px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 28px;font-family:${bodyFont};font-size:16px;color:#FFFFFF;text-decoration:none;">${escapeHtml(label)}</a></td>
</tr></table>`;
}

export const textFooter = (brand: MailBrand) =>
  `\n\n--\n${brand.shopName}: Manifest, Cleanse, Heal - the ${brand.shopName} Way`;

/** The sign-up verification code. */
export function signupCodeMail(brand: MailBrand, input: { code: string }): Mail {
  const subject = `Your ${brand.shopName} verification code`;
  const body =
    heading("Verify your e-mail") +
    paragraph(
      `Welcome to ${escapeHtml(brand.shopName)}. Enter this code on the verification screen to create your account:`,
    ) +
    codeBlock(input.code) +
    paragraph("The code is valid for 10 minutes.") +
    quiet(
      "If you did not ask to create an account, you can ignore this e-mail. If you already have an account with this address, sign in or use &lsquo;Forgot your password?&rsquo; instead.",
    );
  const text =
    `Verify your e-mail\n\nWelcome to ${brand.shopName}. Enter this code on the verification screen to create your account.\n\n` +
    `Your verification code: ${input.code}\n\nThe code is valid for 10 minutes.\n\n` +
    "If you did not ask to create an account, you can ignore this e-mail. If you already have an account with this address, sign in or use 'Forgot your password?' instead." +
    textFooter(brand);
  return { template: "signup-code", subject, html: layout(brand, `Your code: ${input.code}`, body), text };
}

/** The password-reset code. */
export function resetCodeMail(brand: MailBrand, input: { code: string; firstName: string }): Mail {
  const subject = `Reset your ${brand.shopName} password`;
  const body =
    heading("Reset your password") +
    paragraph(
      `Hello ${escapeHtml(input.firstName)}, we received a request to reset the password of your account. Enter this code to continue:`,
    ) +
    codeBlock(input.code) +
    paragraph("The code is valid for 10 minutes.") +
    quiet("If you did not ask for this, ignore this e-mail: your password stays as it is.");
  const text =
    `Reset your password\n\nHello ${input.firstName}, we received a request to reset the password of your account.\n\n` +
    `Your verification code: ${input.code}\n\nThe code is valid for 10 minutes.\n\n` +
    "If you did not ask for this, ignore this e-mail: your password stays as it is." +
    textFooter(brand);
  return { template: "reset-code", subject, html: layout(brand, `Your code: ${input.code}`, body), text };
}

/** Sent once the account exists. */
export function welcomeMail(brand: MailBrand, input: { firstName: string }): Mail {
  const shop = escapeHtml(brand.shopName);
  const signIn = link(brand, "/login");
  const shopLink = link(brand, "/shop");
  const subject = `Welcome to ${brand.shopName}`;
  const body =
    heading(`Welcome, ${input.firstName}`) +
    paragraph(
      `Your ${shop} account is ready. Save your favourites to your wishlist, follow your orders and check out faster.`,
    ) +
    (shopLink ? button("Start exploring", shopLink) : "") +
    quiet(
      signIn
        ? `You can sign in at any time at <a href="${escapeHtml(signIn)}" style="color:${colours.amethyst};">${escapeHtml(signIn)}</a>.`
        : "You can sign in at any time with your e-mail and password.",
    );
  const text =
    `Welcome, ${input.firstName}\n\nYour ${brand.shopName} account is ready. Save your favourites to your wishlist, follow your orders and check out faster.` +
    (shopLink ? `\n\nStart exploring: ${shopLink}` : "") +
    (signIn ? `\n\nSign in: ${signIn}` : "") +
    textFooter(brand);
  return { template: "welcome", subject, html: layout(brand, "Your account is ready.", body), text };
}

/** Sent after a password change or reset, so an owner notices a change they did not make. */
export function passwordChangedMail(brand: MailBrand, input: { firstName: string }): Mail {
  const forgot = link(brand, "/emailforforgotpassword");
  const subject = `Your ${brand.shopName} password was changed`;
  const body =
    heading("Your password was changed") +
    paragraph(
      `Hello ${escapeHtml(input.firstName)}, the password of your account was just changed and your other sessions were signed out.`,
    ) +
    quiet(
      `If this was not you, reset your password now${forgot ? ` at <a href="${escapeHtml(forgot)}" style="color:${colours.amethyst};">${escapeHtml(forgot)}</a>` : ""} and write to us.`,
    );
  const text =
    `Your password was changed\n\nHello ${input.firstName}, the password of your account was just changed and your other sessions were signed out.\n\n` +
    `If this was not you, reset your password now${forgot ? ` at ${forgot}` : ""} and write to us.` +
    textFooter(brand);
  return { template: "password-changed", subject, html: layout(brand, "Your password was changed.", body), text };
}

/** What an order e-mail shows: money in paise, lines at the shown price (GST included). */
export interface OrderMailInput {
  number: number;
  firstName: string;
  lines: Array<{
    name: string;
    variantname: string;
    quantity: number;
    unitPrice: number;
    /** Basis points: the line shows the GST inside it ("incl. ₹23.81 GST"). */
    gstRate: number;
    giftWrap: boolean;
  }>;
  subtotal: number;
  savings: number;
  discount: number;
  couponCode: string | null;
  giftWrap: number;
  shipping: number;
  codFee: number;
  total: number;
  /** Paise of the total paid with store credit: a means of payment, shown under the total. */
  storeCredit?: number;
  /** Of storeCredit, what a gift card paid. */
  giftCard?: number;
  paymentMethod: "COD" | "UPI";
  paid: boolean;
  address: { name: string; lines: string[]; phone: string };
  /** The shopper's gift message or note (line breaks kept), shown under the address; null when none. */
  note?: string | null;
  /** The order's page, when the shop knows its public address. */
  orderPath: string;
  /** Cash on delivery: the one-click confirmation, and how long the order waits for it. */
  confirm?: { path: string; withinHours: number } | null;
}

function rupees(paise: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(
    paise / 100,
  );
}

/** Each line's GST (consumer rules' price breakup), the same figure the order page and the invoice show. */
function lineTaxWords(input: OrderMailInput): string[] {
  const charges = {
    discount: input.discount,
    shipping: input.shipping,
    giftWrap: input.giftWrap,
    codFee: input.codFee,
  };
  return lineGst(input.lines, charges).map((line) => `incl. ${rupees(line.tax)} GST`);
}

function orderFigures(input: OrderMailInput): Array<[string, string]> {
  return [
    ["Subtotal (M.R.P.)", rupees(input.subtotal)],
    ...(input.savings > 0 ? [["Discount on M.R.P.", `−${rupees(input.savings)}`] as [string, string]] : []),
    ...(input.discount > 0
      ? [[`Coupon ${input.couponCode ?? ""}`.trim(), `−${rupees(input.discount)}`] as [string, string]]
      : []),
    ...(input.giftWrap > 0 ? [["Gift wrap", rupees(input.giftWrap)] as [string, string]] : []),
    ["Shipping", input.shipping === 0 ? "Free" : rupees(input.shipping)],
    ...(input.codFee > 0 ? [["Pay on Delivery fee", rupees(input.codFee)] as [string, string]] : []),
    ["Total", rupees(input.total)],
    ...(input.storeCredit
      ? ([
          ...prepaidRows(input.storeCredit, input.giftCard).map(([label, paise]) => [label, `−${rupees(paise)}`]),
          [restAfterStoreCreditLabel(input.paymentMethod), rupees(input.total - input.storeCredit)],
        ] as Array<[string, string]>)
      : []),
  ];
}

const paymentWords = (input: OrderMailInput) =>
  input.paymentMethod === "COD"
    ? "Pay on delivery (cash or UPI to the courier)"
    : input.paid
      ? "Paid online"
      : "Online";

function orderTables(input: OrderMailInput): string {
  const cell = `padding:8px 0;border-bottom:1px solid ${colours.sand};vertical-align:top;`;
  const taxWords = lineTaxWords(input);
  const lines = input.lines
    .map(
      (line, index) => `<tr>
<td style="${cell}">${escapeHtml(line.name)}<br><span style="font-size:14px;color:${colours.inkSoft};">${escapeHtml(line.variantname)} &times; ${line.quantity}${line.giftWrap ? " &middot; gift wrapped" : ""}</span></td>
<td align="right" style="${cell}white-space:nowrap;">${rupees(line.unitPrice * line.quantity)}<br><span style="font-size:14px;color:${colours.inkSoft};">${escapeHtml(taxWords[index] ?? "")}</span></td></tr>`,
    )
    .join("");
  const figures = orderFigures(input)
    .map(([label, value]) => {
      const total = label === "Total";
      const style = total ? `padding:12px 0 0;font-weight:700;font-size:18px;` : "padding:4px 0;";
      return `<tr><td style="${style}">${escapeHtml(label)}</td><td align="right" style="${style}white-space:nowrap;">${escapeHtml(value)}</td></tr>`;
    })
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;">${lines}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;">${figures}</table>`;
}

function orderText(input: OrderMailInput): string {
  const taxWords = lineTaxWords(input);
  const lines = input.lines
    .map(
      (line, index) =>
        `- ${line.name} (${line.variantname}) x ${line.quantity}${line.giftWrap ? ", gift wrapped" : ""}: ${rupees(line.unitPrice * line.quantity)} (${taxWords[index]})`,
    )
    .join("\n");
  const figures = orderFigures(input)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
  const note = input.note ? `\n\n${orderNoteWords.shown}:\n${input.note}` : "";
  return `${lines}\n\n${figures}\n\nPayment: ${paymentWords(input)}\n\nDelivering to:\n${input.address.name}\n${input.address.lines.join("\n")}\nPhone: ${input.address.phone}${note}`;
}

function addressBlock(input: OrderMailInput): string {
  return `<p style="margin:0 0 4px;font-weight:700;">Delivering to</p>
<p style="margin:0 0 16px;">${[input.address.name, ...input.address.lines, `Phone: ${input.address.phone}`].map(escapeHtml).join("<br>")}</p>
<p style="margin:0 0 4px;font-weight:700;">Payment</p><p style="margin:0 0 16px;">${escapeHtml(paymentWords(input))}</p>${noteBlock(input)}`;
}

/** The shopper's gift message or note, escaped, its line breaks kept. */
function noteBlock(input: OrderMailInput): string {
  if (!input.note) return "";
  const text = input.note.split("\n").map(escapeHtml).join("<br>");
  return `<p style="margin:0 0 4px;font-weight:700;">${escapeHtml(orderNoteWords.shown)}</p>
<p style="margin:0 0 16px;white-space:normal;overflow-wrap:anywhere;">${text}</p>`;
}

/** The shopper's order confirmation. */
export function orderConfirmationMail(brand: MailBrand, input: OrderMailInput): Mail {
  const orderLink = link(brand, input.orderPath);
  const confirmLink = input.confirm ? link(brand, input.confirm.path) : null;
  const subject = input.confirm
    ? `Please confirm your ${brand.shopName} order #${input.number}`
    : `Your ${brand.shopName} order #${input.number} is confirmed`;
  const confirmWords = input.confirm
    ? `You chose to pay on delivery: please confirm the order so we can pack it. Orders not confirmed within ${countOf(input.confirm.withinHours, "hour")} are cancelled.`
    : "";
  const body =
    heading("Thank you for your order") +
    paragraph(
      `Hello ${escapeHtml(input.firstName)}, we have received your order <strong>#${input.number}</strong> and are preparing it with care. We will write again when it ships.`,
    ) +
    (confirmLink ? paragraph(escapeHtml(confirmWords)) + button("Confirm my order", confirmLink) : "") +
    orderTables(input) +
    addressBlock(input) +
    (orderLink ? button("View your order", orderLink) : "") +
    quiet("Questions about your order? Simply reply to this e-mail.");
  const text =
    `Thank you for your order\n\nHello ${input.firstName}, we have received your order #${input.number} and are preparing it with care.\n\n` +
    (confirmLink ? `${confirmWords}\nConfirm my order: ${confirmLink}\n\n` : "") +
    orderText(input) +
    (orderLink ? `\n\nView your order: ${orderLink}` : "") +
    textFooter(brand);
  return {
    template: "order-confirmation",
    subject,
    html: layout(brand, `Order #${input.number}: ${rupees(input.total)}`, body),
    text,
  };
}

/** The shop owner's copy of a new order. */
export function newOrderMail(brand: MailBrand, input: OrderMailInput & { email: string }): Mail {
  const subject = `New order #${input.number}: ${rupees(input.total)} (${input.paymentMethod === "COD" ? "pay on delivery" : "paid online"})`;
  const body =
    heading(`New order #${input.number}`) +
    paragraph(`From ${escapeHtml(input.address.name)} &lt;${escapeHtml(input.email)}&gt;.`) +
    orderTables(input) +
    addressBlock(input);
  const text = `New order #${input.number}\n\nFrom ${input.address.name} <${input.email}>\n\n${orderText(input)}${textFooter(brand)}`;
  return { template: "order-new", subject, html: layout(brand, subject, body), text };
}

export type ShipmentMailKind = "shipped" | "out_for_delivery" | "delivered";

export interface ShipmentMailInput {
  kind: ShipmentMailKind;
  number: number;
  firstName: string;
  courierName: string;
  awb: string | null;
  /** The shop's /track page for this order. */
  trackPath: string;
}

const shipmentWords: Record<ShipmentMailKind, { subject: string; heading: string; lead: string }> = {
  shipped: {
    subject: "has shipped",
    heading: "Your order is on its way",
    lead: "has left our studio and is with the courier.",
  },
  out_for_delivery: {
    subject: "is out for delivery",
    heading: "Arriving today",
    lead: "is out for delivery and should reach you today.",
  },
  delivered: {
    subject: "was delivered",
    heading: "Your order was delivered",
    lead: "was delivered. We hope it brings you calm and joy.",
  },
};

/** The shopper's news of their parcel: shipped, out for delivery, delivered. */
export function shipmentMail(brand: MailBrand, input: ShipmentMailInput): Mail {
  const words = shipmentWords[input.kind];
  const track = link(brand, input.trackPath);
  const subject = `Your ${brand.shopName} order #${input.number} ${words.subject}`;
  const courier = `Courier: ${input.courierName}${input.awb ? `, AWB ${input.awb}` : ""}`;
  const body =
    heading(words.heading) +
    paragraph(
      `Hello ${escapeHtml(input.firstName)}, your order <strong>#${input.number}</strong> ${escapeHtml(words.lead)}`,
    ) +
    paragraph(escapeHtml(courier)) +
    (track ? button("Track your order", track) : "") +
    quiet(
      "Enter your order number and the e-mail or phone you ordered with to see every step. Questions? Simply reply to this e-mail.",
    );
  const text =
    `${words.heading}\n\nHello ${input.firstName}, your order #${input.number} ${words.lead}\n\n${courier}` +
    (track ? `\n\nTrack your order: ${track}` : "") +
    textFooter(brand);
  return { template: `shipment-${input.kind.replaceAll("_", "-")}`, subject, html: layout(brand, subject, body), text };
}

export interface DeliveryFailedMailInput {
  number: number;
  firstName: string;
  courierName: string;
  awb: string | null;
  /** The courier's reason, as it told it ("Consignee not available"). */
  reason: string | null;
  /** The shopper's page for a new date or phone (a signed link that expires). */
  retryPath: string;
  validHours: number;
}

/** A cash-on-delivery parcel could not be delivered: pick a new date or give a phone the courier can reach. */
export function deliveryFailedMail(brand: MailBrand, input: DeliveryFailedMailInput): Mail {
  const retry = link(brand, input.retryPath);
  const subject = `We missed you: your ${brand.shopName} order #${input.number}`;
  const courier = `Courier: ${input.courierName}${input.awb ? `, AWB ${input.awb}` : ""}`;
  const reason = input.reason ? `The courier noted: ${input.reason}.` : "";
  const within = `The link works for ${countOf(input.validHours, "hour")}; after that the parcel may return to us.`;
  const body =
    heading("We could not deliver your parcel") +
    paragraph(
      `Hello ${escapeHtml(input.firstName)}, the courier tried to deliver your order <strong>#${input.number}</strong> but could not.`,
    ) +
    (reason ? paragraph(escapeHtml(reason)) : "") +
    paragraph(escapeHtml(courier)) +
    paragraph("Choose a day for the next attempt, or give us a phone number the courier can reach you on.") +
    (retry ? button("Arrange delivery", retry) : "") +
    quiet(`${escapeHtml(within)} Questions? Simply reply to this e-mail.`);
  const text =
    `We could not deliver your parcel\n\nHello ${input.firstName}, the courier tried to deliver your order #${input.number} but could not.` +
    (reason ? `\n\n${reason}` : "") +
    `\n\n${courier}\n\nChoose a day for the next attempt, or give us a phone number the courier can reach you on.` +
    (retry ? `\n\nArrange delivery: ${retry}` : "") +
    `\n\n${within}` +
    textFooter(brand);
  return { template: "delivery-failed", subject, html: layout(brand, subject, body), text };
}

export interface OrderCancelledMailInput {
  number: number;
  firstName: string;
  /** Who cancelled: the shopper themself, or the shop. */
  byShopper: boolean;
  /**
   * Where each part of the money goes and when it arrives, one sentence each (core/refund-words.ts
   * `refundWhereAndWhen`); empty when nothing was paid.
   */
  refunds: string[];
  /** The order's page (My Account or the thank-you link). */
  orderPath: string;
}

/**
 * The shopper's word that their order is cancelled, and where its money goes: how much, to the card,
 * UPI or bank it came from or back to the store credit balance, and when it arrives.
 */
export function orderCancelledMail(brand: MailBrand, input: OrderCancelledMailInput): Mail {
  const subject = `Your ${brand.shopName} order #${input.number} is cancelled`;
  const lead = input.byShopper
    ? `as you asked, your order #${input.number} is cancelled.`
    : `we are sorry: your order #${input.number} has been cancelled.`;
  const money =
    input.refunds.length > 0 ? input.refunds : ["No payment was taken for it, so nothing needs to be refunded."];
  const page = link(brand, input.orderPath);
  const body =
    heading("Your order is cancelled") +
    paragraph(`Hello ${escapeHtml(input.firstName)}, ${escapeHtml(lead)}`) +
    money.map((words) => paragraph(escapeHtml(words))).join("") +
    (page ? button("See your order", page) : "") +
    quiet("Questions? Simply reply to this e-mail.");
  const text =
    `Your order is cancelled\n\nHello ${input.firstName}, ${lead}\n\n${money.join("\n\n")}` +
    (page ? `\n\nSee your order: ${page}` : "") +
    textFooter(brand);
  return { template: "order-cancelled", subject, html: layout(brand, subject, body), text };
}
