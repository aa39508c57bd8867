// Hindi's words for the shopper's mails (decision 0064): the English message (as templates.ts writes
// it) → Hindi, read by core/i18n.ts's formatter like the pages' catalogue. Invoices and credit notes
// are not here: their labels stay English (GST law), only the mails around them are Hindi.
import { orderNoteWords } from "../../../core/checkout.ts";
import { giftCardLabel } from "../../../core/paid-with.ts";
import { storeCreditLabel } from "../../../core/pricing.ts";

export const hindiMail: Readonly<Record<string, string>> = {
  // the frame
  "Manifest, Cleanse, Heal &mdash; the {shop} Way": "संकल्प, शुद्धि, उपचार &mdash; {shop} का तरीका",
  "Handpicked healing crystals, and jewellery, soaps and rituals handmade by women artisans in India.":
    "हाथ से चुने हीलिंग क्रिस्टल, और भारत की महिला कारीगरों के हाथ से बने गहने, साबुन और पूजा-सामग्री।",
  "{shop}: Manifest, Cleanse, Heal - the {shop} Way": "{shop}: संकल्प, शुद्धि, उपचार - {shop} का तरीका",
  // account mails
  "Your {shop} verification code": "आपका {shop} सत्यापन कोड",
  "Verify your e-mail": "अपना ईमेल सत्यापित करें",
  "Welcome to {shop}. Enter this code on the verification screen to create your account:":
    "{shop} में आपका स्वागत है। अपना खाता बनाने के लिए यह कोड सत्यापन पेज पर लिखें:",
  "Welcome to {shop}. Enter this code on the verification screen to create your account.":
    "{shop} में आपका स्वागत है। अपना खाता बनाने के लिए यह कोड सत्यापन पेज पर लिखें।",
  "The code is valid for 10 minutes.": "यह कोड 10 मिनट तक मान्य है।",
  "If you did not ask to create an account, you can ignore this e-mail. If you already have an account with this address, sign in or use &lsquo;Forgot your password?&rsquo; instead.":
    "अगर आपने खाता बनाने को नहीं कहा, तो इस ईमेल को अनदेखा करें। अगर इस पते से आपका खाता पहले से है, तो साइन इन करें या &lsquo;पासवर्ड भूल गए?&rsquo; चुनें।",
  "If you did not ask to create an account, you can ignore this e-mail. If you already have an account with this address, sign in or use 'Forgot your password?' instead.":
    "अगर आपने खाता बनाने को नहीं कहा, तो इस ईमेल को अनदेखा करें। अगर इस पते से आपका खाता पहले से है, तो साइन इन करें या 'पासवर्ड भूल गए?' चुनें।",
  "Your verification code: {code}": "आपका सत्यापन कोड: {code}",
  "Your code: {code}": "आपका कोड: {code}",
  "Reset your {shop} password": "अपना {shop} पासवर्ड बदलें",
  "Reset your password": "अपना पासवर्ड बदलें",
  "Hello {name}, we received a request to reset the password of your account. Enter this code to continue:":
    "नमस्ते {name}, हमें आपके खाते का पासवर्ड बदलने का अनुरोध मिला है। आगे बढ़ने के लिए यह कोड लिखें:",
  "Hello {name}, we received a request to reset the password of your account.":
    "नमस्ते {name}, हमें आपके खाते का पासवर्ड बदलने का अनुरोध मिला है।",
  "If you did not ask for this, ignore this e-mail: your password stays as it is.":
    "अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।",
  "Welcome to {shop}": "{shop} में आपका स्वागत है",
  "Welcome, {name}": "स्वागत है, {name}",
  "Your {shop} account is ready. Save your favourites to your wishlist, follow your orders and check out faster.":
    "आपका {shop} खाता तैयार है। पसंदीदा सामान विशलिस्ट में सहेजें, अपने ऑर्डर पर नज़र रखें और जल्दी चेकआउट करें।",
  "Start exploring": "खरीदारी शुरू करें",
  "You can sign in at any time at {link}.": "आप कभी भी {link} पर साइन इन कर सकते हैं।",
  "You can sign in at any time with your e-mail and password.": "आप कभी भी अपने ईमेल और पासवर्ड से साइन इन कर सकते हैं।",
  "Sign in": "साइन इन करें",
  "Your account is ready.": "आपका खाता तैयार है।",
  "Your {shop} password was changed": "आपका {shop} पासवर्ड बदल दिया गया",
  "Your password was changed": "आपका पासवर्ड बदल दिया गया",
  "Your password was changed.": "आपका पासवर्ड बदल दिया गया।",
  "Hello {name}, the password of your account was just changed and your other sessions were signed out.":
    "नमस्ते {name}, आपके खाते का पासवर्ड अभी बदला गया है और आपके बाकी सत्रों से साइन आउट कर दिया गया है।",
  "If this was not you, reset your password now at {link} and write to us.":
    "अगर यह आपने नहीं किया, तो अभी {link} पर अपना पासवर्ड बदलें और हमें लिखें।",
  "If this was not you, reset your password now and write to us.":
    "अगर यह आपने नहीं किया, तो अभी अपना पासवर्ड बदलें और हमें लिखें।",
  // the order's figures
  "incl. {amount} GST": "{amount} जीएसटी सहित",
  "Subtotal (M.R.P.)": "कुल (एम.आर.पी.)",
  "Discount on M.R.P.": "एम.आर.पी. पर छूट",
  Coupon: "कूपन",
  "Gift wrap": "गिफ़्ट रैप",
  "gift wrapped": "गिफ़्ट रैप किया हुआ",
  Shipping: "डिलीवरी शुल्क",
  Free: "मुफ़्त",
  "Pay on Delivery fee": "डिलीवरी पर भुगतान शुल्क",
  Total: "कुल राशि",
  [storeCreditLabel]: "स्टोर क्रेडिट",
  [giftCardLabel]: "गिफ़्ट कार्ड",
  "To pay on delivery": "डिलीवरी पर देना है",
  "Paid online": "ऑनलाइन भुगतान हो गया",
  "Pay on delivery (cash or UPI to the courier)": "डिलीवरी पर भुगतान (कूरियर को नकद या UPI)",
  Online: "ऑनलाइन",
  Payment: "भुगतान",
  "Delivering to": "डिलीवरी का पता",
  Phone: "फ़ोन",
  [orderNoteWords.shown]: "गिफ़्ट संदेश या नोट",
  // the order confirmation
  "Please confirm your {shop} order #{number}": "कृपया अपने {shop} ऑर्डर #{number} की पुष्टि करें",
  "Your {shop} order #{number} is confirmed": "आपका {shop} ऑर्डर #{number} पक्का हो गया है",
  "You chose to pay on delivery: please confirm the order so we can pack it. Orders not confirmed within {hours, plural, one {# hour} other {# hours}} are cancelled.":
    "आपने डिलीवरी पर भुगतान चुना है: कृपया ऑर्डर की पुष्टि करें ताकि हम इसे पैक कर सकें। {hours, plural, one {# घंटे} other {# घंटे}} में पुष्टि न होने पर ऑर्डर रद्द हो जाते हैं।",
  "Thank you for your order": "आपके ऑर्डर के लिए धन्यवाद",
  "Hello {name}, we have received your order <strong>#{number}</strong> and are preparing it with care. We will write again when it ships.":
    "नमस्ते {name}, हमें आपका ऑर्डर <strong>#{number}</strong> मिल गया है और हम इसे प्यार से तैयार कर रहे हैं। भेजे जाने पर हम फिर लिखेंगे।",
  "Hello {name}, we have received your order #{number} and are preparing it with care.":
    "नमस्ते {name}, हमें आपका ऑर्डर #{number} मिल गया है और हम इसे प्यार से तैयार कर रहे हैं।",
  "Confirm my order": "मेरे ऑर्डर की पुष्टि करें",
  "View your order": "अपना ऑर्डर देखें",
  "Questions about your order? Simply reply to this e-mail.": "ऑर्डर के बारे में कोई सवाल? बस इस ईमेल का जवाब दें।",
  "Order #{number}: {total}": "ऑर्डर #{number}: {total}",
  // the parcel's news
  "Your {shop} order #{number} has shipped": "आपका {shop} ऑर्डर #{number} भेज दिया गया है",
  "Your {shop} order #{number} is out for delivery": "आपका {shop} ऑर्डर #{number} डिलीवरी के लिए निकल चुका है",
  "Your {shop} order #{number} was delivered": "आपका {shop} ऑर्डर #{number} पहुँच गया है",
  "Your order is on its way": "आपका ऑर्डर रास्ते में है",
  "has left our studio and is with the courier.": "हमारे स्टूडियो से निकलकर कूरियर के पास है।",
  "Arriving today": "आज पहुँच रहा है",
  "is out for delivery and should reach you today.": "डिलीवरी के लिए निकल चुका है और आज आप तक पहुँचना चाहिए।",
  "Your order was delivered": "आपका ऑर्डर पहुँच गया",
  "was delivered. We hope it brings you calm and joy.": "पहुँच गया है। हमें आशा है कि यह आपको शांति और खुशी देगा।",
  "Courier: {courier}, AWB {awb}": "कूरियर: {courier}, AWB {awb}",
  "Courier: {courier}": "कूरियर: {courier}",
  "Hello {name}, your order <strong>#{number}</strong> {lead}":
    "नमस्ते {name}, आपका ऑर्डर <strong>#{number}</strong> {lead}",
  "Hello {name}, your order #{number} {lead}": "नमस्ते {name}, आपका ऑर्डर #{number} {lead}",
  "Track your order": "अपना ऑर्डर ट्रैक करें",
  "Enter your order number and the e-mail or phone you ordered with to see every step. Questions? Simply reply to this e-mail.":
    "हर कदम देखने के लिए अपना ऑर्डर नंबर और ऑर्डर में दिया ईमेल या फ़ोन लिखें। कोई सवाल? बस इस ईमेल का जवाब दें।",
  // cancellation
  "Your {shop} order #{number} is cancelled": "आपका {shop} ऑर्डर #{number} रद्द हो गया है",
  "as you asked, your order #{number} is cancelled.": "आपके कहे अनुसार, आपका ऑर्डर #{number} रद्द कर दिया गया है।",
  "we are sorry: your order #{number} has been cancelled.": "हमें खेद है: आपका ऑर्डर #{number} रद्द कर दिया गया है।",
  "No payment was taken for it, so nothing needs to be refunded.":
    "इसके लिए कोई भुगतान नहीं लिया गया था, इसलिए कुछ भी लौटाना नहीं है।",
  "Your order is cancelled": "आपका ऑर्डर रद्द हो गया है",
  "Hello {name}, {lead}": "नमस्ते {name}, {lead}",
  "See your order": "अपना ऑर्डर देखें",
  "Questions? Simply reply to this e-mail.": "कोई सवाल? बस इस ईमेल का जवाब दें।",
};
