import { describe, expect, it } from "vitest";
import { type CheckoutForm, checkoutMessages } from "../../core/checkout.ts";
import { inEnglish, type Said, sayIn } from "../../core/i18n.ts";
import { hindi } from "../i18n/hi.server.ts";
import { ApiError } from "../shared/api.ts";
import type { CheckoutItem } from "./checkout-lines.ts";
import {
  attemptFor,
  formFieldOf,
  newIdempotencyKey,
  onlineFlow,
  orderRequest,
  paymentNote,
  refusalOf,
  thankYouPath,
  verifyRefusal,
} from "./place-order.ts";

const form: CheckoutForm = {
  addressLine1: "14 Banyan Street",
  addressLine2: "",
  city: "Pune",
  state: "Maharashtra",
  country: "India",
  zipCode: "411001",
  firstName: "Kavya",
  lastName: "Rao",
  email: "kavya@example.test",
  phone: "9822012345",
};

const item = { productId: "amethyst-calm-bracelet", variantId: "v-1", quantity: 2, giftWrap: true } as CheckoutItem;

describe("the order request", () => {
  it("sends the typed address, the contact and the coupon", () => {
    expect(orderRequest([item], form, null, "SATTVA15", "COD")).toEqual({
      orderItems: [{ product: "amethyst-calm-bracelet", variant: "v-1", quantity: 2, giftWrap: true }],
      shippingAddress: {
        addressLine1: "14 Banyan Street",
        addressLine2: "",
        city: "Pune",
        state: "Maharashtra",
        country: "India",
        zipCode: "411001",
      },
      guestUser: { firstName: "Kavya", lastName: "Rao", email: "kavya@example.test", phone: "9822012345" },
      paymentMethod: "COD",
      appliedCoupon: "SATTVA15",
    });
  });

  it("names a saved address by id, and leaves the coupon out when there is none", () => {
    const body = orderRequest([item], form, "address-7", null, "UPI");
    expect(body.shippingAddress).toEqual({ addressId: "address-7" });
    expect(body.paymentMethod).toBe("UPI");
    expect("appliedCoupon" in body).toBe(false);
  });

  it("carries the extras chosen, and no note when it is blank", () => {
    const body = orderRequest([item], form, null, null, "COD", {
      useStoreCredit: true,
      whatsappUpdates: true,
      orderNote: "Happy birthday, Asha!\nWith love",
    });
    expect(body).toMatchObject({
      useStoreCredit: true,
      whatsappUpdates: true,
      orderNote: "Happy birthday, Asha!\nWith love",
    });
    const blank = orderRequest([item], form, null, null, "COD", { orderNote: "  \n " });
    expect("orderNote" in blank).toBe(false);
    expect("useStoreCredit" in blank).toBe(false);
  });

  it("asks to save a typed address when the box is ticked, never a saved one", () => {
    expect(orderRequest([item], form, null, null, "COD", { saveAddress: true })).toMatchObject({ saveAddress: true });
    expect("saveAddress" in orderRequest([item], form, null, null, "COD", { saveAddress: false })).toBe(false);
    expect("saveAddress" in orderRequest([item], form, "address-7", null, "COD", { saveAddress: true })).toBe(false);
  });
});

