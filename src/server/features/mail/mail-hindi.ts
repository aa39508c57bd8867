// Hindi's words for the shopper's mails (decision 0064): the English message (as templates.ts writes
// it) → Hindi, read by core/i18n.ts's formatter like the pages' catalogue. Invoices and credit notes
// are not here: their labels stay English (GST law), only the mails around them are Hindi.
import { orderNoteWords } from "../../../core/checkout.ts";
import { giftCardLabel } from "../../../core/paid-with.ts";
import { storeCreditLabel } from "../../../core/pricing.ts";
import { hindiRefundWords } from "../../../core/refund-words-hindi.ts";
import { cadenceLabel } from "../../../core/subscriptions.ts";

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
  // where the money goes (core/refund-words.ts): the cancellation's, a return's, an exchange's difference;
  // the same words the shopper's timeline says on a Hindi page
  ...hindiRefundWords,
  // a delivery that failed (cash on delivery: arrange another attempt)
  "We missed you: your {shop} order #{number}": "हम आप तक नहीं पहुँच पाए: आपका {shop} ऑर्डर #{number}",
  "The courier noted: {reason}.": "कूरियर ने लिखा: {reason}।",
  "The link works for {hours, plural, one {# hour} other {# hours}}; after that the parcel may return to us.":
    "यह लिंक {hours, plural, one {# घंटे} other {# घंटे}} तक काम करता है; उसके बाद पार्सल हमारे पास लौट सकता है।",
  "We could not deliver your parcel": "हम आपका पार्सल डिलीवर नहीं कर सके",
  "Hello {name}, the courier tried to deliver your order <strong>#{number}</strong> but could not.":
    "नमस्ते {name}, कूरियर ने आपका ऑर्डर <strong>#{number}</strong> डिलीवर करने की कोशिश की, पर नहीं कर सका।",
  "Hello {name}, the courier tried to deliver your order #{number} but could not.":
    "नमस्ते {name}, कूरियर ने आपका ऑर्डर #{number} डिलीवर करने की कोशिश की, पर नहीं कर सका।",
  "Choose a day for the next attempt, or give us a phone number the courier can reach you on.":
    "अगली कोशिश के लिए एक दिन चुनें, या हमें ऐसा फ़ोन नंबर दें जिस पर कूरियर आपसे बात कर सके।",
  "Arrange delivery": "डिलीवरी तय करें",
  // returns and exchanges (returns/mail.ts)
  "your order": "आपके ऑर्डर",
  "order #{number}": "ऑर्डर #{number}",
  "Return {ret} of {order}: {what}": "{order} की वापसी {ret}: {what}",
  "Hello {name}, return <strong>{ret}</strong> of {order}.": "नमस्ते {name}, {order} की वापसी <strong>{ret}</strong>।",
  "Hello {name}, return {ret} of {order}.": "नमस्ते {name}, {order} की वापसी {ret}।",
  "we have your return request": "हमें आपका वापसी अनुरोध मिल गया है",
  "We have your return request": "हमें आपका वापसी अनुरोध मिल गया है",
  "We will look at it within two working days and e-mail you when it is approved.":
    "हम दो कार्य दिवसों में इसे देखेंगे और मंज़ूर होने पर आपको ईमेल करेंगे।",
  "your return is approved": "आपकी वापसी मंज़ूर हो गई है",
  "Your return is approved": "आपकी वापसी मंज़ूर हो गई है",
  "Please pack the items in their original packaging. The courier will collect them from your delivery address.":
    "कृपया सामान उसकी असली पैकिंग में पैक करें। कूरियर इसे आपके डिलीवरी पते से ले जाएगा।",
  "we could not accept your return": "हम आपकी वापसी स्वीकार नहीं कर सके",
  "We could not accept your return": "हम आपकी वापसी स्वीकार नहीं कर सके",
  "We are sorry: this return could not be accepted.": "हमें खेद है: यह वापसी स्वीकार नहीं की जा सकी।",
  "your return reached us": "आपकी वापसी हम तक पहुँच गई है",
  "Your return reached us": "आपकी वापसी हम तक पहुँच गई है",
  "The items are back at our studio. Your refund is on its way; we will e-mail you when it is sent.":
    "सामान हमारे स्टूडियो में वापस आ गया है। आपका रिफ़ंड रास्ते में है; भेजे जाने पर हम आपको ईमेल करेंगे।",
  "your return is refunded": "आपकी वापसी का रिफ़ंड हो गया है",
  "Your refund is sent": "आपका रिफ़ंड भेज दिया गया है",
  "The refund for your return is on its way.": "आपकी वापसी का रिफ़ंड रास्ते में है।",
  "your replacement order is placed": "आपका बदले का ऑर्डर दे दिया गया है",
  "Your replacement order is placed": "आपका बदले का ऑर्डर दे दिया गया है",
  "The items you sent back are exchanged for the ones you chose.":
    "आपका लौटाया सामान आपके चुने हुए सामान से बदल दिया गया है।",
  "your refund did not go through": "आपका रिफ़ंड पूरा नहीं हो सका",
  "Your refund did not go through": "आपका रिफ़ंड पूरा नहीं हो सका",
  "The payment provider could not complete the refund for your return. We will send it again and e-mail you when it is on its way.":
    "भुगतान सेवा आपकी वापसी का रिफ़ंड पूरा नहीं कर सकी। हम इसे फिर से भेजेंगे और रास्ते में होने पर आपको ईमेल करेंगे।",
  "We will look at your exchange within two working days and e-mail you when it is approved.":
    "हम दो कार्य दिवसों में आपका बदलाव देखेंगे और मंज़ूर होने पर आपको ईमेल करेंगे।",
  "The items are back at our studio. We are placing your replacement order.":
    "सामान हमारे स्टूडियो में वापस आ गया है। हम आपका बदले का ऑर्डर दे रहे हैं।",
  "Pickup: {pickup}": "पिकअप: {pickup}",
  "Why: {reason}": "कारण: {reason}",
  "Replacement order: #{number}": "बदले का ऑर्डर: #{number}",
  "Please pay the difference of {amount}; your replacement ships once it is paid.":
    "कृपया {amount} का अंतर चुकाएँ; भुगतान होते ही बदले का सामान भेज दिया जाएगा।",
  "The difference: {sentence}": "अंतर: {sentence}",
  "The difference of {amount} is refunded.": "{amount} का अंतर लौटा दिया गया है।",
  "It ships as every order does; we will e-mail you the tracking.":
    "यह हर ऑर्डर की तरह भेजा जाएगा; हम आपको ट्रैकिंग ईमेल करेंगे।",
  "Pay {amount}": "{amount} चुकाएँ",
  "Pay the difference": "अंतर चुकाएँ",
  "See your return": "अपनी वापसी देखें",
  // the bag reminder (bags/bag-mail.ts), the review request, back in stock: the member's language
  "Sold out just now": "अभी-अभी बिक गया",
  "Only {count} left": "केवल {count} बचे हैं",
  "Hello {name},": "नमस्ते {name},",
  "Hello,": "नमस्ते,",
  "You left something in your bag": "आपके बैग में कुछ रह गया है",
  "Your bag is still waiting": "आपका बैग अब भी इंतज़ार कर रहा है",
  "these are waiting in your bag, at today's prices:": "ये चीज़ें आज की कीमतों पर आपके बैग में इंतज़ार कर रही हैं:",
  "You receive this because you asked us to remind you about your bag.":
    "आपको यह इसलिए मिला क्योंकि आपने हमसे अपने बैग की याद दिलाने को कहा था।",
  "{link} (one click).": "{link} (एक क्लिक में)।",
  "Stop these reminders": "ये रिमाइंडर बंद करें",
  "Return to my bag": "मेरे बैग पर लौटें",
  "Return to your bag": "अपने बैग पर लौटें",
  "How are you finding your pieces?": "आपको अपना सामान कैसा लग रहा है?",
  "your order {number} arrived a few days ago. A few words about each piece help other shoppers choose, and they help us too.":
    "आपका ऑर्डर {number} कुछ दिन पहले पहुँचा था। हर चीज़ के बारे में आपके दो शब्द दूसरे खरीदारों को चुनने में मदद करते हैं, और हमें भी।",
  "Review {name}": "{name} की समीक्षा लिखें",
  "You receive this because you asked us to ask you for reviews. No sign-in is needed.":
    "आपको यह इसलिए मिला क्योंकि आपने हमसे समीक्षा माँगने को कहा था। साइन इन की ज़रूरत नहीं है।",
  "Stop these e-mails": "ये ईमेल बंद करें",
  "Write a review": "समीक्षा लिखें",
  "Confirm: tell me when {name} is back": "पुष्टि करें: {name} वापस आने पर मुझे बताएँ",
  "Confirm your request": "अपने अनुरोध की पुष्टि करें",
  "Someone, we hope you, asked us to e-mail this address once when {name} is back in stock.":
    "किसी ने, हमें आशा है आपने ही, हमसे कहा है कि {name} फिर से स्टॉक में आने पर इस पते पर एक बार ईमेल करें।",
  "Someone, we hope you, asked us to e-mail this address once when <strong>{name}</strong> is back in stock.":
    "किसी ने, हमें आशा है आपने ही, हमसे कहा है कि <strong>{name}</strong> फिर से स्टॉक में आने पर इस पते पर एक बार ईमेल करें।",
  "If it was not you, ignore this e-mail: without the click we will not write again.":
    "अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: क्लिक के बिना हम फिर नहीं लिखेंगे।",
  "Yes, tell me": "हाँ, मुझे बताएँ",
  "{name} is back in stock": "{name} फिर से स्टॉक में है",
  "It is back": "यह वापस आ गया है",
  "{name} is back in stock. Pieces are few, so it may not stay long.":
    "{name} फिर से स्टॉक में है। गिनती के ही नग हैं, इसलिए यह ज़्यादा देर नहीं रहेगा।",
  "<strong>{name}</strong> is back in stock. Pieces are few, so it may not stay long.":
    "<strong>{name}</strong> फिर से स्टॉक में है। गिनती के ही नग हैं, इसलिए यह ज़्यादा देर नहीं रहेगा।",
  "You receive this because you asked to be told once when it is back.":
    "आपको यह इसलिए मिला क्योंकि आपने इसके वापस आने पर एक बार बताए जाने को कहा था।",
  "See it now": "अभी देखें",
  // gift cards (gift-cards/mail.ts): the buyer's receipt, the card and the buyer's copy, in the card's language
  "Your {amount} {shop} gift card for {recipient} is paid":
    "{recipient} के लिए आपके {amount} के {shop} गिफ़्ट कार्ड का भुगतान हो गया",
  "Hello {buyer}, thank you! Your {amount} gift card (G-{number}) for {recipient} is paid.":
    "नमस्ते {buyer}, धन्यवाद! {recipient} के लिए आपके {amount} के गिफ़्ट कार्ड (G-{number}) का भुगतान हो गया है।",
  "We will e-mail it to {recipient} today, with your message, and send you a copy with the code to print or hand over.":
    "हम इसे आज ही आपके संदेश के साथ {recipient} को ईमेल करेंगे, और कोड के साथ इसकी एक प्रति आपको भेजेंगे, छापने या हाथ में देने के लिए।",
  "We will e-mail it to {recipient} on {date}, with your message, and send you a copy with the code to print or hand over.":
    "हम इसे {date} को आपके संदेश के साथ {recipient} को ईमेल करेंगे, और कोड के साथ इसकी एक प्रति आपको भेजेंगे, छापने या हाथ में देने के लिए।",
  "Gift cards are not goods: no tax invoice is issued for the card. The GST is charged on what it buys.":
    "गिफ़्ट कार्ड कोई सामान नहीं है: कार्ड का टैक्स इनवॉइस नहीं बनता। जीएसटी उससे खरीदे गए सामान पर लगता है।",
  "Your gift card is paid": "आपके गिफ़्ट कार्ड का भुगतान हो गया",
  "{amount} to spend at {shop}, with this code:": "{shop} पर खर्च करने के लिए {amount}, इस कोड से:",
  "Valid until {date}. Enter the code at checkout: it pays what it can of your order, and what is left stays on the card for next time.":
    "{date} तक मान्य। चेकआउट पर कोड लिखें: यह आपके ऑर्डर का जितना हो सके उतना भुगतान करता है, और जो बचता है वह अगली बार के लिए कार्ड पर रहता है।",
  "Valid until {date}. Enter the code at checkout.": "{date} तक मान्य। चेकआउट पर कोड लिखें।",
  "Start shopping": "खरीदारी शुरू करें",
  "Check the balance or print the card at {link}.": "बची राशि देखें या कार्ड छापें: {link}।",
  "Check the balance or print the card: {link}": "बची राशि देखें या कार्ड छापें: {link}",
  "Keep this code private: anyone who has it can spend the card.":
    "यह कोड किसी को न बताएँ: जिसके पास यह कोड है, वह कार्ड खर्च कर सकता है।",
  "{from} sent you a {amount} {shop} gift card": "{from} ने आपको {amount} का {shop} गिफ़्ट कार्ड भेजा है",
  "Hello {recipient}, {from} sent you a gift card.": "नमस्ते {recipient}, {from} ने आपको एक गिफ़्ट कार्ड भेजा है।",
  "A gift card for you": "आपके लिए एक गिफ़्ट कार्ड",
  "Your {amount} gift card for {recipient} is on its way": "{recipient} के लिए आपका {amount} का गिफ़्ट कार्ड भेज दिया गया है",
  "Hello {buyer}, we have just e-mailed your gift card to {recipient}. Here is a copy, to print or hand over.":
    "नमस्ते {buyer}, हमने अभी-अभी आपका गिफ़्ट कार्ड {recipient} को ईमेल किया है। यह रही उसकी एक प्रति, छापने या हाथ में देने के लिए।",
  "Your gift card is sent": "आपका गिफ़्ट कार्ड भेज दिया गया",
  // subscribe and save (subscriptions/mail.ts), in the subscription's language
  [cadenceLabel(1)]: "हर महीने",
  [cadenceLabel(2)]: "हर 2 महीने",
  [cadenceLabel(3)]: "हर 3 महीने",
  "{amount} will be charged on {date} for your {shop} subscription S-{number}":
    "आपकी {shop} सदस्यता S-{number} के लिए {date} को {amount} का भुगतान लिया जाएगा",
  "Your next delivery is coming": "आपकी अगली डिलीवरी आ रही है",
  "Hello {name}, your subscription S-{number} ({cadence}) will charge {amount} to your UPI Autopay or card mandate on {date}, and we will send your delivery: {lines}.":
    "नमस्ते {name}, आपकी सदस्यता S-{number} ({cadence}) {date} को आपके UPI ऑटोपे या कार्ड मैंडेट से {amount} लेगी, और हम आपकी डिलीवरी भेजेंगे: {lines}।",
  "Nothing to do if you want it. To skip this delivery, pause or cancel the subscription, use the links below before that date. Cancelling is one click and costs nothing.":
    "अगर आपको यह चाहिए तो कुछ करने की ज़रूरत नहीं। यह डिलीवरी छोड़ने, सदस्यता रोकने या रद्द करने के लिए उस तारीख से पहले नीचे दिए लिंक इस्तेमाल करें। रद्द करना एक क्लिक का काम है और इसका कोई शुल्क नहीं।",
  "Skip this delivery": "यह डिलीवरी छोड़ें",
  "Cancel the subscription": "सदस्यता रद्द करें",
  "Part of your subscription delivery is out of stock (order #{order})":
    "आपकी सदस्यता की डिलीवरी का कुछ सामान स्टॉक में नहीं है (ऑर्डर #{order})",
  "Part of this delivery is out of stock": "इस डिलीवरी का कुछ सामान स्टॉक में नहीं है",
  "Hello {name}, this cycle of your subscription S-{number} was charged, but {lines} was out of stock. We have refunded {amount} for it to your original payment; the rest of order #{order} is on its way.":
    "नमस्ते {name}, आपकी सदस्यता S-{number} के इस चक्र का भुगतान लिया गया, पर {lines} स्टॉक में नहीं था। उसके {amount} हमने आपके मूल भुगतान में लौटा दिए हैं; ऑर्डर #{order} का बाकी सामान रास्ते में है।",
  "Hello {name}, this cycle of your subscription S-{number} was charged, but {lines} were out of stock. We have refunded {amount} for them to your original payment; the rest of order #{order} is on its way.":
    "नमस्ते {name}, आपकी सदस्यता S-{number} के इस चक्र का भुगतान लिया गया, पर {lines} स्टॉक में नहीं थे। उनके {amount} हमने आपके मूल भुगतान में लौटा दिए हैं; ऑर्डर #{order} का बाकी सामान रास्ते में है।",
  "Your subscription goes on as before.": "आपकी सदस्यता पहले की तरह चलती रहेगी।",
  "See your subscription": "अपनी सदस्यता देखें",
  "We could not charge your {shop} subscription S-{number}": "हम आपकी {shop} सदस्यता S-{number} का भुगतान नहीं ले सके",
  "Your payment did not go through": "आपका भुगतान पूरा नहीं हुआ",
  "Hello {name}, the charge for your subscription S-{number} did not go through. Your bank will try again over the next days.":
    "नमस्ते {name}, आपकी सदस्यता S-{number} का भुगतान पूरा नहीं हुआ। आपका बैंक अगले कुछ दिनों में फिर कोशिश करेगा।",
  "If your UPI id or card has changed, update the payment method with the link below.":
    "अगर आपकी UPI आईडी या कार्ड बदल गया है, तो नीचे दिए लिंक से भुगतान का तरीका बदलें।",
  "If your UPI id or card has changed, cancel this subscription and start a new one with the new payment method.":
    "अगर आपकी UPI आईडी या कार्ड बदल गया है, तो यह सदस्यता रद्द करें और नए भुगतान तरीके से नई सदस्यता शुरू करें।",
  "Update the payment method": "भुगतान का तरीका बदलें",
  "Your {shop} subscription S-{number} has stopped": "आपकी {shop} सदस्यता S-{number} बंद हो गई है",
  "Your subscription has stopped": "आपकी सदस्यता बंद हो गई है",
  "Hello {name}, the charges for your subscription S-{number} failed every time the bank tried, so it has stopped. No further money will be taken and no further deliveries sent.":
    "नमस्ते {name}, बैंक की हर कोशिश पर आपकी सदस्यता S-{number} का भुगतान विफल रहा, इसलिए यह बंद हो गई है। अब न कोई पैसा लिया जाएगा और न कोई डिलीवरी भेजी जाएगी।",
  "You can start a new subscription from the product page whenever you like.":
    "आप जब चाहें उत्पाद के पेज से नई सदस्यता शुरू कर सकते हैं।",
  "We skipped the {date} delivery of your subscription S-{number}":
    "हमने आपकी सदस्यता S-{number} की {date} की डिलीवरी छोड़ दी",
  "We skipped one delivery": "हमने एक डिलीवरी छोड़ दी",
  "Hello {name}, we could not remind you 24 hours before the charge of {date}, so we skipped that delivery rather than charge you without notice. Nothing was charged for it.":
    "नमस्ते {name}, हम {date} के भुगतान से 24 घंटे पहले आपको याद नहीं दिला सके, इसलिए बिना सूचना के पैसा लेने के बजाय हमने वह डिलीवरी छोड़ दी। उसके लिए कुछ नहीं लिया गया।",
  "Your subscription goes on with the delivery after it.": "आपकी सदस्यता उसके बाद की डिलीवरी से चलती रहेगी।",
};
