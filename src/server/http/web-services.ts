// The server functions the web app's loaders and actions may call, bound to the running shop.
// Pages reach the database only through these (never by importing server modules).

import type { TagKind } from "../../core/catalogue.ts";
import type { GiftCardStatus } from "../../core/gift-cards.ts";
import { fromRupees } from "../../core/money.ts";
import { itemIn } from "../../core/product-language.ts";
import type { ReviewStatus } from "../../core/reviews.ts";
import type { UserListQuery } from "../../core/schemas/accounts.ts";
import type { AuditListQuery, AuditSubjectKind } from "../../core/schemas/audit.ts";
import type { ListingQuery } from "../../core/schemas/catalogue.ts";
import type { ContactInput, ContactListQuery } from "../../core/schemas/contact.ts";
import type { CouponListQuery } from "../../core/schemas/coupons.ts";
import type { GrievanceListQuery } from "../../core/schemas/grievances.ts";
import type { MoneyPeriodQuery, MoneyRowsQuery } from "../../core/schemas/money.ts";
import type { ReturnQueueQuery } from "../../core/schemas/returns.ts";
import type { SynonymListQuery } from "../../core/schemas/search-synonyms.ts";
import type { Settings } from "../../core/schemas/settings.ts";
import type { SettlementListQuery } from "../../core/schemas/settlements.ts";
import { demoContacts } from "../../core/shop-contacts.ts";
import type { SubscriptionStatus } from "../../core/subscriptions.ts";
import type { AppContext } from "../context.ts";
import { userList } from "../features/accounts/service.ts";
import { accountsWebServices } from "../features/accounts/web.ts";
import { auditAdminView, auditPage, listSubject } from "../features/audit/service.ts";
import { confirmBackInStock } from "../features/back-in-stock/service.ts";
import { reminderStats, restoreBag } from "../features/bags/service.ts";
import { adminProducts } from "../features/catalogue/admin.ts";
import { editableProduct, productFormChoices } from "../features/catalogue/admin-edit.ts";
import * as catalogue from "../features/catalogue/service.ts";
import { listSynonyms } from "../features/catalogue/synonyms.ts";
import { lastImportJobId } from "../features/catalogue-import/jobs.ts";
import { remittanceDifferences, remittanceList } from "../features/cod/service.ts";
import { messagePage, submitContactQuery, unrepliedMessageCount } from "../features/contact/service.ts";
import { listCouponPage, readCoupon } from "../features/coupons/admin.ts";
import {
  adminGiftCard,
  adminGiftCards,
  giftCardOptions,
  giftCardReturn,
  sandboxGiftCardLink,
} from "../features/gift-cards/service.ts";
import { followGrievance, grievanceQueue, waitingGrievanceCount } from "../features/grievances/service.ts";
import { gstr1Summary } from "../features/gst/returns.ts";
import type { DocumentKind } from "../features/gst/service.ts";
import { creditNotesOfOrder, readDocument } from "../features/gst/service.ts";
import { kitsOfProduct } from "../features/kits/service.ts";
import { moneyRows, moneySummary } from "../features/money/report.ts";
import { settlementReport } from "../features/money/settlement-report.ts";
import { newsletterWebServices } from "../features/newsletter/web.ts";
import { salesDashboard } from "../features/orders/sales.ts";
import {
  checkoutDetails,
  listOrdersForAdmin,
  orderDetail,
  orderHistory,
  readOrder,
  recentOrderAnswers,
  recentOrdersColumn,
} from "../features/orders/service.ts";
import type { PaymentLinkReturn } from "../features/payments/provider.ts";
import { isSandbox, paymentProvider } from "../features/payments/provider.ts";
import { sandboxPaymentLink } from "../features/payments/service.ts";
import { withdrawByToken } from "../features/privacy/consents.ts";
import { memberConsents } from "../features/privacy/service.ts";
import { accountFirstScreen, addressBook, profileOf } from "../features/profile/service.ts";
import { adminReturnQueue } from "../features/returns/refund.ts";
import { returnOptions, waitingReturnCount } from "../features/returns/service.ts";
import { reviewQueue } from "../features/reviews/moderation.ts";
import { reviewLinkLine } from "../features/reviews/review-links.ts";
import { pricingSettings, readSettings } from "../features/settings/service.ts";
import { shippingOfOrders } from "../features/shipping/admin-parcels.ts";
import { ndrWebServices } from "../features/shipping/ndr-web.ts";
import { rtoDashboard } from "../features/shipping/rto.ts";
import { shopperShipment } from "../features/shipping/tracking.ts";
import { subscriptionDashboard, subscriptionList } from "../features/subscriptions/admin.ts";
import {
  mySubscription,
  mySubscriptions,
  subscribableBagLines,
  subscriptionAnswer,
} from "../features/subscriptions/service.ts";
import { wishlistEntries } from "../features/wishlist/service.ts";
import { HttpError } from "./errors.ts";
import { shopOrigin } from "./origin.ts";
import type { SessionUser } from "./permissions.ts";

