// Hindi's words for the messages with numbers in them (decision 0064's addendum): what the API answers
// as `said` beside its English message (core/i18n.ts Said: the message with {arguments}, its values
// apart) and the page says through the catalogue with Hindi's plurals: the stock left, a coupon's
// minimum, the Pay on Delivery limit and its hours, the order's stock refusals; and the bag's and the
// wishlist's toasts, which the toast region now says in the page's language. Spread into hi.server.ts.
import {
  cartMessages,
  lineQuantityMessage,
  stockSaid,
  tooManyOfOneMessage,
  wishlistMessages,
} from "../../core/cart.ts";
import { couponSaid } from "../../core/checkout.ts";
import { deliverySaid } from "../../core/delivery.ts";

const said = (made: { message: string }) => made.message;

export const hindiWords: Readonly<Record<string, string>> = {
  // the stock left (the bag, the product page's Buy Now, the cart's answers)
  [said(stockSaid(3))]: "स्टॉक में केवल {stock} बचे हैं।",
  [said(stockSaid(3, 1))]:
    "स्टॉक में केवल {stock} बचे हैं, और {inCart, plural, one {# पहले से आपके बैग में है} other {# पहले से आपके बैग में हैं}}।",
  // the checkout: a coupon's minimum, Pay on Delivery's limit and the orders waiting for confirmation
  [said(couponSaid.belowMinimum("₹1"))]: "बैग का मूल्य {minimum} से कम है।",
  [said(deliverySaid.codAbove("₹1"))]: "{limit} से ज़्यादा के ऑर्डर पर डिलीवरी पर भुगतान उपलब्ध नहीं है।",
  [said(deliverySaid.codOpenOrders(1))]:
    "आपके कुछ ऑर्डर पुष्टि की प्रतीक्षा में हैं। कृपया उनकी पुष्टि करें (आपके ईमेल में दिया लिंक) या ऑनलाइन भुगतान करें; पुष्टि न हुए ऑर्डर {hours, plural, one {# घंटे} other {# घंटे}} बाद रद्द हो जाते हैं।",
  [said(deliverySaid.wrongState("411001", "Maharashtra"))]: "पिन कोड {pincode} {state} में है। कृपया राज्य जाँचें।",
  // placing the order: a line's stock gone meanwhile (orders/service.ts)
  "{name} is in another shopper’s bag while they pay. If they do not, it is back at {time}.":
    "{name} किसी और खरीदार के बैग में है, जब तक वे भुगतान कर रहे हैं। अगर वे नहीं खरीदते, तो यह {time} पर वापस आ जाएगा।",
  "{label} is out of stock.": "{label} स्टॉक में नहीं है।",
  "Only {left} left of {label}, and another item in your bag needs the same pieces.":
    "{label} के केवल {left} बचे हैं, और आपके बैग के एक और सामान को भी यही नग चाहिए।",
  "Only {left} left of {label}.": "{label} के केवल {left} बचे हैं।",
  // the bag's and the wishlist's toasts
  [cartMessages.added]: "सामान बैग में डाल दिया गया!",
  [cartMessages.updated]: "बैग में सामान की मात्रा बदल दी गई!",
  [cartMessages.saveFailed]: "बैग सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।",
  [cartMessages.addFailed]: "बैग में नहीं डाला जा सका",
  [cartMessages.notInCart]: "यह सामान आपके बैग में नहीं है।",
  [cartMessages.cartFull]: "आपके बैग में ज़्यादा से ज़्यादा 50 अलग-अलग सामान रह सकते हैं।",
  [cartMessages.merged]: "साइन इन से पहले आपके बैग में रखा सामान हमने जोड़ दिया है।",
  [cartMessages.mergedReduced]:
    "साइन इन से पहले आपके बैग में रखा सामान हमने जोड़ दिया है; कुछ की मात्रा स्टॉक के हिसाब से घटा दी गई है।",
  [tooManyOfOneMessage]: "एक ऑर्डर में एक सामान ज़्यादा से ज़्यादा 10 ही।",
  [lineQuantityMessage]: "मात्रा 1 से 10 तक की पूरी संख्या होनी चाहिए",
  [wishlistMessages.loginRequired]: "विशलिस्ट में सामान रखने के लिए कृपया साइन इन करें",
  [wishlistMessages.added]: "विशलिस्ट में रख दिया!",
  [wishlistMessages.removed]: "विशलिस्ट से हटा दिया!",
  [wishlistMessages.failed]: "विशलिस्ट बदली नहीं जा सकी",
  [wishlistMessages.loadFailed]: "विशलिस्ट लोड नहीं हो सकी।",
  Dismiss: "बंद करें",
};
