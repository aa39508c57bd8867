// Hindi's words for the pages a mail links (branch hindi-links): a failed delivery's new date
// (/hi/arrange-delivery), a review request (/hi/review), the back-in-stock and newsletter confirm links,
// the one-click stop (/hi/unsubscribe) and the bag reminder's restore (/hi/bag/restore); their answers
// from core (shown by their English words, decision 0064); and the product page's "Notify me" block
// and its failed Add to Cart. Spread into hi.server.ts (hindiParts).
import { cartMessages } from "../../core/cart.ts";
import { reviewHeldMessage, reviewLimits, reviewLinkMessages, reviewMessages } from "../../core/reviews.ts";
import { backInStockMessages } from "../../core/schemas/back-in-stock.ts";
import { bagMessages } from "../../core/schemas/bags.ts";
import { ndrMessages } from "../../core/schemas/ndr.ts";
import { newsletterMessages } from "../../core/schemas/newsletter.ts";
import { privacyMessages } from "../../core/schemas/privacy.ts";

export const hindiLinks: Readonly<Record<string, string>> = {
  // a failed cash-on-delivery delivery: the shopper picks a new day or gives a phone
  "Arrange your delivery · Sattva": "अपनी डिलीवरी तय करें · सत्त्व",
  Delivery: "डिलीवरी",
  "Arrange your delivery": "अपनी डिलीवरी तय करें",
  "Hello {name}, the courier could not deliver your order {number}.":
    "नमस्ते {name}, कूरियर आपका ऑर्डर {number} डिलीवर नहीं कर सका।",
  AWB: "ट्रैकिंग नंबर",
  "Not yet": "अभी नहीं",
  "What the courier noted": "कूरियर ने क्या लिखा",
  "Could not deliver": "डिलीवर नहीं हो सका",
  "Attempts so far": "अब तक के प्रयास",
  "Thank you. ": "धन्यवाद। ",
  "We have passed on your request: a new attempt on {date}, phone {phone}. The courier will be in touch.":
    "हमने आपका अनुरोध आगे भेज दिया है: {date} को फिर से डिलीवरी का प्रयास, फ़ोन {phone}। कूरियर आपसे संपर्क करेगा।",
  "We have passed on your request: a new attempt on {date}. The courier will be in touch.":
    "हमने आपका अनुरोध आगे भेज दिया है: {date} को फिर से डिलीवरी का प्रयास। कूरियर आपसे संपर्क करेगा।",
  "We have passed on your request: phone {phone}. The courier will be in touch.":
    "हमने आपका अनुरोध आगे भेज दिया है: फ़ोन {phone}। कूरियर आपसे संपर्क करेगा।",
  "We have passed on your request. The courier will be in touch.": "हमने आपका अनुरोध आगे भेज दिया है। कूरियर आपसे संपर्क करेगा।",
  "Your parcel is no longer waiting for a new attempt. If you have questions, reply to our e-mail.":
    "आपका पार्सल अब दोबारा डिलीवरी की प्रतीक्षा में नहीं है। कोई सवाल हो तो हमारे ईमेल का जवाब दें।",
  "Arrange the next delivery": "अगली डिलीवरी तय करें",
  "Day for the next attempt": "अगले प्रयास का दिन",
  "A phone the courier can reach (optional)": "फ़ोन नंबर जिस पर कूरियर संपर्क कर सके (वैकल्पिक)",
  "The courier has {phone}.": "कूरियर के पास {phone} है।",
  "Arrange delivery": "डिलीवरी तय करें",
  "Something went wrong. Please try again.": "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
  [ndrMessages.date]: "अगले डिलीवरी प्रयास के लिए तारीख चुनें",
  [ndrMessages.dateOutside]: "अगले कामकाजी दिनों में से वह दिन चुनें जब कूरियर डिलीवरी कर सकता है",
  [ndrMessages.phone]: "10 अंकों का मोबाइल नंबर दर्ज करें",
  [ndrMessages.address]: "पता अधिकतम 200 अक्षरों में दर्ज करें",
  [ndrMessages.nothing]: "अगले प्रयास के लिए तारीख चुनें या नया फ़ोन नंबर दर्ज करें",
  [ndrMessages.notUndelivered]: "यह पार्सल असफल डिलीवरी के बाद प्रतीक्षा में नहीं है।",
  [ndrMessages.linkInvalid]: "यह लिंक मान्य नहीं है। कृपया हमारे सबसे नए ईमेल का लिंक इस्तेमाल करें।",
  [ndrMessages.linkExpired]:
    "इस लिंक की अवधि समाप्त हो गई है। डिलीवरी तय करने के लिए कृपया हमारे ईमेल का जवाब दें या हमसे संपर्क करें।",
  [ndrMessages.askedAlready]: "आप इस डिलीवरी के लिए नए प्रयास का अनुरोध पहले ही कर चुके हैं। इसे बदलने के लिए हमसे संपर्क करें।",
  [ndrMessages.reattemptTaken]: "इस असफल डिलीवरी के लिए किसी और तारीख पर नया प्रयास पहले ही माँगा जा चुका है।",

  // a review request's link
  "Review your piece · Sattva": "अपने सामान की समीक्षा करें · सत्त्व",
  "This link does not work": "यह लिंक काम नहीं करता",
  "How do you find your {name}?": "आपको अपना {name} कैसा लगा?",
  "See the piece": "सामान देखें",
  "Loading the form…": "फ़ॉर्म लोड हो रहा है…",
  [reviewLinkMessages.invalid]: "समीक्षा का यह लिंक काम नहीं करता। कृपया अपने ईमेल का लिंक जैसा है वैसा ही इस्तेमाल करें।",
  [reviewLinkMessages.expired]: "समीक्षा के इस लिंक की अवधि समाप्त हो गई है। आप सामान के पेज से अब भी उसकी समीक्षा कर सकते हैं।",
  [reviewLinkMessages.alreadyReviewed]: "आप इस सामान की समीक्षा पहले ही कर चुके हैं। धन्यवाद!",
  [reviewMessages.submitted]: "समीक्षा सफलतापूर्वक भेज दी गई!",
  [reviewHeldMessage]: "धन्यवाद; आपकी समीक्षा एक छोटी जाँच के बाद दिखेगी",
  // the review form (the /review page's, and the product page's dialog)
  "{count, plural, one {# star} other {# stars}}": "{count, plural, one {# स्टार} other {# स्टार}}",
  "Reviewing {name}. Fields marked * are required; your e-mail is never shown.":
    "आप {name} की समीक्षा कर रहे हैं। * वाले खाने ज़रूरी हैं; आपका ईमेल कभी नहीं दिखाया जाता।",
  "Title * ({length}/{max})": "शीर्षक * ({length}/{max})",
  "Choose a rating": "रेटिंग चुनें",
  "Photos or videos (optional)": "फ़ोटो या वीडियो (वैकल्पिक)",
  "Add up to {count} photos or videos": "अधिकतम {count} फ़ोटो या वीडियो जोड़ें",
  [reviewMessages.required]: "कृपया सभी ज़रूरी खाने भरें, जिनमें शीर्षक, रेटिंग, समीक्षा, नाम और ईमेल शामिल हैं।",
  [reviewMessages.failed]: "समीक्षा नहीं भेजी जा सकी।",
  [reviewMessages.crashed]: "आपकी समीक्षा भेजते समय कुछ गड़बड़ हो गई।",
  [reviewMessages.title]: "कृपया अपनी समीक्षा को एक शीर्षक दें।",
  [reviewMessages.titleTooLong]: `शीर्षक अधिकतम ${reviewLimits.titleMax} अक्षरों का हो सकता है।`,
  [reviewMessages.rating]: "1 से 5 स्टार तक की रेटिंग चुनें।",
  [reviewMessages.reviewText]: "कृपया अपनी समीक्षा लिखें।",
  [reviewMessages.reviewTextTooLong]: `आपकी समीक्षा अधिकतम ${reviewLimits.reviewTextMax} अक्षरों की हो सकती है।`,
  [reviewMessages.name]: "कृपया अपना नाम दर्ज करें।",
  [reviewMessages.nameTooLong]: `आपका नाम अधिकतम ${reviewLimits.nameMax} अक्षरों का हो सकता है।`,
  [reviewMessages.youtube]: "यूट्यूब लिंक यूट्यूब या youtu.be का पता होना चाहिए।",
  [reviewMessages.tooManyFiles]: `अधिकतम ${reviewLimits.files} फ़ोटो या वीडियो जोड़ें।`,
  [reviewMessages.fileTooLarge]: "हर फ़ोटो या वीडियो 5 MB या उससे छोटा होना चाहिए।",
  [reviewMessages.fileType]: "केवल JPEG, PNG, GIF या WebP फ़ोटो और MP4 या WebM वीडियो जोड़े जा सकते हैं।",

  // the double opt-in confirm links: back in stock and the newsletter
  "Confirm your request · Sattva": "अपने अनुरोध की पुष्टि करें · सत्त्व",
  "Back in stock": "फिर से स्टॉक में",
  "Confirm your request": "अपने अनुरोध की पुष्टि करें",
  "One click and we e-mail you once when the piece you asked about is back in stock.":
    "एक क्लिक करें, और जिस सामान के बारे में आपने पूछा है, उसके फिर से स्टॉक में आते ही हम आपको एक बार ईमेल करेंगे।",
  "Yes, tell me": "हाँ, मुझे बताएँ",
  "Every such e-mail has a one-click stop. Read our {notice}, or go on {shopping}.":
    "ऐसे हर ईमेल में एक क्लिक से बंद करने का लिंक होता है। हमारी {notice} पढ़ें, या {shopping} जारी रखें।",
  shopping: "खरीदारी",
  "Confirm your subscription · Sattva": "अपनी सदस्यता की पुष्टि करें · सत्त्व",
  Newsletter: "न्यूज़लेटर",
  "Confirm your subscription": "अपनी सदस्यता की पुष्टि करें",
  "One click and we send you our letters about new arrivals, offers and rituals.":
    "एक क्लिक करें, और हम आपको नए सामान, ऑफ़र और पूजा-विधियों के बारे में अपने पत्र भेजेंगे।",
  "Yes, subscribe me": "हाँ, मेरी सदस्यता लें",
  "Every letter has a one-click stop. Read our {notice}, or go on {shopping}.":
    "हर पत्र में एक क्लिक से बंद करने का लिंक होता है। हमारी {notice} पढ़ें, या {shopping} जारी रखें।",
  [backInStockMessages.requested]: "धन्यवाद। कृपया अभी भेजे गए ईमेल से पुष्टि करें, और सामान वापस आने पर हम आपको बताएँगे।",
  [backInStockMessages.confirmed]: "पुष्टि हो गई। इसके फिर से स्टॉक में आते ही हम आपको एक बार ईमेल करेंगे।",
  [backInStockMessages.invalidLink]: "यह लिंक अब मान्य नहीं है। सामान के पेज पर फिर से अनुरोध करें।",
  [backInStockMessages.inStock]: "यह अभी स्टॉक में है: आप इसे अपने बैग में डाल सकते हैं।",
  [backInStockMessages.variantRequired]: "एक विकल्प चुनें",
  [newsletterMessages.consentRequired]: "हमारे ईमेल पाने की सहमति के लिए कृपया बॉक्स पर सही का निशान लगाएँ।",
  [newsletterMessages.checkInbox]: "अपनी सदस्यता की पुष्टि के लिए कृपया अपना इनबॉक्स देखें।",
  [newsletterMessages.confirmed]: "धन्यवाद। आपकी सदस्यता हो गई है, और हमारा अगला पत्र आपके इनबॉक्स में पहुँचेगा।",
  [newsletterMessages.invalidLink]:
    "इस लिंक की अवधि समाप्त हो गई है या इसे पहले ही इस्तेमाल किया जा चुका है। आप हमारे मुखपृष्ठ पर फिर से साइन अप कर सकते हैं।",
  [newsletterMessages.failed]: "हम अभी आपकी सदस्यता नहीं ले सके। कृपया फिर से कोशिश करें।",

  // the one-click stop
  "Stop these e-mails · Sattva": "ये ईमेल बंद करें · सत्त्व",
  "Your e-mails": "आपके ईमेल",
  "Stop these e-mails": "ये ईमेल बंद करें",
  "One click and we stop sending the e-mails this link came with. Your orders are not affected.":
    "एक क्लिक करें, और जिन ईमेल के साथ यह लिंक आया था, उन्हें हम भेजना बंद कर देंगे। आपके ऑर्डर पर इसका कोई असर नहीं पड़ेगा।",
  "Stopping...": "बंद किया जा रहा है...",
  "All your e-mail choices are in {account}. Read our {notice}.":
    "ईमेल से जुड़े आपके सभी विकल्प {account} में हैं। हमारी {notice} पढ़ें।",
  [privacyMessages.unsubscribeInvalid]: "यह लिंक अब मान्य नहीं है। आप अपने ईमेल मेरा खाता → गोपनीयता में सँभाल सकते हैं।",
  [privacyMessages.unsubscribed]: "अब आपको ये ईमेल नहीं मिलेंगे।",

  // the bag reminder's restore link
  "Your bag · Sattva": "आपका बैग · सत्त्व",
  "Your bag": "आपका बैग",
  "Sold out": "बिक गया",
  "Only {count} left": "केवल {count} बचे हैं",
  "Your bag is in your account": "आपका बैग आपके खाते में है",
  "At today's prices:": "आज की कीमतों पर:",
  "Go to checkout": "चेकआउट पर जाएँ",
  [bagMessages.linkInvalid]: "यह लिंक मान्य नहीं है। हो सकता है आपके बैग का ऑर्डर पहले ही हो चुका हो।",
  [bagMessages.linkExpired]: "इस लिंक की अवधि समाप्त हो गई है। आपका बैग कुछ ही दिनों तक रखा जाता है।",
  [bagMessages.restored]: "आपका बैग वापस आ गया है।",
  [bagMessages.signInForBag]: "अपना बैग देखने के लिए साइन इन करें: यह आपके खाते में सहेजा गया है।",

  // the product page: "Notify me" under a sold-out piece, and a failed Add to Cart
  "Notify me if it comes back": "वापस आए तो मुझे बताएँ",
  "Notify me when it is back": "वापस आने पर मुझे बताएँ",
  "{variant} is in someone’s bag. Leave your e-mail and we will write once if it comes back.":
    "{variant} किसी और के बैग में है। अपना ईमेल दें, अगर यह वापस आया तो हम एक बार लिखेंगे।",
  "{variant} is sold out. Leave your e-mail and we will write once when it is back.":
    "{variant} बिक चुका है। अपना ईमेल दें, इसके वापस आने पर हम एक बार लिखेंगे।",
  [`${cartMessages.addFailed}: {reason}`]: "बैग में नहीं डाला जा सका: {reason}",
};