describe("the Idempotency-Key", () => {
  it("is 32 hex digits, new each time", () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it("stays the same for the same request (a double submit) and changes with the request", () => {
    let made = 0;
    const makeKey = () => `key-${++made}`;
    const first = attemptFor(null, { quantity: 1 }, makeKey);
    expect(first.key).toBe("key-1");
    expect(attemptFor(first, { quantity: 1 }, makeKey)).toBe(first);
    const changed = attemptFor(first, { quantity: 2 }, makeKey);
    expect(changed.key).toBe("key-2");
    expect(attemptFor(null, { quantity: 2 }, makeKey).key).toBe("key-3");
  });
});

describe("the online flow", () => {
  it("follows the provider, and is unavailable without one", () => {
    expect(onlineFlow({ provider: "razorpay" })).toBe("razorpay");
    expect(onlineFlow({ provider: "sandbox" })).toBe("sandbox");
    expect(onlineFlow(null)).toBe("unavailable");
  });
});

describe("a refusal", () => {
  it("puts the server's field errors under the form's fields, the first one per field", () => {
    const error = Object.assign(new Error("Please check the highlighted fields."), {
      fields: {
        "shippingAddress.zipCode": "Please enter a valid 6-digit PIN code.",
        "guestUser.email": "Please enter a valid email address.",
        email: "a second message for the same field",
        "orderItems.0.quantity": "not a form field",
      },
    });
    expect(refusalOf(error, "fallback")).toEqual({
      message: "Please check the highlighted fields.",
      fields: { zipCode: "Please enter a valid 6-digit PIN code.", email: "Please enter a valid email address." },
      codRefused: null,
    });
  });

  it("keeps why Pay on Delivery was refused", () => {
    const error = Object.assign(new Error("Pay on Delivery is not available for this order."), {
      fields: { paymentMethod: "Pay on Delivery is not available for this phone number." },
    });
    expect(refusalOf(error, "fallback").codRefused).toBe("Pay on Delivery is not available for this phone number.");
  });

  it("falls back to the page's message when the error has none", () => {
    expect(refusalOf(new Error(""), "Failed to place order. Please try again.")).toEqual({
      message: "Failed to place order. Please try again.",
      fields: {},
      codRefused: null,
    });
    expect(refusalOf("network down", "Failed to initiate payment. Please try again.").message).toBe(
      "Failed to initiate payment. Please try again.",
    );
    expect(refusalOf(null, "fallback").message).toBe("fallback");
  });

  it("maps only the form's own fields", () => {
    expect(formFieldOf("shippingAddress.addressLine1")).toBe("addressLine1");
    expect(formFieldOf("phone")).toBe("phone");
    expect(formFieldOf("appliedCoupon")).toBeNull();
    expect(formFieldOf("constructor")).toBeNull();
    expect(formFieldOf("")).toBeNull();
  });
});

describe("a refused payment verification", () => {
  const refund: Said = {
    message: "{amount} goes back to {place}; it usually arrives in {days}.",
    values: {
      amount: "₹1,200.00",
      place: { message: "the card you paid with" },
      days: {
        message: "{from} to {to, plural, one {# working day} other {# working days}}",
        values: { from: 5, to: 7 },
      },
    },
  };
  const lead = { message: checkoutMessages.latePaymentRefunded };
  const late = { message: "{s0} {s1}", values: { s0: lead, s1: refund } };

  it("says the server's 4xx refusal, not a generic failure", () => {
    const forged = new ApiError(checkoutMessages.verificationFailed, 400, "payment_failed");
    expect(verifyRefusal(forged)).toBe(checkoutMessages.verificationFailed);
    const other = new ApiError("This payment belongs to another order.", 409, "conflict");
    expect(verifyRefusal(other)).toBe("This payment belongs to another order.");
  });

  it("says a late payment's refund with its values, then the next step, in English and in Hindi", () => {
    const error = new ApiError(inEnglish(late), 409, "payment_refunded", { said: late });
    const said = verifyRefusal(error);
    expect(typeof said).toBe("object");
    expect(inEnglish(said as Said)).toBe(
      `${checkoutMessages.latePaymentRefunded} ₹1,200.00 goes back to the card you paid with; it usually arrives in 5 to 7 working days. ${checkoutMessages.latePaymentNext}`,
    );
    expect(sayIn("hi", hindi, said as Said)).toBe(
      `${hindi[checkoutMessages.latePaymentRefunded]} ₹1,200.00 यहाँ वापस भेजे जाते हैं: वही कार्ड जिससे आपने भुगतान किया; आम तौर पर ये 5 से 7 कार्य दिवस में पहुँच जाते हैं। ${hindi[checkoutMessages.latePaymentNext]}`,
    );
  });

  it("keeps the generic message for no answer and for a server fault", () => {
    expect(verifyRefusal(new ApiError("Network error", 0))).toBe(checkoutMessages.verificationFailed);
    expect(verifyRefusal(new ApiError("Something went wrong", 500, "internal"))).toBe(
      checkoutMessages.verificationFailed,
    );
    expect(verifyRefusal(new ApiError("A late payment's refund could not be made", 502))).toBe(
      checkoutMessages.verificationFailed,
    );
    expect(verifyRefusal(new TypeError("failed"))).toBe(checkoutMessages.verificationFailed);
  });
});

describe("the thank-you page's address", () => {
  it("carries the order, its key and the COD confirm token, encoded", () => {
    expect(thankYouPath("order-1", "a+b/c")).toBe("/thankyou-page?order=order-1&key=a%2Bb%2Fc");
    expect(thankYouPath("order-1", "key", "t&k")).toBe("/thankyou-page?order=order-1&key=key&confirm=t%26k");
  });
});

describe("the payment note under the buttons", () => {
  it("offers cash on delivery only when Pay on Delivery is possible", () => {
    expect(paymentNote({ online: true, cashOnDelivery: true })).toBe(
      "Payments are encrypted. Pay online by UPI, card or net banking, or in cash when your order arrives.",
    );
    const refused = paymentNote({ online: true, cashOnDelivery: false });
    expect(refused).toBe("Payments are encrypted. Pay online by UPI, card or net banking.");
    expect(refused).not.toMatch(/cash/);
  });

  it("offers online payment only when it is on", () => {
    expect(paymentNote({ online: false, cashOnDelivery: true })).toBe("Pay in cash when your order arrives.");
    expect(paymentNote({ online: false, cashOnDelivery: false })).toBeNull();
  });
});