/** A refusal the API would answer (404, 403) becomes null for a page; a real failure still throws. */
function answeredNull(error: unknown): null {
  if (error instanceof HttpError) return null;
  throw error;
}

/** Who reads personal data on an admin page, for the audit log (the loader's admin and client address). */
export interface AuditBy {
  actor: Pick<SessionUser, "id" | "email" | "role">;
  ip: string;
}

export function webServices(ctx: AppContext) {
  /** Reads a list of personal records for an admin page and writes its audit row. */
  const audited = async <T>(by: AuditBy, kind: AuditSubjectKind, query: object, read: Promise<T>): Promise<T> => {
    const answer = await read;
    await auditAdminView(ctx, by.actor, { kind, id: listSubject(query as Record<string, unknown>) }, by.ip);
    return answer;
  };
  return {
    catalogue: {
      listProducts: (query: ListingQuery) => catalogue.listProducts(ctx, query),
      getProduct: (id: string) => catalogue.getProduct(ctx, id),
      categories: () => catalogue.categoryTree(ctx),
      /** The categories' Hindi names by English name (decision 0063; none: the page shows the English). */
      hindiCategoryNames: () => catalogue.hindiCategoryNames(ctx),
      /** Concern, chakra or intent names; with a parent slug, the ones its menus list (null: no such parent). */
      tags: (kind: TagKind, parentSlug?: string) => catalogue.tagList(ctx, kind, parentSlug),
      search: (query: string, limit?: number) => catalogue.searchProducts(ctx, query, limit),
    },
    accounts: accountsWebServices(ctx),
    orders: {
      /** An order for its thank-you page: its owner's, or with the key of its link (null: none to show). */
      read: async (viewer: SessionUser | null, orderId: string, key: string | undefined) => {
        const order = await readOrder(ctx, viewer ?? undefined, orderId, key).catch(() => null);
        return order ? { ...order, shipment: await shopperShipment(ctx, order._id) } : null;
      },
      /** What the checkout fills in for a member: name, e-mail, phone and address book (default first). */
      checkoutDetails: (userId: string) => checkoutDetails(ctx, userId),
      /** A member's orders, newest first (the dashboard's Order History). */
      history: (userId: string, page: number) => orderHistory(ctx, userId, page),
      /** One of the member's orders with its status history (null when it is not theirs). */
      detail: async (viewer: SessionUser, orderId: string) => {
        const order = await orderDetail(ctx, viewer, orderId).catch(() => null);
        return order ? { ...order, shipment: await shopperShipment(ctx, order.order._id) } : null;
      },
    },
    gst: {
      /**
       * An order's tax invoice or credit note as issued, for its owner or an admin (null: no such
       * order, not theirs, or not issued yet).
       */
      document: (viewer: SessionUser, orderId: string, kind: DocumentKind, documentId?: string) =>
        readDocument(ctx, viewer, orderId, kind, documentId).catch(answeredNull),
      /** Every credit note of an order (number, date, id): call it once `document` let the viewer in. */
      creditNotes: (orderId: string) => creditNotesOfOrder(ctx, orderId),
      /** The month's GSTR-1 at a glance (the admin's Tax reports; the loader calls requireAdmin). */
      summary: (month: string) => gstr1Summary(ctx, month),
    },
    /** The admin pages' reads (the loaders call requireAdmin first). */
    admin: {
      orders: (
        query: { search?: string; status?: string; payment?: string; page: number; pageSize: number },
        by: AuditBy,
      ) => audited(by, "orders", query, listOrdersForAdmin(ctx, query)),
      coupons: (query: CouponListQuery) => listCouponPage(ctx, query),
      coupon: (id: string) => readCoupon(ctx, id).catch(() => null),
      queries: (query: ContactListQuery) => messagePage(ctx, query),
      /** How many contact messages wait for a reply (the admin home). */
      unrepliedCount: () => unrepliedMessageCount(ctx),
      /** The admin home's "Waiting for you": messages to answer, complaints not resolved, returns to decide. */
      waiting: async () => {
        const [messages, complaints, returns] = await Promise.all([
          unrepliedMessageCount(ctx),
          waitingGrievanceCount(ctx),
          waitingReturnCount(ctx),
        ]);
        return { messages, complaints, returns };
      },
      users: (query: UserListQuery, by: AuditBy) => audited(by, "users", query, userList(ctx, query)),
      sales: () => salesDashboard(ctx),
      /** Returns to origin over the settings' window, overall and COD, and the worst PIN codes (the admin home). */
      rto: () => rtoDashboard(ctx),
      /** Abandoned-bag reminders sent and bags recovered, last 30 days (the admin home). */
      bagReminders: () => reminderStats(ctx),
      products: (query: Parameters<typeof adminProducts>[1]) => adminProducts(ctx, query),
      /** The search synonyms, a page at a time (/admin-synonyms). */
      synonyms: (query: SynonymListQuery) => listSynonyms(ctx, query),
      /** The newest catalogue import's job id (/admin-import shows its result when the owner returns). */
      lastImportJob: () => lastImportJobId(ctx),
      /** The kits among a product's variants, by variant id (the update form's kit editor, decision 0059). */
      kits: (productId: string) => kitsOfProduct(ctx, productId),
      /** One product as the update form edits it (null: no such product). */
      editableProduct: (id: string) => editableProduct(ctx, id).catch(() => null),
      /** The product form's choices: leaf categories with their paths, concern/chakra/intent names. */
      productFormChoices: () => productFormChoices(ctx),
      /** The couriers on offer, and each listed order's live shipment and whether it can ship (the Ship panel). */
      shipping: (orders: readonly { _id: string; orderStatus: string }[]) => shippingOfOrders(ctx, orders),
      /** The reviews moderation queue by status, newest first (/admin-reviews). */
      reviews: (status: ReviewStatus) => reviewQueue(ctx, status),
      /** COD remittances (/admin-cod): the differences to chase and the remittances recorded, a page at a time. */
      cod: {
        differences: () => remittanceDifferences(ctx),
        remittances: (page: number) => remittanceList(ctx, { page, pageSize: 20 }),
      },
      /** Subscribe and save (/admin-subscriptions, the admin home's figures); amounts in rupees. */
      subscriptions: {
        /** Active subscriptions, monthly recurring revenue and churn of the last 30 days. */
        figures: () => subscriptionDashboard(ctx),
        /** 25 a page, newest first, optionally of one status, with the figures. */
        list: (status: SubscriptionStatus | null, page: number) => subscriptionList(ctx, status, page),
        /** One with its lines, charges (their orders) and timeline (null: no such subscription). */
        one: (id: string) => subscriptionAnswer(ctx, id).catch(answeredNull),
        /** Whether "Charge now" works: the sandbox's mandate, never in production (as the endpoint says). */
        canChargeNow: () => isSandbox(paymentProvider(ctx)) && !ctx.config.production,
      },
      /** Gift cards (/admin-gift-cards, decision 0062); amounts in paise, codes masked to their last four. */
      giftCards: {
        /** Newest first (up to 100), optionally of one status or by a code's last four, and the balance outstanding. */
        list: (filter: { status?: GiftCardStatus; last4?: string }) => adminGiftCards(ctx, filter),
        /** One card and its ledger, each entry with its order's number (null: no such card). */
        one: async (admin: SessionUser, id: string) => {
          const card = await adminGiftCard(ctx, id).catch(answeredNull);
          if (!card) return null;
          const orderIds = [...new Set(card.ledger.flatMap((entry) => (entry.orderId ? [entry.orderId] : [])))];
          const numbers = new Map(
            await Promise.all(
              orderIds.map(async (orderId) => {
                const order = await readOrder(ctx, admin, orderId, undefined).catch(answeredNull);
                return [orderId, order?.number ?? null] as const;
              }),
            ),
          );
          return {
            ...card,
            ledger: card.ledger.map((entry) => ({
              ...entry,
              orderNumber: entry.orderId ? (numbers.get(entry.orderId) ?? null) : null,
            })),
          };
        },
      },
    },
    profile: {
      /** The member's own profile (the spec's user fields). */
      get: (userId: string) => profileOf(ctx, userId),
      addresses: (userId: string) => addressBook(ctx, userId),
      /**
       * My Account's first screen in one statement: the profile, the address book and the three
       * latest orders (id, number, line count), as get and addresses answer the first two.
       */
      firstScreen: async (userId: string) => {
        const { profile, addresses, extra } = await accountFirstScreen(ctx, userId, recentOrdersColumn(userId));
        return { profile, addresses, recent: recentOrderAnswers(extra) };
      },
    },
    payments: {
      /** How the checkout takes online payment: Razorpay's checkout, the sandbox page, or not at all. */
      info: () => {
        const provider = paymentProvider(ctx);
        return provider ? { provider: provider.name, key: provider.publicKey } : null;
      },
      /** The sandbox's payment link (/sandbox-pay/:linkId): its amount and status; 404 off the sandbox. */
      sandboxLink: async (linkId: string) => {
        // a gift card's link (decision 0062), else an exchange's difference
        const card = await sandboxGiftCardLink(ctx, linkId, false);
        if (card) return { id: card.id, amount: card.amount, status: card.status, giftCard: true };
        const link = await sandboxPaymentLink(ctx, linkId, false);
        return { id: link.id, amount: link.amount, status: link.status, giftCard: false };
      },
    },
    giftCards: {
      /** The gift card page's amounts, limits, validity and today (decision 0062). */
      options: () => giftCardOptions(ctx),
      /** The buyer back from the payment link: the card settled and what they bought (null: not verified). */
      paid: (fields: PaymentLinkReturn, signature: string) =>
        giftCardReturn(ctx, fields, signature).catch(answeredNull),
    },
    subscriptions: {
      /** A member's subscriptions, newest first (My Account → Subscriptions). */
      mine: (userId: string) => mySubscriptions(ctx, userId),
      /** One of the member's subscriptions with its charges and timeline (null: not theirs). */
      one: (viewer: SessionUser, id: string) => mySubscription(ctx, viewer, id).catch(answeredNull),
      /** The member's bag lines that may join a box (subscribe page: "Add from your bag"). */
      bagLines: (userId: string) => subscribableBagLines(ctx, userId),
      /** The terms the subscribe page states: the notice before each charge, the cap per charge. */
      terms: async () => {
        const { subscriptions } = await readSettings(ctx);
        return { noticeHours: subscriptions.noticeHours, maxCharge: fromRupees(subscriptions.maxCharge) };
      },
    },
    wishlist: {
      /** The saved variants as listing cards, newest first (/wishlist, the dashboard's tab). */
      entries: async (userId: string) =>
        // the page is English: its cards carry what they did before the Hindi copy (decision 0063)
        (await wishlistEntries(ctx, userId)).map((entry) => ({ ...entry, product: itemIn("en", entry.product) })),
    },
    contact: {
      /** The /contactus form without JavaScript (the page's action); with it, the form posts to /api/contact. */
      submit: (input: ContactInput, client: { ip: string }, viewer?: SessionUser) =>
        submitContactQuery(ctx, input, client, viewer),
    },
    privacy: {
      /** Who answers for personal data and complaints (the privacy notice, the grievance desk, the Privacy tab). */
      contacts: async () => privacyContacts(await readSettings(ctx)),
      /** The member's consent per purpose (the Privacy tab). */
      consents: (userId: string) => memberConsents(ctx, userId),
      /** The one-click link of a marketing mail, sent without JavaScript (null: unknown token). */
      withdrawByToken: (token: string) => ctx.db.transaction((tx) => withdrawByToken(tx, token)),
    },
    bags: {
      /** The reminder's restore link (/bag/restore): the lines back, or why not (HttpError 404 / 410). */
      restore: (token: string, visitor: { id: string } | null) => restoreBag(ctx, token, visitor),
    },
    reviewLinks: {
      /** A review request's link (/review): the piece to review, or why not (HttpError 400 / 410). */
      line: (token: string) => reviewLinkLine(ctx, token),
    },
    backInStock: {
      /** The confirm link's button without JavaScript (the page's action). */
      confirm: (token: string) => confirmBackInStock(ctx, token).catch(answeredNull),
    },
    audit: {
      /** The admin's audit log page (the loader calls requireAdmin). */
      page: (query: AuditListQuery) => auditPage(ctx, query),
    },
    money: {
      /** The owner's money page: the period's figures (the loader calls requireAdmin). */
      summary: (query: MoneyPeriodQuery) => moneySummary(ctx, query),
      /** The rows behind one figure. */
      rows: (query: MoneyRowsQuery) => moneyRows(ctx, query),
      /** The gateway's settlements of the period and what is left to chase. */
      settlements: (query: SettlementListQuery) => settlementReport(ctx, query),
    },
    grievances: {
      /** A complaint for the e-mail it was sent from (null: no such ticket for that address). */
      follow: (ticket: string, email: string) => followGrievance(ctx, ticket, email).catch(answeredNull),
      /** The admin's queue (the loader calls requireAdmin). */
      queue: (query: GrievanceListQuery, by: AuditBy) => audited(by, "grievances", query, grievanceQueue(ctx, query)),
    },
    /** The home page's "Stay Up To Date" form (its action); the same rules as POST /api/newsletter. */
    newsletter: newsletterWebServices(ctx),
    ndr: ndrWebServices(ctx),
    returns: {
      /** An order's returns and what may still be returned (null: no such order of the member's). */
      ofOrder: (viewer: SessionUser, orderId: string) => returnOptions(ctx, viewer, orderId).catch(answeredNull),
      /** The admin's returns queue, with each received return's refund amount (the loader calls requireAdmin). */
      queue: (query: ReturnQueueQuery) => adminReturnQueue(ctx, query),
    },
    settings: {
      /** Every section of the shop's settings (the admin's Settings page). */
      read: () => readSettings(ctx),
      /** The shop's identity, contacts and charges as the pages show them. */
      site: async () => siteSettings(ctx, await readSettings(ctx)),
      /** The shop's absolute address for canonical links (http/origin.ts: never the request's Host). */
      origin: () => shopOrigin(ctx),
    },
  };
}

