// The shop's e-mails: branded HTML (inline styles, table layout, the brand colours of BRAND.md) and
// a plain-text twin for each. Every value put into the HTML is escaped. A shopper's mails are in
// their language (decision 0064): `words(brand, english, values)` is core/i18n.ts's formatter with
// this feature's Hindi catalogue (mail-hindi.ts), English being the message itself as on the pages.

import { orderNoteWords } from "../../../core/checkout.ts";
import { lineGst } from "../../../core/gst.ts";
import { type Language, type MessageValues, pathIn, translate } from "../../../core/i18n.ts";
import { prepaidRows } from "../../../core/paid-with.ts";
import { restAfterStoreCreditLabel } from "../../../core/pricing.ts";
import { hindiMail } from "./mail-hindi.ts";

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
  /** The reader's language (decision 0064); English when not given. */
  language?: Language;
}

/** The English message in the mail's language, its {arguments} filled in (values are put in as given). */
export function words(brand: MailBrand, english: string, values?: MessageValues): string {
  const language = brand.language ?? "en";
  return translate(language, language === "hi" ? hindiMail : undefined, english, values);
}

/** The mail formatter for a reader's language without a brand (refund sentences built before the mail). */
export function mailWords(language: Language = "en"): (english: string, values?: MessageValues) => string {
  const brand: MailBrand = { shopName: "", publicUrl: undefined, language };
  return (english, values) => words(brand, english, values);
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
<html lang="${brand.language === "hi" ? "hi" : "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
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
${words(brand, "Manifest, Cleanse, Heal &mdash; the {shop} Way", { shop })}<br>${words(brand, "Handpicked healing crystals, and jewellery, soaps and rituals handmade by women artisans in India.")}
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
  `\n\n--\n${words(brand, "{shop}: Manifest, Cleanse, Heal - the {shop} Way", { shop: brand.shopName })}`;

/** The sign-up verification code. */
export function signupCodeMail(brand: MailBrand, input: { code: string }): Mail {
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  const subject = w("Your {shop} verification code", { shop: brand.shopName });
  const body =
    heading(w("Verify your e-mail")) +
    paragraph(
      w("Welcome to {shop}. Enter this code on the verification screen to create your account:", {
        shop: escapeHtml(brand.shopName),
      }),
    ) +
    codeBlock(input.code) +
    paragraph(w("The code is valid for 10 minutes.")) +
    quiet(
      w(
        "If you did not ask to create an account, you can ignore this e-mail. If you already have an account with this address, sign in or use &lsquo;Forgot your password?&rsquo; instead.",
      ),
    );
  const text =
    `${w("Verify your e-mail")}\n\n${w("Welcome to {shop}. Enter this code on the verification screen to create your account.", { shop: brand.shopName })}\n\n` +
    `${w("Your verification code: {code}", { code: input.code })}\n\n${w("The code is valid for 10 minutes.")}\n\n` +
    w(
      "If you did not ask to create an account, you can ignore this e-mail. If you already have an account with this address, sign in or use 'Forgot your password?' instead.",
    ) +
    textFooter(brand);
  return {
    template: "signup-code",
    subject,
    html: layout(brand, w("Your code: {code}", { code: input.code }), body),
    text,
  };
}

/** The password-reset code. */
export function resetCodeMail(brand: MailBrand, input: { code: string; firstName: string }): Mail {
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  const subject = w("Reset your {shop} password", { shop: brand.shopName });
  const body =
    heading(w("Reset your password")) +
    paragraph(
      w("Hello {name}, we received a request to reset the password of your account. Enter this code to continue:", {
        name: escapeHtml(input.firstName),
      }),
    ) +
    codeBlock(input.code) +
    paragraph(w("The code is valid for 10 minutes.")) +
    quiet(w("If you did not ask for this, ignore this e-mail: your password stays as it is."));
  const text =
    `${w("Reset your password")}\n\n${w("Hello {name}, we received a request to reset the password of your account.", { name: input.firstName })}\n\n` +
    `${w("Your verification code: {code}", { code: input.code })}\n\n${w("The code is valid for 10 minutes.")}\n\n` +
    w("If you did not ask for this, ignore this e-mail: your password stays as it is.") +
    textFooter(brand);
  return {
    template: "reset-code",
    subject,
    html: layout(brand, w("Your code: {code}", { code: input.code }), body),
    text,
  };
}

/** A shop page in the reader's language (/login → /hi/login for a Hindi reader), as a full link. */
export function pageLink(brand: MailBrand, path: string): string | undefined {
  return link(brand, pathIn(brand.language ?? "en", path));
}

/** Sent once the account exists. */
export function welcomeMail(brand: MailBrand, input: { firstName: string }): Mail {
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  const shop = escapeHtml(brand.shopName);
  const signIn = pageLink(brand, "/login");
  const shopLink = pageLink(brand, "/shop");
  const subject = w("Welcome to {shop}", { shop: brand.shopName });
  const ready =
    "Your {shop} account is ready. Save your favourites to your wishlist, follow your orders and check out faster.";
  const body =
    heading(w("Welcome, {name}", { name: input.firstName })) +
    paragraph(w(ready, { shop })) +
    (shopLink ? button(w("Start exploring"), shopLink) : "") +
    quiet(
      signIn
        ? w("You can sign in at any time at {link}.", {
            link: `<a href="${escapeHtml(signIn)}" style="color:${colours.amethyst};">${escapeHtml(signIn)}</a>`,
          })
        : w("You can sign in at any time with your e-mail and password."),
    );
  const text =
    `${w("Welcome, {name}", { name: input.firstName })}\n\n${w(ready, { shop: brand.shopName })}` +
    (shopLink ? `\n\n${w("Start exploring")}: ${shopLink}` : "") +
    (signIn ? `\n\n${w("Sign in")}: ${signIn}` : "") +
    textFooter(brand);
  return { template: "welcome", subject, html: layout(brand, w("Your account is ready."), body), text };
}

/** Sent after a password change or reset, so an owner notices a change they did not make. */
export function passwordChangedMail(brand: MailBrand, input: { firstName: string }): Mail {
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  const forgot = pageLink(brand, "/emailforforgotpassword");
  const subject = w("Your {shop} password was changed", { shop: brand.shopName });
  const lead = "Hello {name}, the password of your account was just changed and your other sessions were signed out.";
  const body =
    heading(w("Your password was changed")) +
    paragraph(w(lead, { name: escapeHtml(input.firstName) })) +
    quiet(
      forgot
        ? w("If this was not you, reset your password now at {link} and write to us.", {
            link: `<a href="${escapeHtml(forgot)}" style="color:${colours.amethyst};">${escapeHtml(forgot)}</a>`,
          })
        : w("If this was not you, reset your password now and write to us."),
    );
  const text =
    `${w("Your password was changed")}\n\n${w(lead, { name: input.firstName })}\n\n` +
    (forgot
      ? w("If this was not you, reset your password now at {link} and write to us.", { link: forgot })
      : w("If this was not you, reset your password now and write to us.")) +
    textFooter(brand);
  return {
    template: "password-changed",
    subject,
    html: layout(brand, w("Your password was changed."), body),
    text,
  };
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
function lineTaxWords(brand: MailBrand, input: OrderMailInput): string[] {
  const charges = {
    discount: input.discount,
    shipping: input.shipping,
    giftWrap: input.giftWrap,
    codFee: input.codFee,
  };
  return lineGst(input.lines, charges).map((line) => words(brand, "incl. {amount} GST", { amount: rupees(line.tax) }));
}

/** The figures under the lines; the total is the row `isTotal` marks. */
function orderFigures(brand: MailBrand, input: OrderMailInput): Array<[string, string, boolean?]> {
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  return [
    [w("Subtotal (M.R.P.)"), rupees(input.subtotal)],
    ...(input.savings > 0 ? [[w("Discount on M.R.P."), `−${rupees(input.savings)}`] as [string, string]] : []),
    ...(input.discount > 0
      ? [[`${w("Coupon")} ${input.couponCode ?? ""}`.trim(), `−${rupees(input.discount)}`] as [string, string]]
      : []),
    ...(input.giftWrap > 0 ? [[w("Gift wrap"), rupees(input.giftWrap)] as [string, string]] : []),
    [w("Shipping"), input.shipping === 0 ? w("Free") : rupees(input.shipping)],
    ...(input.codFee > 0 ? [[w("Pay on Delivery fee"), rupees(input.codFee)] as [string, string]] : []),
    [w("Total"), rupees(input.total), true],
    ...(input.storeCredit
      ? ([
          ...prepaidRows(input.storeCredit, input.giftCard).map(([label, paise]) => [w(label), `−${rupees(paise)}`]),
          [w(restAfterStoreCreditLabel(input.paymentMethod)), rupees(input.total - input.storeCredit)],
        ] as Array<[string, string]>)
      : []),
  ];
}

const paymentWords = (brand: MailBrand, input: OrderMailInput) =>
  words(
    brand,
    input.paymentMethod === "COD"
      ? "Pay on delivery (cash or UPI to the courier)"
      : input.paid
        ? "Paid online"
        : "Online",
  );

function orderTables(brand: MailBrand, input: OrderMailInput): string {
  const cell = `padding:8px 0;border-bottom:1px solid ${colours.sand};vertical-align:top;`;
  const taxWords = lineTaxWords(brand, input);
  const wrapped = ` &middot; ${escapeHtml(words(brand, "gift wrapped"))}`;
  const lines = input.lines
    .map(
      (line, index) => `<tr>
<td style="${cell}">${escapeHtml(line.name)}<br><span style="font-size:14px;color:${colours.inkSoft};">${escapeHtml(line.variantname)} &times; ${line.quantity}${line.giftWrap ? wrapped : ""}</span></td>
<td align="right" style="${cell}white-space:nowrap;">${rupees(line.unitPrice * line.quantity)}<br><span style="font-size:14px;color:${colours.inkSoft};">${escapeHtml(taxWords[index] ?? "")}</span></td></tr>`,
    )
    .join("");
  const figures = orderFigures(brand, input)
    .map(([label, value, total]) => {
      const style = total ? `padding:12px 0 0;font-weight:700;font-size:18px;` : "padding:4px 0;";
      return `<tr><td style="${style}">${escapeHtml(label)}</td><td align="right" style="${style}white-space:nowrap;">${escapeHtml(value)}</td></tr>`;
    })
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;">${lines}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;">${figures}</table>`;
}

function orderText(brand: MailBrand, input: OrderMailInput): string {
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  const taxWords = lineTaxWords(brand, input);
  const lines = input.lines
    .map(
      (line, index) =>
        `- ${line.name} (${line.variantname}) x ${line.quantity}${line.giftWrap ? `, ${w("gift wrapped")}` : ""}: ${rupees(line.unitPrice * line.quantity)} (${taxWords[index]})`,
    )
    .join("\n");
  const figures = orderFigures(brand, input)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
  const note = input.note ? `\n\n${w(orderNoteWords.shown)}:\n${input.note}` : "";
  return `${lines}\n\n${figures}\n\n${w("Payment")}: ${paymentWords(brand, input)}\n\n${w("Delivering to")}:\n${input.address.name}\n${input.address.lines.join("\n")}\n${w("Phone")}: ${input.address.phone}${note}`;
}

function addressBlock(brand: MailBrand, input: OrderMailInput): string {
  const w = (english: string) => escapeHtml(words(brand, english));
  return `<p style="margin:0 0 4px;font-weight:700;">${w("Delivering to")}</p>
<p style="margin:0 0 16px;">${[input.address.name, ...input.address.lines, `${words(brand, "Phone")}: ${input.address.phone}`].map(escapeHtml).join("<br>")}</p>
<p style="margin:0 0 4px;font-weight:700;">${w("Payment")}</p><p style="margin:0 0 16px;">${escapeHtml(paymentWords(brand, input))}</p>${noteBlock(brand, input)}`;
}

/** The shopper's gift message or note, escaped, its line breaks kept. */
function noteBlock(brand: MailBrand, input: OrderMailInput): string {
  if (!input.note) return "";
  const text = input.note.split("\n").map(escapeHtml).join("<br>");
  return `<p style="margin:0 0 4px;font-weight:700;">${escapeHtml(words(brand, orderNoteWords.shown))}</p>
<p style="margin:0 0 16px;white-space:normal;overflow-wrap:anywhere;">${text}</p>`;
}

/** The shopper's order confirmation. */
export function orderConfirmationMail(brand: MailBrand, input: OrderMailInput): Mail {
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  const number = String(input.number);
  const orderLink = link(brand, input.orderPath);
  const confirmLink = input.confirm ? link(brand, input.confirm.path) : null;
  const subject = input.confirm
    ? w("Please confirm your {shop} order #{number}", { shop: brand.shopName, number })
    : w("Your {shop} order #{number} is confirmed", { shop: brand.shopName, number });
  const confirmWords = input.confirm
    ? w(
        "You chose to pay on delivery: please confirm the order so we can pack it. Orders not confirmed within {hours, plural, one {# hour} other {# hours}} are cancelled.",
        { hours: input.confirm.withinHours },
      )
    : "";
  const body =
    heading(w("Thank you for your order")) +
    paragraph(
      w(
        "Hello {name}, we have received your order <strong>#{number}</strong> and are preparing it with care. We will write again when it ships.",
        { name: escapeHtml(input.firstName), number },
      ),
    ) +
    (confirmLink ? paragraph(escapeHtml(confirmWords)) + button(w("Confirm my order"), confirmLink) : "") +
    orderTables(brand, input) +
    addressBlock(brand, input) +
    (orderLink ? button(w("View your order"), orderLink) : "") +
    quiet(w("Questions about your order? Simply reply to this e-mail."));
  const text =
    `${w("Thank you for your order")}\n\n${w("Hello {name}, we have received your order #{number} and are preparing it with care.", { name: input.firstName, number })}\n\n` +
    (confirmLink ? `${confirmWords}\n${w("Confirm my order")}: ${confirmLink}\n\n` : "") +
    orderText(brand, input) +
    (orderLink ? `\n\n${w("View your order")}: ${orderLink}` : "") +
    textFooter(brand);
  return {
    template: "order-confirmation",
    subject,
    html: layout(brand, w("Order #{number}: {total}", { number, total: rupees(input.total) }), body),
    text,
  };
}

/** The shop owner's copy of a new order (English: the owner's words). */
export function newOrderMail(brand: MailBrand, input: OrderMailInput & { email: string }): Mail {
  const subject = `New order #${input.number}: ${rupees(input.total)} (${input.paymentMethod === "COD" ? "pay on delivery" : "paid online"})`;
  const body =
    heading(`New order #${input.number}`) +
    paragraph(`From ${escapeHtml(input.address.name)} &lt;${escapeHtml(input.email)}&gt;.`) +
    orderTables(brand, input) +
    addressBlock(brand, input);
  const text = `New order #${input.number}\n\nFrom ${input.address.name} <${input.email}>\n\n${orderText(brand, input)}${textFooter(brand)}`;
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
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  const english = shipmentWords[input.kind];
  const said = { heading: w(english.heading), lead: w(english.lead) };
  const track = link(brand, pathIn(brand.language ?? "en", input.trackPath));
  const number = String(input.number);
  const subject = w(`Your {shop} order #{number} ${english.subject}`, { shop: brand.shopName, number });
  const courier = input.awb
    ? w("Courier: {courier}, AWB {awb}", { courier: input.courierName, awb: input.awb })
    : w("Courier: {courier}", { courier: input.courierName });
  const body =
    heading(said.heading) +
    paragraph(
      w("Hello {name}, your order <strong>#{number}</strong> {lead}", {
        name: escapeHtml(input.firstName),
        number,
        lead: escapeHtml(said.lead),
      }),
    ) +
    paragraph(escapeHtml(courier)) +
    (track ? button(w("Track your order"), track) : "") +
    quiet(
      w(
        "Enter your order number and the e-mail or phone you ordered with to see every step. Questions? Simply reply to this e-mail.",
      ),
    );
  const text =
    `${said.heading}\n\n${w("Hello {name}, your order #{number} {lead}", { name: input.firstName, number, lead: said.lead })}\n\n${courier}` +
    (track ? `\n\n${w("Track your order")}: ${track}` : "") +
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
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  const retry = pageLink(brand, input.retryPath);
  const number = String(input.number);
  const subject = w("We missed you: your {shop} order #{number}", { shop: brand.shopName, number });
  const courier = input.awb
    ? w("Courier: {courier}, AWB {awb}", { courier: input.courierName, awb: input.awb })
    : w("Courier: {courier}", { courier: input.courierName });
  // the courier's own words, as it told them
  const reason = input.reason ? w("The courier noted: {reason}.", { reason: input.reason }) : "";
  const within = w(
    "The link works for {hours, plural, one {# hour} other {# hours}}; after that the parcel may return to us.",
    { hours: input.validHours },
  );
  const title = w("We could not deliver your parcel");
  const choose = w("Choose a day for the next attempt, or give us a phone number the courier can reach you on.");
  const questions = w("Questions? Simply reply to this e-mail.");
  const body =
    heading(title) +
    paragraph(
      w("Hello {name}, the courier tried to deliver your order <strong>#{number}</strong> but could not.", {
        name: escapeHtml(input.firstName),
        number,
      }),
    ) +
    (reason ? paragraph(escapeHtml(reason)) : "") +
    paragraph(escapeHtml(courier)) +
    paragraph(escapeHtml(choose)) +
    (retry ? button(w("Arrange delivery"), retry) : "") +
    quiet(`${escapeHtml(within)} ${escapeHtml(questions)}`);
  const text =
    `${title}\n\n${w("Hello {name}, the courier tried to deliver your order #{number} but could not.", { name: input.firstName, number })}` +
    (reason ? `\n\n${reason}` : "") +
    `\n\n${courier}\n\n${choose}` +
    (retry ? `\n\n${w("Arrange delivery")}: ${retry}` : "") +
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
   * Where each part of the money goes and when it arrives, one sentence each in the mail's language
   * (core/refund-words.ts `refundWhereAndWhen` with `mailWords(language)`); empty when nothing was paid.
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
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  const number = String(input.number);
  const subject = w("Your {shop} order #{number} is cancelled", { shop: brand.shopName, number });
  const lead = input.byShopper
    ? w("as you asked, your order #{number} is cancelled.", { number })
    : w("we are sorry: your order #{number} has been cancelled.", { number });
  const money =
    input.refunds.length > 0 ? input.refunds : [w("No payment was taken for it, so nothing needs to be refunded.")];
  const page = link(brand, input.orderPath);
  const body =
    heading(w("Your order is cancelled")) +
    paragraph(w("Hello {name}, {lead}", { name: escapeHtml(input.firstName), lead: escapeHtml(lead) })) +
    money.map((sentence) => paragraph(escapeHtml(sentence))).join("") +
    (page ? button(w("See your order"), page) : "") +
    quiet(w("Questions? Simply reply to this e-mail."));
  const text =
    `${w("Your order is cancelled")}\n\n${w("Hello {name}, {lead}", { name: input.firstName, lead })}\n\n${money.join("\n\n")}` +
    (page ? `\n\n${w("See your order")}: ${page}` : "") +
    textFooter(brand);
  return { template: "order-cancelled", subject, html: layout(brand, subject, body), text };
}