/** What the page frame, content pages, product page and checkout read from the settings. */
function siteSettings(ctx: AppContext, settings: Settings) {
  // every contact from settings, one source each (core/shop-contacts.ts seeds them)
  const email = settings.seller.customerCareEmail;
  return {
    shopName: settings.shop.shopName,
    contactEmail: email,
    contactPhone: settings.shop.supportPhone,
    // shown until the owner configures WHATSAPP_NUMBER: the demo's customer care number
    whatsappNumber: (ctx.config.whatsappNumber ?? demoContacts.whatsappNumber).replace(/\D/g, ""),
    pricing: pricingSettings(settings),
    /** The notice under a wellness product's details (core/schemas/settings-claims.ts). */
    wellnessDisclaimer: settings.claims.wellnessDisclaimer,
    /** Cash on delivery: the largest order it may pay, and how long an order waits for its confirmation. */
    cod: {
      maxOrder: fromRupees(settings.cod.maxOrder),
      confirmWithinHours: settings.cod.confirmWithinHours,
    },
    /** The delivery promise the policies quote: packing days and transit days (the same numbers the estimate uses). */
    delivery: {
      processingDays: settings.delivery.processingDays,
      metroTransitDays: settings.delivery.transitDays.metro,
      otherTransitDays: settings.delivery.transitDays.rest,
    },
    /** The return rules every page states (product page, policies, terms, My Account). */
    returns: {
      windowDays: settings.returns.windowDays,
      nonReturnableCategories: settings.returns.nonReturnableCategories,
      proofRequired: settings.returns.proofRequired,
      exchangeAllowed: settings.returns.exchangeAllowed,
    },
    /** What /contactus shows. */
    contact: {
      supportPhone: settings.shop.supportPhone,
      // complaints go to the grievance officer
      complaintsPhone: settings.seller.grievanceOfficerPhone,
      supportEmail: email,
      businessEmail: settings.seller.businessEmail,
      location: settings.shop.location,
    },
    /** Who sells (Consumer Protection (E-Commerce) Rules 2020, rule 4): the footer, /seller-information, product pages. */
    seller: {
      legalName: settings.gst.legalName,
      gstin: settings.gst.gstin,
      registeredAddress: settings.gst.address,
      customerCarePhone: settings.shop.supportPhone,
      customerCareEmail: settings.seller.customerCareEmail,
      grievanceOfficer: {
        name: settings.seller.grievanceOfficerName,
        designation: settings.seller.grievanceOfficerDesignation,
        email: settings.seller.grievanceOfficerEmail,
        phone: settings.seller.grievanceOfficerPhone,
        address: settings.seller.grievanceOfficerAddress,
      },
    },
  };
}

export type SiteSettings = ReturnType<typeof siteSettings>;

/** The grievance officer and the privacy contact, as the pages publish them. */
function privacyContacts(settings: Settings) {
  return {
    shopName: settings.shop.shopName,
    location: settings.shop.location,
    supportEmail: settings.seller.customerCareEmail,
    grievanceOfficer: {
      name: settings.seller.grievanceOfficerName,
      designation: settings.seller.grievanceOfficerDesignation,
      email: settings.seller.grievanceOfficerEmail,
      phone: settings.seller.grievanceOfficerPhone,
    },
    privacyOfficer: {
      name: settings.privacy.dpoName,
      designation: settings.privacy.dpoDesignation,
      email: settings.privacy.dpoEmail,
      phone: settings.privacy.dpoPhone,
    },
    /** How long the privacy job keeps guests' unfinished checkouts and the audit log (days). */
    retention: {
      guestCheckoutDays: settings.privacy.guestCheckoutRetentionDays,
      auditLogDays: settings.privacy.auditLogRetentionDays,
    },
  };
}

export type PrivacyContacts = ReturnType<typeof privacyContacts>;

export type WebServices = ReturnType<typeof webServices>;
