// Hindi's words for the shopper pages of decision 0061's second round (helper branch hindi-pages):
// the listing's filters, the landings' copy, the product page's panels, the contact form, the
// policies, and My Account, wishlist and the content pages. Spread into hi.server.ts's `hindi`.
export const hindiPages: Readonly<Record<string, string>> = {
  // the shop listing and its filters
  "{name} chakra": "{name} चक्र",
  "Made in {name}": "{name} में बना",
  "{n, plural, one {# star} other {# stars}} & up": "{n, plural, one {# स्टार} other {# स्टार}} और ऊपर",
  "Remove filter: {name}": "फ़िल्टर हटाएँ: {name}",
  "{n, plural, one {# product} other {# products}}": "{n, plural, one {# उत्पाद} other {# उत्पाद}}",
  "Show fewer": "कम दिखाएँ",
  "Show all {n}": "सभी {n} दिखाएँ",
  product: "उत्पाद",
  products: "उत्पाद",
  "Free shipping over {price}": "{price} से ऊपर मुफ़्त डिलीवरी",
  "{n} chosen": "{n} चुने गए",
  "Any price": "कोई भी कीमत",
  "Up to {price}": "{price} तक",
  "{price} and above": "{price} और उससे ऊपर",
  "{n, plural, one {# piece} other {# pieces}}": "{n, plural, one {# पीस} other {# पीस}}",
  "Showing 0 results": "0 परिणाम",
  "Showing {first}–{last} of {total, plural, one {# result} other {# results}}":
    "{total, plural, one {# परिणाम} other {# परिणामों}} में से {first}–{last} दिखाए जा रहे हैं",
  "Healing crystals, crystal jewellery, ritual essentials and handmade soaps, made by women artisans in India.":
    "हीलिंग क्रिस्टल, क्रिस्टल के गहने, पूजा-साधना की ज़रूरी चीज़ें और हाथ से बने साबुन, भारत की महिला कारीगरों द्वारा बनाए गए।",
  "All of {name}": "सभी {name}",
  "{name}, page {n}": "{name}, पेज {n}",
  "Show {n, plural, one {# result} other {# results}}": "{n, plural, one {# परिणाम} other {# परिणाम}} देखें",
  "Read Less": "कम पढ़ें",
  "Read More": "और पढ़ें",
  "Handpicked healing crystals, crystal jewellery, ritual essentials and handmade soaps, made by women artisans in India. Prices include all taxes, and shipping is free on orders over {price}.":
    "हाथ से चुने हीलिंग क्रिस्टल, क्रिस्टल के गहने, पूजा-साधना की ज़रूरी चीज़ें और हाथ से बने साबुन, भारत की महिला कारीगरों द्वारा बनाए गए। कीमतों में सभी कर शामिल हैं, और {price} से ऊपर के ऑर्डर पर डिलीवरी मुफ़्त है।",
  "Sattva brings together healing crystals, crystal jewellery, ritual essentials and handmade body care, chosen and made by women artisans across India. Every piece is picked by hand and packed with care, so what reaches you feels as calm as the place it came from. Whether you are beginning a practice or adding to a collection you have loved for years, you will find something here to manifest, cleanse and heal.":
    "सत्त्व में हीलिंग क्रिस्टल, क्रिस्टल के गहने, पूजा-साधना की ज़रूरी चीज़ें और हाथ से बनी शरीर की देखभाल की चीज़ें एक साथ मिलती हैं, जिन्हें पूरे भारत की महिला कारीगर चुनती और बनाती हैं। हर पीस हाथ से चुना और सावधानी से पैक किया जाता है, ताकि आप तक पहुँचने वाली चीज़ उतनी ही शांत लगे जितनी वह जगह जहाँ से वह आई है। चाहे आप साधना शुरू कर रहे हों या बरसों से सँजोए संग्रह में कुछ जोड़ रहे हों, यहाँ आपको संकल्प, शुद्धि और उपचार के लिए कुछ न कुछ मिलेगा।",
  "Bracelets, pendants and rings strung by hand with natural stones: amethyst for a quiet mind, rose quartz for love, citrine and pyrite for abundance, and seven-chakra bracelets for balance. Light enough for every day, meaningful enough to give.":
    "प्राकृतिक पत्थरों से हाथ से पिरोए ब्रेसलेट, पेंडेंट और अँगूठियाँ: शांत मन के लिए एमेथिस्ट, प्रेम के लिए रोज़ क्वार्ट्ज़, समृद्धि के लिए सिट्रीन और पाइराइट, और संतुलन के लिए सात चक्र वाले ब्रेसलेट। रोज़ पहनने लायक हल्के, और तोहफ़े में देने लायक अर्थपूर्ण।",
  "Tumbles and tumble kits, crystal trees and hearts, malas, face rollers, gua sha, pendulums and Zibu coins: crystals to hold in your hand, keep on your desk or altar, and bring into your daily self-care.":
    "टम्बल और टम्बल किट, क्रिस्टल ट्री और दिल, मालाएँ, फ़ेस रोलर, गुआ शा, पेंडुलम और ज़ीबू सिक्के: हाथ में थामने, मेज़ या पूजा-स्थान पर रखने और रोज़ की देखभाल में शामिल करने के लिए क्रिस्टल।",
  "Candles poured by hand, white sage and palo santo for cleansing your space, lamps for evening prayers, and charging crystals such as selenite to keep your stones bright.":
    "हाथ से ढाली मोमबत्तियाँ, घर की शुद्धि के लिए सफ़ेद सेज और पालो सैंटो, शाम की प्रार्थना के लिए दीये, और पत्थरों को चमकदार रखने के लिए सेलेनाइट जैसे चार्जिंग क्रिस्टल।",
  "Clay, scrub, therapeutic and fruit soaps made in small batches without preservatives, with body oils and butters for dry and sensitive skin.":
    "बिना प्रिज़र्वेटिव के थोड़ी-थोड़ी मात्रा में बने क्ले, स्क्रब, थेरेप्यूटिक और फल वाले साबुन, और रूखी व संवेदनशील त्वचा के लिए बॉडी ऑयल और बटर।",
  "Natural crystals, picked one by one; every listing names the stone inside.":
    "प्राकृतिक क्रिस्टल, एक-एक करके चुने हुए; हर उत्पाद पर लिखा है कि उसमें कौन-सा पत्थर है।",
  "Prices include all taxes, and shipping is free on orders over {price}.":
    "कीमतों में सभी कर शामिल हैं, और {price} से ऊपर के ऑर्डर पर डिलीवरी मुफ़्त है।",
  // the category landings
  "View all {name}": "सभी {name} देखें",
  "{name} best sellers": "{name} की सबसे ज़्यादा बिकने वाली चीज़ें",
  "{name} by concern": "ज़रूरत के अनुसार {name}",
  "Small batches": "थोड़ी-थोड़ी मात्रा में",
  "Gentle on skin, kind to the earth": "त्वचा पर कोमल, धरती के अनुकूल",
  "Soaps and body care made by hand with clays, plant oils and fruit, without preservatives. Gentle enough for every day, lovely enough to give.":
    "मिट्टी, वनस्पति तेलों और फलों से हाथ से बने साबुन और शरीर की देखभाल की चीज़ें, बिना प्रिज़र्वेटिव के। रोज़ इस्तेमाल के लिए कोमल, और तोहफ़े में देने लायक सुंदर।",
  "Strung by hand": "हाथ से पिरोए",
  "Wear your intention every day": "अपना संकल्प रोज़ पहनें",
  "Each bracelet is strung by hand on a strong stretch cord, in the bead size that suits you. Pendants and rings are set with natural stones, chosen one by one.":
    "हर ब्रेसलेट मज़बूत इलास्टिक धागे पर हाथ से पिरोया जाता है, उस मनके के आकार में जो आप पर जँचे। पेंडेंट और अँगूठियों में प्राकृतिक पत्थर जड़े हैं, एक-एक करके चुने हुए।",
  Handpicked: "हाथ से चुने",
  "One stone at a time": "एक बार में एक पत्थर",
  "Every crystal is natural, so no two are quite alike. We choose each one for its colour and clarity, and pack it with care so it reaches you as it left us.":
    "हर क्रिस्टल प्राकृतिक है, इसलिए कोई दो बिल्कुल एक जैसे नहीं होते। हम हर एक को उसके रंग और साफ़पन के लिए चुनते हैं, और सावधानी से पैक करते हैं ताकि वह आप तक वैसा ही पहुँचे जैसा हमारे यहाँ से निकला।",
  "Everyday rituals": "रोज़ की साधना",
  "Small rituals for a calmer home": "शांत घर के लिए छोटी-छोटी साधनाएँ",
  "Light a candle, let sage or palo santo carry away the day, and rest your crystals on selenite to charge them overnight.":
    "एक मोमबत्ती जलाएँ, सेज या पालो सैंटो के धुएँ से दिन की थकान दूर करें, और अपने क्रिस्टल रात भर चार्ज होने के लिए सेलेनाइट पर रखें।",
  // the product page: purchase panel, tabs, declarations, shipping, reviews
  "{price} (inclusive of all taxes)": "{price} (सभी करों सहित)",
  "Returns, refunds, exchanges, delivery and warranty: see": "वापसी, रिफ़ंड, बदलाव, डिलीवरी और वारंटी के लिए देखें",
  "Everything about the seller:": "विक्रेता के बारे में सब कुछ:",
  "{price} per {unit}": "{price} प्रति {unit}",
  SKU: "आइटम कोड",
  "Healing chart for {name}": "{name} का हीलिंग चार्ट",
  "Product Description": "उत्पाद विवरण",
  "Product Specification": "उत्पाद की जानकारी",
  "Healing Properties": "हीलिंग गुण",
  "Images of {name}": "{name} की तस्वीरें",
  "Show image {n} of {m}": "{m} में से तस्वीर {n} दिखाएँ",
  "Start moving images": "तस्वीरें चलाएँ",
  "Stop moving images": "तस्वीरें रोकें",
  "Show Less": "कम दिखाएँ",
  "Know More": "और जानें",
  "You receive this exact piece, {grams} g.": "आपको यही पीस मिलेगा, {grams} ग्राम।",
  "You receive this exact piece.": "आपको यही पीस मिलेगा।",
  "Held for another shopper": "दूसरे ग्राहक के लिए रोका गया",
  Sold: "बिक गया",
  "{n, plural, one {# review} other {# reviews}}": "{n, plural, one {# समीक्षा} other {# समीक्षाएँ}}",
  "Free shipping from {price}": "{price} से मुफ़्त डिलीवरी",
  "{n, plural, one {# day} other {# days}} to return": "वापसी के लिए {n, plural, one {# दिन} other {# दिन}}",
  "Not returnable": "वापसी नहीं होगी",
  "Photo {n} from {name}'s review (opens in a new tab)": "{name} की समीक्षा की तस्वीर {n} (नए टैब में खुलेगी)",
  "Video from {name}'s review": "{name} की समीक्षा का वीडियो",
  "Watch {name}'s video on YouTube": "{name} का वीडियो यूट्यूब पर देखें",
  "{title}, by {name}": "{title}, {name} द्वारा",
  "Based on {n, plural, one {# review} other {# reviews}}": "{n, plural, one {# समीक्षा} other {# समीक्षाओं}} के आधार पर",
  "No reviews yet": "अभी कोई समीक्षा नहीं",
  review: "समीक्षा",
  reviews: "समीक्षाएँ",
  "Be the first to review {name}.": "{name} की पहली समीक्षा आप लिखें।",
  "Showing the {shown} latest of {count} reviews.": "{count} समीक्षाओं में से सबसे नई {shown} दिखाई जा रही हैं।",
  "Shipping & returns": "डिलीवरी और वापसी",
  "{label}: choose a variant": "{label}: विकल्प चुनें",
  "(out of stock)": "(स्टॉक में नहीं)",
  "to {place}": "{place} तक",
  "Loading product details...": "उत्पाद की जानकारी आ रही है...",
  "We could not find this product. It may have sold out for good, or the link may be mistyped. Our other pieces are waiting for you.":
    "हमें यह उत्पाद नहीं मिला। हो सकता है यह हमेशा के लिए बिक गया हो, या लिंक गलत लिखा हो। हमारे बाकी पीस आपका इंतज़ार कर रहे हैं।",
  "Domestic Shipping": "देश में डिलीवरी",
  "Free shipping across India on orders of {free} or more.": "{free} या उससे ज़्यादा के ऑर्डर पर पूरे भारत में मुफ़्त डिलीवरी।",
  "Orders below {free} pay a flat {fee} for shipping, whether prepaid or cash on delivery.":
    "{free} से कम के ऑर्डर पर डिलीवरी के लिए एक तय {fee} लगते हैं, चाहे पहले भुगतान करें या कैश ऑन डिलीवरी।",
  "Every order is packed by hand and dispatched within {days} working days.":
    "हर ऑर्डर हाथ से पैक होकर {days} कामकाजी दिनों में भेज दिया जाता है।",
  "Metro cities: delivered {days} days after dispatch.": "मेट्रो शहर: भेजने के {days} दिन बाद डिलीवरी।",
  "Other cities and towns: delivered {days} days after dispatch.": "दूसरे शहर और कस्बे: भेजने के {days} दिन बाद डिलीवरी।",
  "International Shipping": "विदेश में डिलीवरी",
  "We ship worldwide by express courier": "हम एक्सप्रेस कूरियर से पूरी दुनिया में भेजते हैं",
  "Delivery takes {days} business days after dispatch.": "भेजने के बाद डिलीवरी में {days} कामकाजी दिन लगते हैं।",
  "Shipping charges depend on the destination and the parcel's weight, and are shown at checkout.":
    "डिलीवरी शुल्क जगह और पार्सल के वज़न पर निर्भर है, और चेकआउट पर दिखाया जाता है।",
  "Customs duties and import taxes, where a country charges them, are paid by the recipient.":
    "जिस देश में सीमा शुल्क और आयात कर लगते हैं, वहाँ उन्हें पाने वाला चुकाता है।",
  "Return Policy": "वापसी नीति",
  "Not quite right? You can ask to return it within {n, plural, one {# day} other {# days}} of delivery, from My Account.":
    "कुछ ठीक नहीं लगा? डिलीवरी के {n, plural, one {# दिन} other {# दिनों}} के भीतर मेरा खाता से वापसी माँग सकते हैं।",
  "Items must be unused and in their original packaging.": "सामान बिना इस्तेमाल किया और अपनी असली पैकिंग में होना चाहिए।",
  "An item that arrives damaged or is not what you ordered is always replaced or refunded.":
    "जो सामान टूटा-फूटा पहुँचे या जो आपने मँगाया था वह न हो, उसे हमेशा बदला जाता है या पैसे लौटाए जाते हैं।",
  "Refunds reach your original payment method within {days} business days of our receiving the return.":
    "वापसी हमें मिलने के {days} कामकाजी दिनों में रिफ़ंड आपके भुगतान के मूल तरीके में पहुँच जाता है।",
  "This item cannot be returned.": "यह सामान वापस नहीं होता।",
  "Very Good": "बहुत अच्छा",
  Average: "ठीक-ठाक",
  Poor: "खराब",
  "Made in small batches from natural ingredients, without preservatives: colour and scent vary a little from batch to batch.":
    "प्राकृतिक चीज़ों से, बिना प्रिज़र्वेटिव के, थोड़ी-थोड़ी मात्रा में बना: हर बार रंग और खुशबू थोड़ी अलग हो सकती है।",
  "For external use only. Do a patch test before first use and stop using it if irritation occurs.":
    "केवल बाहरी इस्तेमाल के लिए। पहली बार इस्तेमाल से पहले पैच टेस्ट करें, और जलन हो तो इस्तेमाल बंद करें।",
  "Never leave a burning candle, sage or palo santo unattended; keep it away from children, pets and anything that can catch fire.":
    "जलती मोमबत्ती, सेज या पालो सैंटो को कभी अकेला न छोड़ें; इसे बच्चों, पालतू जानवरों और आग पकड़ सकने वाली हर चीज़ से दूर रखें।",
  "Every stone is natural and one of a kind: its colour, size, shape and markings may differ a little from the photographs.":
    "हर पत्थर प्राकृतिक और अनोखा है: उसका रंग, आकार, बनावट और निशान तस्वीरों से थोड़े अलग हो सकते हैं।",
  Size: "साइज़",
  Colour: "रंग",
  Options: "विकल्प",
  "Generic name": "सामान्य नाम",
  "Manufactured by": "निर्माता",
  "Packed by": "पैक करने वाला",
  "Imported by": "आयातक",
  "Net quantity": "शुद्ध मात्रा",
  "Unit sale price": "प्रति इकाई बिक्री मूल्य",
  Dimensions: "माप",
  "Month and year of manufacture": "निर्माण का महीना और साल",
  "Use before": "इससे पहले इस्तेमाल करें",
  "Best before": "इससे पहले उपयोग करना सबसे अच्छा",
  Ingredients: "सामग्री",
  "Batch number": "बैच नंबर",
  "Manufacturing licence number": "निर्माण लाइसेंस नंबर",
  "Customer care": "ग्राहक सेवा",
  "Grievance officer": "शिकायत अधिकारी",
  "Crystals and rituals are traditional practices, not medical treatment; consult a doctor for any health condition.":
    "क्रिस्टल और साधनाएँ पारंपरिक तरीके हैं, इलाज नहीं; किसी भी स्वास्थ्य समस्या के लिए डॉक्टर से सलाह लें।",
  // the contact page and its form (its checks are the schema's messages, shown through t())
  "Send us a message": "हमें संदेश भेजें",
  "All fields are required.": "सभी खाने भरना ज़रूरी है।",
  "Your ticket number: {ticket}. {link} with it and your e-mail.": "आपका टिकट नंबर: {ticket}। इससे और अपने ई-मेल से {link}।",
  "Follow your complaint": "अपनी शिकायत पर नज़र रखें",
  "What is it?": "यह किस बारे में है?",
  "First name": "पहला नाम",
  "Last name": "उपनाम",
  "10-digit mobile number; +91 is fine": "10 अंकों का मोबाइल नंबर; +91 भी चलेगा",
  Subject: "विषय",
  "What is the complaint about?": "शिकायत किस बारे में है?",
  "Choose one": "एक चुनें",
  "e.g. {number}": "जैसे {number}",
  "Needed unless you are signed in: the order placed with this e-mail":
    "साइन इन न हों तो ज़रूरी: इसी ई-मेल से दिया गया ऑर्डर",
  Message: "संदेश",
  SUBMIT: "भेजें",
  "Questions about an order, a crystal or a gift? Call, WhatsApp or write to the Sattva team in New Delhi. We reply within 24 business hours.":
    "ऑर्डर, क्रिस्टल या तोहफ़े के बारे में सवाल? नई दिल्ली में सत्त्व टीम को फ़ोन करें, व्हाट्सऐप करें या लिखें। हम 24 कामकाजी घंटों में जवाब देते हैं।",
  "Mon–Sat, 10 am – 6 pm": "सोम–शनि, सुबह 10 – शाम 6",
  "A question about an order, a crystal that called to you, or a gift you can't decide on: we would love to hear from you.":
    "किसी ऑर्डर के बारे में सवाल हो, कोई क्रिस्टल जो आपको भा गया हो, या कोई तोहफ़ा जिसे चुन न पा रहे हों: हमें आपकी बात सुनकर खुशी होगी।",
  "We reply within {time}.": "हम {time} में जवाब देते हैं।",
  "24 business hours": "24 कामकाजी घंटों",
  "Many answers are waiting in our FAQs: delivery times, cash on delivery, returns and crystal care.":
    "बहुत-से जवाब हमारे सवाल-जवाब में मौजूद हैं: डिलीवरी का समय, कैश ऑन डिलीवरी, वापसी और क्रिस्टल की देखभाल।",
  "New Delhi, India": "नई दिल्ली, भारत",
  "Your message has been sent successfully!": "आपका संदेश भेज दिया गया है!",
  "Something went wrong.": "कुछ गड़बड़ हो गई।",
  "Failed to submit. Please try again later.": "भेजा नहीं जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Please enter your first name": "कृपया अपना पहला नाम लिखें",
  "Please enter your last name": "कृपया अपना उपनाम लिखें",
  "Please enter your phone number": "कृपया अपना फ़ोन नंबर लिखें",
  "Please enter a valid 10-digit mobile number": "कृपया सही 10 अंकों का मोबाइल नंबर लिखें",
  "Please enter a subject": "कृपया विषय लिखें",
  "Please enter your message": "कृपया अपना संदेश लिखें",
  "Your complaint has reached our grievance officer.": "आपकी शिकायत हमारे शिकायत अधिकारी तक पहुँच गई है।",
  "First name is at most 60 characters": "पहला नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो",
  "Last name is at most 60 characters": "उपनाम ज़्यादा से ज़्यादा 60 अक्षरों का हो",
  "Subject is at most 150 characters": "विषय ज़्यादा से ज़्यादा 150 अक्षरों का हो",
  "Message is at most 5000 characters": "संदेश ज़्यादा से ज़्यादा 5000 अक्षरों का हो",
  "A question or message": "कोई सवाल या संदेश",
  "A complaint": "एक शिकायत",
  "An order (delivery, damage, wrong item)": "कोई ऑर्डर (डिलीवरी, टूट-फूट, गलत सामान)",
  "A refund or return": "रिफ़ंड या वापसी",
  "A product or its declarations": "कोई उत्पाद या उसकी घोषणाएँ",
  "My personal data": "मेरा निजी डेटा",
  "Something else": "कुछ और",
  "We have received your complaint. Your ticket number is in the e-mail we just sent.":
    "हमें आपकी शिकायत मिल गई है। आपका टिकट नंबर अभी भेजे गए ई-मेल में है।",
  "Please enter your name": "कृपया अपना नाम लिखें",
  "Please choose what your complaint is about": "कृपया चुनें कि आपकी शिकायत किस बारे में है",
  "Please describe your complaint": "कृपया अपनी शिकायत बताएँ",
  "Please keep your complaint under 5000 characters": "कृपया अपनी शिकायत 5000 अक्षरों से कम रखें",
  "Please enter your order number": "कृपया अपना ऑर्डर नंबर लिखें",
  "Enter your order number, or confirm your e-mail with a code": "अपना ऑर्डर नंबर लिखें, या कोड से अपना ई-मेल पक्का करें",
  "We have e-mailed you a code. It is valid for 10 minutes.": "हमने आपको एक कोड ई-मेल किया है। यह 10 मिनट तक मान्य है।",
  "We could not find an order with this number for this e-mail address.":
    "इस ई-मेल पते के लिए इस नंबर का कोई ऑर्डर नहीं मिला।",
  "No complaint with this ticket number and e-mail address.": "इस टिकट नंबर और ई-मेल पते की कोई शिकायत नहीं है।",
  // the policies page (its text is in code: a faithful Hindi of every paragraph)
  "On this page": "इस पेज पर",
  "{count} working day": "{count} कामकाजी दिन",
  "{count} working days": "{count} कामकाजी दिन",
  "{count} day": "{count} दिन",
  "{count} days": "{count} दिन",
  Dispatch: "रवानगी",
  "then {days} to you": "फिर आप तक {days}",
  "Free over {price}": "{price} से ऊपर मुफ़्त",
  "{price} below that": "उससे कम पर {price}",
  "Returns & exchanges": "वापसी और बदलाव",
  "from delivery": "डिलीवरी से",
  Refunds: "रिफ़ंड",
  "7-10 days": "7-10 दिन",
  "business days after inspection": "जाँच के बाद कामकाजी दिन",
  "4-12 business days": "4-12 कामकाजी दिन",
  "7-10 business days": "7-10 कामकाजी दिन",
  "We pack every order by hand in our studio and hand it to a trusted courier within <b>{days}</b> of the order being placed (orders placed on Sundays and public holidays leave the next working day).":
    "हम हर ऑर्डर अपने स्टूडियो में हाथ से पैक करते हैं और ऑर्डर मिलने के <b>{days}</b> के भीतर भरोसेमंद कूरियर को सौंप देते हैं (रविवार और सार्वजनिक छुट्टियों पर दिए गए ऑर्डर अगले कामकाजी दिन निकलते हैं)।",
  "Metro cities: delivered <b>{days}</b> after dispatch.": "मेट्रो शहर: भेजने के <b>{days}</b> बाद डिलीवरी।",
  "Other cities and towns: delivered <b>{days}</b> after dispatch; remote pin codes can take a little longer.":
    "दूसरे शहर और कस्बे: भेजने के <b>{days}</b> बाद डिलीवरी; दूर-दराज़ के पिन कोड पर थोड़ा ज़्यादा समय लग सकता है।",
  "Shipping is <b>free on orders of {freeFrom} or more</b>; below that a flat {fee} is added at checkout, the same for prepaid and cash-on-delivery orders.":
    "<b>{freeFrom} या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त</b> है; उससे कम पर चेकआउट में एक तय {fee} जुड़ता है, पहले भुगतान वाले और कैश ऑन डिलीवरी दोनों ऑर्डर पर एक जैसा।",
  "Paying on delivery adds {price}.": "डिलीवरी पर भुगतान करने से {price} जुड़ते हैं।",
  "Once your order leaves us you receive an e-mail with the courier's tracking number. The shipping charge is shown on the checkout page before you pay.":
    "ऑर्डर हमारे यहाँ से निकलते ही आपको कूरियर के ट्रैकिंग नंबर के साथ एक ई-मेल मिलता है। डिलीवरी शुल्क भुगतान से पहले चेकआउट पेज पर दिखाया जाता है।",
  "International orders: write to us first at {email}. Express delivery usually takes {days}; charges, duties and taxes are quoted before you pay.":
    "विदेश के ऑर्डर: पहले हमें {email} पर लिखें। एक्सप्रेस डिलीवरी में आम तौर पर {days} लगते हैं; शुल्क, ड्यूटी और कर भुगतान से पहले बता दिए जाते हैं।",
  "You can cancel an order free of charge <b>until it is dispatched</b>: from {account} if you have an account, or by writing to us with your order number, or calling {phone}. A prepaid order is refunded in full to the way you paid.":
    "आप ऑर्डर <b>भेजे जाने तक</b> बिना किसी शुल्क के रद्द कर सकते हैं: खाता हो तो {account} से, या अपने ऑर्डर नंबर के साथ हमें लिखकर, या {phone} पर फ़ोन करके। पहले भुगतान किए गए ऑर्डर का पूरा पैसा उसी तरीके में लौटाया जाता है जिससे आपने भुगतान किया था।",
  "A cash-on-delivery order waits for you to confirm it; one not confirmed within <b>{hours, plural, one {# hour} other {# hours}}</b> is cancelled and nothing is owed.":
    "कैश ऑन डिलीवरी ऑर्डर आपकी पुष्टि का इंतज़ार करता है; <b>{hours, plural, one {# घंटे} other {# घंटों}}</b> में पुष्टि न होने पर वह रद्द हो जाता है और कुछ भी देना नहीं होता।",
  "Once an order has been dispatched it can no longer be cancelled, but you may refuse the parcel at the door or return it under the policy below. We may cancel an order ourselves if an item turns out to be out of stock or cannot be delivered to your pin code; you are then refunded in full and told at once.":
    "ऑर्डर भेज दिए जाने के बाद उसे रद्द नहीं किया जा सकता, लेकिन आप दरवाज़े पर पार्सल लेने से मना कर सकते हैं या नीचे दी गई नीति के तहत उसे लौटा सकते हैं। अगर कोई सामान स्टॉक में न रहे या आपके पिन कोड पर न पहुँचाया जा सके, तो हम खुद ऑर्डर रद्द कर सकते हैं; तब आपको पूरा पैसा लौटाया जाता है और तुरंत बताया जाता है।",
  "Returns and exchanges": "वापसी और बदलाव",
  "You may ask to return or exchange an item <b>within {days} of delivery</b>, unused, with tags and in the original packaging, except for items that cannot be returned: <b>{categories}</b> (each such product page says so).":
    "आप कोई सामान <b>डिलीवरी के {days} के भीतर</b> लौटाने या बदलने को कह सकते हैं, बिना इस्तेमाल किया, टैग के साथ और असली पैकिंग में; उन चीज़ों को छोड़कर जो वापस नहीं होतीं: <b>{categories}</b> (ऐसे हर उत्पाद के पेज पर यह लिखा है)।",
  "You may ask to return or exchange an item <b>within {days} of delivery</b>, unused, with tags and in the original packaging.":
    "आप कोई सामान <b>डिलीवरी के {days} के भीतर</b> लौटाने या बदलने को कह सकते हैं, बिना इस्तेमाल किया, टैग के साथ और असली पैकिंग में।",
  "Damaged, defective or wrong items: tell us within <b>{hours} hours</b> of delivery with a photo of the item and the parcel. We replace the item or refund it in full, and we pay the return shipping.":
    "टूटा-फूटा, खराब या गलत सामान: डिलीवरी के <b>{hours} घंटों</b> के भीतर सामान और पार्सल की तस्वीर के साथ हमें बताएँ। हम सामान बदल देते हैं या पूरा पैसा लौटाते हैं, और वापसी का डिलीवरी खर्च हम देते हैं।",
  "To start a return, open the order in {account} and choose Return or exchange for the item, or write to {email} with your order number.":
    "वापसी शुरू करने के लिए {account} में ऑर्डर खोलें और उस सामान के लिए वापसी या बदलाव चुनें, या अपने ऑर्डर नंबर के साथ {email} पर लिखें।",
  "Please attach a photo or video of the parcel as you opened it.": "कृपया पार्सल खोलते समय की तस्वीर या वीडियो साथ भेजें।",
  "We arrange a pickup where the courier serves your pin code; otherwise we share the address to send it to. Gift wrap and shipping charges are not refunded, except when the item was damaged, defective or wrong.":
    "जहाँ कूरियर आपके पिन कोड पर जाता है, वहाँ हम पिकअप करवाते हैं; नहीं तो भेजने का पता बता देते हैं। गिफ़्ट रैप और डिलीवरी शुल्क वापस नहीं होते, सिवाय तब जब सामान टूटा-फूटा, खराब या गलत हो।",
  "When a returned item reaches us, we inspect it within two working days. Once it passes, your refund is issued <b>within {days}</b>:":
    "लौटाया गया सामान हमारे पास पहुँचने पर हम दो कामकाजी दिनों में उसकी जाँच करते हैं। जाँच में ठीक पाए जाने पर आपका रिफ़ंड <b>{days} के भीतर</b> जारी होता है:",
  "card, UPI and wallet payments go back to the same card, UPI account or wallet;":
    "कार्ड, UPI और वॉलेट से किया भुगतान उसी कार्ड, UPI खाते या वॉलेट में लौटता है;",
  "cash-on-delivery orders are refunded to a bank account or UPI ID you give us.":
    "कैश ऑन डिलीवरी ऑर्डर का पैसा आपके बताए बैंक खाते या UPI आईडी में लौटाया जाता है।",
  "We e-mail you when the refund is issued. Your bank may take a few more days to show it. If an item does not pass inspection (used, damaged after delivery, or missing parts), we tell you why and send it back to you.":
    "रिफ़ंड जारी होने पर हम आपको ई-मेल करते हैं। आपके बैंक को उसे दिखाने में कुछ दिन और लग सकते हैं। अगर कोई सामान जाँच में ठीक न निकले (इस्तेमाल किया हुआ, डिलीवरी के बाद टूटा, या पुर्ज़े गायब), तो हम वजह बताकर उसे आपको वापस भेज देते हैं।",
  "Prices and payment": "कीमतें और भुगतान",
  "All prices are in <b>Indian rupees (₹)</b> and include GST; the struck price is the M.R.P., inclusive of all taxes. The amount you pay is the one shown on the checkout page, worked out by our server from the current prices, your coupon and shipping.":
    "सभी कीमतें <b>भारतीय रुपये (₹)</b> में हैं और उनमें जीएसटी शामिल है; कटी हुई कीमत एम.आर.पी. है, सभी करों सहित। आप वही राशि चुकाते हैं जो चेकआउट पेज पर दिखती है, जिसे हमारा सर्वर मौजूदा कीमतों, आपके कूपन और डिलीवरी शुल्क से निकालता है।",
  "We accept <b>credit and debit cards, UPI and wallets</b> through our payment partner, and cash on delivery. Card details are entered with the payment partner and never reach or stay with us. Optional gift wrap costs {price} per item.":
    "हम अपने भुगतान साझेदार के ज़रिए <b>क्रेडिट और डेबिट कार्ड, UPI और वॉलेट</b> लेते हैं, और कैश ऑन डिलीवरी भी। कार्ड की जानकारी भुगतान साझेदार के यहाँ भरी जाती है और हम तक कभी नहीं पहुँचती, न हमारे पास रहती है। चाहें तो गिफ़्ट रैप हर सामान पर {price} में।",
  "Cash on delivery is open to orders of up to <b>{max}</b> and adds <b>{fee}</b> to the order. Every charge (shipping, gift wrap, cash on delivery) is shown on the checkout page before you place the order.":
    "कैश ऑन डिलीवरी <b>{max}</b> तक के ऑर्डर पर मिलता है और ऑर्डर में <b>{fee}</b> जोड़ता है। हर शुल्क (डिलीवरी, गिफ़्ट रैप, कैश ऑन डिलीवरी) ऑर्डर देने से पहले चेकआउट पेज पर दिखाया जाता है।",
  "Cash on delivery is open to orders of up to <b>{max}</b> at no extra charge. Every charge (shipping, gift wrap, cash on delivery) is shown on the checkout page before you place the order.":
    "कैश ऑन डिलीवरी <b>{max}</b> तक के ऑर्डर पर बिना किसी अतिरिक्त शुल्क के मिलता है। हर शुल्क (डिलीवरी, गिफ़्ट रैप, कैश ऑन डिलीवरी) ऑर्डर देने से पहले चेकआउट पेज पर दिखाया जाता है।",
  "Who may buy": "कौन खरीद सकता है",
  "To place an order you must be <b>18 years or older</b>, or use the shop under the supervision of a parent or legal guardian who accepts these policies and our {terms} on your behalf.":
    "ऑर्डर देने के लिए आपकी उम्र <b>18 साल या उससे ज़्यादा</b> होनी चाहिए, या आप किसी माता-पिता या कानूनी अभिभावक की देखरेख में दुकान इस्तेमाल करें जो आपकी ओर से ये नीतियाँ और हमारी {terms} स्वीकार करते हों।",
  "terms and conditions": "नियम और शर्तें",
  Questions: "सवाल",
  "Write to {email}, call {phone} (Monday to Saturday, 10 am to 6 pm), or use our {form}. We reply within {time}. Many answers are already in our {faq}.":
    "{email} पर लिखें, {phone} पर फ़ोन करें (सोमवार से शनिवार, सुबह 10 से शाम 6 बजे), या हमारा {form} इस्तेमाल करें। हम {time} में जवाब देते हैं। बहुत-से जवाब पहले से हमारे {faq} में हैं।",
  "contact form": "संपर्क फ़ॉर्म",
  "Shipping, returns and refund policies": "डिलीवरी, वापसी और रिफ़ंड नीतियाँ",
  "Dispatch in {dispatch}, free shipping above the threshold, returns and exchanges within {returnDays} days of delivery, refunds within 7-10 business days. Prices in rupees, GST included.":
    "{dispatch} में रवानगी, तय राशि से ऊपर मुफ़्त डिलीवरी, डिलीवरी के {returnDays} दिनों में वापसी और बदलाव, 7-10 कामकाजी दिनों में रिफ़ंड। कीमतें रुपये में, जीएसटी सहित।",
  "a few working days": "कुछ कामकाजी दिनों",
  "Plain answers on how your order reaches you, and what happens if it isn't quite right.":
    "आपका ऑर्डर आप तक कैसे पहुँचता है, और कुछ ठीक न हो तो क्या होता है: सीधे-सादे जवाब।",
  "Last updated {date}": "आखिरी बदलाव {date}",
  "Three products a row": "एक पंक्ति में तीन उत्पाद",
  "Two products a row": "एक पंक्ति में दो उत्पाद",
  "Only {n} left": "सिर्फ़ {n} बचे हैं",
  "In someone’s bag — back at {time} if not bought": "किसी के बैग में है — न खरीदा गया तो {time} पर वापस",
  "In stock": "स्टॉक में है",
  Available: "उपलब्ध",
  "Living with your {name}": "आपका {name}, रोज़ के साथ",
  "{name} (opens full size in a new tab)": "{name} (पूरे आकार में नए टैब में खुलेगी)",
  "Benefits of {name}": "{name} के फ़ायदे",
  "Why choose Sattva": "सत्त्व क्यों चुनें",
  "Ways to cleanse your crystals": "अपने क्रिस्टल शुद्ध करने के तरीके",
  "Who {name} is for": "{name} किसके लिए है",
  "Where and how to wear or use {name}": "{name} कहाँ और कैसे पहनें या इस्तेमाल करें",
  Complaints: "शिकायतें",
  "Support e-mail": "सहायता ई-मेल",
  // wishlist
  Wishlist: "विशलिस्ट",
  "You Have Not Added Any Products In Your Wishlist": "आपने अभी अपनी विशलिस्ट में कोई उत्पाद नहीं जोड़ा है",
  "Manifest, Cleanse, Heal—The {shopName} Way": "संकल्प, शुद्धि, उपचार — {shopName} का तरीका",
  "Saved products": "सहेजे गए उत्पाद",
  "Your saved pieces": "आपके सहेजे पीस",
  // FAQ
  "Orders and shipping": "ऑर्डर और डिलीवरी",
  "When will my order arrive?": "मेरा ऑर्डर कब पहुँचेगा?",
  "We pack every order by hand and dispatch it within {dispatch}. After dispatch, delivery takes {metro} to metro cities and {other} to other cities and towns.":
    "हम हर ऑर्डर हाथ से पैक करके {dispatch} में भेज देते हैं। भेजने के बाद मेट्रो शहरों में डिलीवरी में {metro} और दूसरे शहरों व कस्बों में {other} लगते हैं।",
  "You receive an e-mail with the courier's tracking number as soon as your parcel leaves us.":
    "पार्सल हमारे यहाँ से निकलते ही आपको कूरियर के ट्रैकिंग नंबर के साथ ई-मेल मिलता है।",
  "How much does shipping cost?": "डिलीवरी का कितना खर्च है?",
  "Shipping is free on orders of {freeFrom} or more. Below that, a flat {fee} is added at checkout, the same for prepaid and cash-on-delivery orders.":
    "{freeFrom} या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है। उससे कम पर चेकआउट में एक तय {fee} जुड़ता है, पहले भुगतान वाले और कैश ऑन डिलीवरी दोनों ऑर्डर पर एक जैसा।",
  "Do you ship outside India?": "क्या आप भारत के बाहर भी भेजते हैं?",
  "Yes, on request. Write to us with what you would like and where it should go; we quote express shipping (usually {days}) before you pay. Customs duties in your country are yours to pay.":
    "हाँ, माँगने पर। हमें लिखें कि आपको क्या चाहिए और कहाँ भेजना है; भुगतान से पहले हम एक्सप्रेस डिलीवरी (आम तौर पर {days}) का खर्च बता देते हैं। आपके देश का सीमा शुल्क आपको देना होगा।",
  "Write to us": "हमें लिखें",
  "Can I change or cancel my order?": "क्या मैं अपना ऑर्डर बदल या रद्द कर सकता/सकती हूँ?",
  "Yes, free of charge until it is dispatched: from My Account, or write to us or call with your order number. A prepaid order is refunded in full.":
    "हाँ, भेजे जाने तक बिना शुल्क: मेरा खाता से, या अपने ऑर्डर नंबर के साथ हमें लिखें या फ़ोन करें। पहले भुगतान किए गए ऑर्डर का पूरा पैसा लौटाया जाता है।",
  "Cancellation policy": "रद्द करने की नीति",
  "Cash on delivery and payment": "कैश ऑन डिलीवरी और भुगतान",
  "Is cash on delivery available?": "क्या कैश ऑन डिलीवरी की सुविधा है?",
  "Yes, for orders of up to {max}: choose Pay on Delivery at checkout. You can pay the courier in cash or, where the courier offers it, by UPI at your door.":
    "हाँ, {max} तक के ऑर्डर पर: चेकआउट में डिलीवरी पर भुगतान चुनें। आप कूरियर को नकद दे सकते हैं, या जहाँ कूरियर यह सुविधा दे, अपने दरवाज़े पर UPI से।",
  "Paying on delivery adds {fee} to the order, shown at checkout before you place it.":
    "डिलीवरी पर भुगतान से ऑर्डर में {fee} जुड़ते हैं, जो ऑर्डर देने से पहले चेकआउट में दिखते हैं।",
  "There is no extra fee for cash on delivery.": "कैश ऑन डिलीवरी का कोई अतिरिक्त शुल्क नहीं है।",
  "Please keep the exact amount ready; couriers often cannot give change.":
    "कृपया पूरे छुट्टे पैसे तैयार रखें; कूरियर वाले अक्सर छुट्टे नहीं दे पाते।",
  "Which payment methods do you accept?": "आप किन तरीकों से भुगतान लेते हैं?",
  "Credit and debit cards, UPI (Google Pay, PhonePe, Paytm and others), wallets and net banking through our payment partner, and cash on delivery. Your card details go only to the payment partner, never to us.":
    "हमारे भुगतान साझेदार के ज़रिए क्रेडिट और डेबिट कार्ड, UPI (गूगल पे, फ़ोनपे, पेटीएम वगैरह), वॉलेट और नेट बैंकिंग, और कैश ऑन डिलीवरी। आपके कार्ड की जानकारी सिर्फ़ भुगतान साझेदार के पास जाती है, हमारे पास कभी नहीं।",
  "Do your prices include GST?": "क्या आपकी कीमतों में जीएसटी शामिल है?",
  "Yes. Every price is in rupees and includes GST; the struck price beside it is the M.R.P., inclusive of all taxes. Your invoice shows the tax in each item.":
    "हाँ। हर कीमत रुपये में है और उसमें जीएसटी शामिल है; उसके पास कटी हुई कीमत एम.आर.पी. है, सभी करों सहित। आपके बिल में हर सामान का कर दिखता है।",
  "Can I return or exchange something?": "क्या मैं कोई सामान लौटा या बदल सकता/सकती हूँ?",
  "Yes, within {days} days of delivery, unused and in the original packaging: ask from the order in My Account.":
    "हाँ, डिलीवरी के {days} दिनों के भीतर, बिना इस्तेमाल किया और असली पैकिंग में: मेरा खाता में उस ऑर्डर से माँगें।",
  "These cannot be returned: {categories}.": "ये वापस नहीं होते: {categories}।",
  "Write to us with your order number and we arrange a pickup where the courier serves your pin code.":
    "अपने ऑर्डर नंबर के साथ हमें लिखें; जहाँ कूरियर आपके पिन कोड पर जाता है, हम पिकअप करवा देते हैं।",
  "Returns policy": "वापसी नीति",
  "My order arrived damaged. What now?": "मेरा ऑर्डर टूटा-फूटा पहुँचा। अब क्या करूँ?",
  "We are sorry. Send us a photo of the item and the parcel within {hours} hours of delivery and we will replace it or refund it in full, with the return shipping on us.":
    "हमें खेद है। डिलीवरी के {hours} घंटों के भीतर सामान और पार्सल की तस्वीर भेजें, हम उसे बदल देंगे या पूरा पैसा लौटा देंगे, और वापसी का डिलीवरी खर्च हमारा।",
  "When will I get my refund?": "मुझे रिफ़ंड कब मिलेगा?",
  "Within {days} after the returned item reaches us and passes inspection. Card, UPI and wallet payments go back the way you paid; cash-on-delivery orders are refunded to your bank account or UPI ID.":
    "लौटाया गया सामान हम तक पहुँचने और जाँच में ठीक निकलने के बाद {days} में। कार्ड, UPI और वॉलेट का भुगतान उसी तरीके में लौटता है; कैश ऑन डिलीवरी ऑर्डर का पैसा आपके बैंक खाते या UPI आईडी में।",
  "Crystal care": "क्रिस्टल की देखभाल",
  "How do I cleanse my crystals?": "मैं अपने क्रिस्टल कैसे शुद्ध करूँ?",
  "Pass them through the smoke of sage or palo santo, rest them on a selenite plate overnight, or bathe them in moonlight. Sound works too: a singing bowl or a bell rung nearby.":
    "उन्हें सेज या पालो सैंटो के धुएँ से गुज़ारें, रात भर सेलेनाइट प्लेट पर रखें, या चाँदनी में नहलाएँ। आवाज़ भी काम करती है: पास में सिंगिंग बाउल या घंटी बजाएँ।",
  "Water and salt suit hard stones such as clear quartz and amethyst, but not soft or porous ones such as selenite, calcite, malachite or pyrite: they can crack or dull.":
    "पानी और नमक स्फटिक और एमेथिस्ट जैसे सख़्त पत्थरों के लिए ठीक हैं, पर सेलेनाइट, कैल्साइट, मैलाकाइट या पाइराइट जैसे नरम या छिद्रों वाले पत्थरों के लिए नहीं: वे चटक सकते हैं या फीके पड़ सकते हैं।",
  "How do I charge a crystal and set an intention?": "क्रिस्टल को चार्ज कैसे करें और संकल्प कैसे लें?",
  "After cleansing, hold the crystal in your hands, breathe slowly, and say or think your intention in a simple sentence. Leave it on a windowsill in soft morning light or under the full moon to charge. Keep amethyst, rose quartz and citrine out of strong sun, which fades their colour.":
    "शुद्ध करने के बाद क्रिस्टल को हाथों में लें, धीरे-धीरे साँस लें, और अपना संकल्प एक सरल वाक्य में बोलें या मन में दोहराएँ। चार्ज करने के लिए उसे सुबह की हल्की धूप में खिड़की पर या पूर्णिमा की रात रखें। एमेथिस्ट, रोज़ क्वार्ट्ज़ और सिट्रीन को तेज़ धूप से बचाएँ, उससे उनका रंग फीका पड़ता है।",
  "How do I look after a crystal bracelet?": "क्रिस्टल ब्रेसलेट का ध्यान कैसे रखें?",
  "Take it off before bathing, swimming, exercise or applying perfume and creams. Roll it on and off your wrist rather than stretching the cord, and keep it in its pouch when you are not wearing it.":
    "नहाने, तैरने, कसरत करने या परफ़्यूम और क्रीम लगाने से पहले उसे उतार दें। धागा खींचने के बजाय उसे कलाई पर घुमाकर पहनें और उतारें, और न पहनें तब उसकी थैली में रखें।",
  Authenticity: "असलियत",
  "Are your crystals genuine?": "क्या आपके क्रिस्टल असली हैं?",
  "Yes. Every crystal is natural and handpicked by our team from suppliers we know, and checked by hand before it is packed. We say so plainly when a stone is tumbled, polished or dyed.":
    "हाँ। हर क्रिस्टल प्राकृतिक है, हमारी टीम उसे जाने-पहचाने सप्लायरों से हाथ से चुनती है, और पैक करने से पहले हाथ से जाँचती है। कोई पत्थर टम्बल, पॉलिश या रंगा हुआ हो तो हम साफ़-साफ़ बताते हैं।",
  "Why does my crystal look a little different from the photo?": "मेरा क्रिस्टल तस्वीर से थोड़ा अलग क्यों दिखता है?",
  "No two natural stones are alike. Colour, pattern, inclusions and size vary from piece to piece, and that is how you can tell a real crystal from glass or resin. We photograph representative pieces in daylight.":
    "कोई दो प्राकृतिक पत्थर एक जैसे नहीं होते। रंग, बनावट, अंदर के निशान और आकार हर पीस में अलग होते हैं, और इसी से असली क्रिस्टल को काँच या रेज़िन से अलग पहचाना जाता है। हम दिन की रोशनी में नमूने के पीस की तस्वीरें लेते हैं।",
  "Who makes your products?": "आपके उत्पाद कौन बनाता है?",
  "Our soaps, candles and jewellery are handmade in small batches by women artisans in India, who are paid fairly for their work. Our soaps are preservative-free and our products are never tested on animals.":
    "हमारे साबुन, मोमबत्तियाँ और गहने भारत की महिला कारीगर थोड़ी-थोड़ी मात्रा में हाथ से बनाती हैं, और उन्हें उनके काम का उचित दाम मिलता है। हमारे साबुन बिना प्रिज़र्वेटिव के हैं और हमारे उत्पाद कभी जानवरों पर नहीं परखे जाते।",
  "Our story": "हमारी कहानी",
  "Can you gift-wrap my order?": "क्या आप मेरा ऑर्डर गिफ़्ट रैप कर सकते हैं?",
  "Yes. Tick gift wrap for any item in your cart and we wrap it by hand in recycled paper with a ribbon, for {price} per item.":
    "हाँ। बैग में किसी भी सामान के लिए गिफ़्ट रैप चुनें, हम उसे रिसाइकल्ड कागज़ और रिबन से हाथ से लपेट देंगे, हर सामान पर {price} में।",
  "Can I send a gift straight to someone?": "क्या मैं सीधे किसी को तोहफ़ा भेज सकता/सकती हूँ?",
  "Of course. Enter their address as the shipping address at checkout. Our parcels carry no price or invoice inside, so the surprise stays a surprise; the invoice comes to your e-mail.":
    "बिल्कुल। चेकआउट में डिलीवरी के पते में उनका पता लिखें। हमारे पार्सल के अंदर न कीमत होती है न बिल, इसलिए सरप्राइज़ सरप्राइज़ ही रहता है; बिल आपके ई-मेल पर आता है।",
  "What makes a good gift?": "अच्छा तोहफ़ा क्या रहेगा?",
  "Rose quartz for love and friendship, amethyst for calm and sleep, citrine for a new job or home, and a candle with sage for a housewarming. Our gifting collection gathers favourites in every budget.":
    "प्रेम और दोस्ती के लिए रोज़ क्वार्ट्ज़, शांति और नींद के लिए एमेथिस्ट, नई नौकरी या नए घर के लिए सिट्रीन, और गृहप्रवेश के लिए सेज के साथ एक मोमबत्ती। हमारे तोहफ़ों के संग्रह में हर बजट की पसंदीदा चीज़ें हैं।",
  "Shipping times and charges, cash on delivery, returns and refunds, how to cleanse and charge crystals, authenticity and gift wrap: answers from the Sattva team.":
    "डिलीवरी का समय और शुल्क, कैश ऑन डिलीवरी, वापसी और रिफ़ंड, क्रिस्टल शुद्ध और चार्ज करने का तरीका, असलियत और गिफ़्ट रैप: सत्त्व टीम के जवाब।",
  "Frequently Asked Questions": "अक्सर पूछे जाने वाले सवाल",
  "Quick answers about orders, delivery, returns and caring for your crystals. Can't find yours? We're a message away.":
    "ऑर्डर, डिलीवरी, वापसी और क्रिस्टल की देखभाल पर झटपट जवाब। आपका सवाल नहीं मिला? हम बस एक संदेश दूर हैं।",
  Topics: "विषय",
  "Still wondering?": "अब भी कोई सवाल?",
  "Write to us and a real person will reply within {time}.": "हमें लिखें, {time} में कोई असली इंसान जवाब देगा।",
  // healing
  "Quick templates": "झटपट टेम्पलेट",
  "{name}: four quadrants": "{name}: चार हिस्से",
  "{name} symbol": "{name} का चिह्न",
  "Tap any description to write your own. Your words stay on this page only: nothing is saved or sent, and choosing a template starts its four texts afresh.":
    "अपने शब्द लिखने के लिए किसी भी विवरण पर टैप करें। आपके शब्द सिर्फ़ इसी पेज पर रहते हैं: कुछ भी सहेजा या भेजा नहीं जाता, और टेम्पलेट चुनने पर उसके चारों हिस्से फिर से शुरू होते हैं।",
  "Healing space: a four-part reflection": "हीलिंग स्पेस: चार हिस्सों में आत्म-चिंतन",
  "A quiet page to reflect in four parts: calm energy, intuition, grounding and intention, or a wellness or business template. Write your own words; nothing is saved.":
    "चार हिस्सों में सोचने के लिए एक शांत पेज: शांत ऊर्जा, अंतर्ज्ञान, स्थिरता और संकल्प, या सेहत या व्यापार का टेम्पलेट। अपने शब्द लिखें; कुछ भी सहेजा नहीं जाता।",
  "Healing space": "हीलिंग स्पेस",
  "Four Corners of Calm": "शांति के चार कोने",
  "Pause for a few minutes. Read each corner, then make it yours: rewrite any description in your own words.":
    "कुछ मिनट रुकें। हर कोना पढ़ें, फिर उसे अपना बनाएँ: कोई भी विवरण अपने शब्दों में दोबारा लिखें।",
  "Tools for your practice: grounding stones, sage, palo santo and candles.":
    "आपकी साधना के साधन: स्थिरता देने वाले पत्थर, सेज, पालो सैंटो और मोमबत्तियाँ।",
  "Shop healing crystals": "हीलिंग क्रिस्टल खरीदें",
  "Top left": "ऊपर बाएँ",
  "Top right": "ऊपर दाएँ",
  "Bottom left": "नीचे बाएँ",
  "Bottom right": "नीचे दाएँ",
  "Business Strategy": "व्यापार की रणनीति",
  "Map a plan in four parts: where you are going and what carries you there.":
    "चार हिस्सों में योजना बनाएँ: आप कहाँ जा रहे हैं और आपको वहाँ क्या ले जाएगा।",
  Vision: "लक्ष्य",
  "Where do you want the work to be a year from now? Write the goal in one sentence you would be glad to read aloud.":
    "एक साल बाद आप अपने काम को कहाँ देखना चाहते हैं? लक्ष्य एक ऐसे वाक्य में लिखें जिसे आप खुशी से ज़ोर से पढ़ें।",
  Growth: "बढ़त",
  "Name the two or three moves that will matter most this quarter: a product, a market, a habit. Let the rest wait.":
    "वे दो-तीन कदम लिखें जो इस तिमाही सबसे ज़्यादा मायने रखेंगे: कोई उत्पाद, कोई बाज़ार, कोई आदत। बाकी को इंतज़ार करने दें।",
  People: "लोग",
  "Who helps you get there? Customers, partners, the team. Note what each of them needs from you, and what you need from them.":
    "वहाँ पहुँचने में कौन मदद करता है? ग्राहक, साझेदार, टीम। लिखें कि हर एक को आपसे क्या चाहिए, और आपको उनसे क्या।",
  "Ideas & Risks": "विचार और जोखिम",
  "What could surprise you, for better or worse? List the ideas worth testing and the risks worth watching.":
    "अच्छे या बुरे, किस बात से आप चौंक सकते हैं? परखने लायक विचार और नज़र रखने लायक जोखिम लिखें।",
  "Wellness Framework": "सेहत का ढाँचा",
  "Check in with the four parts of you that need care: body, mind, heart and spirit.":
    "अपने उन चार हिस्सों का हाल जानें जिन्हें देखभाल चाहिए: शरीर, मन, दिल और आत्मा।",
  Body: "शरीर",
  "Sleep, movement, food and water. What does your body ask for this week? Choose one small kindness to give it each day.":
    "नींद, चलना-फिरना, खाना और पानी। इस हफ़्ते आपका शरीर क्या माँग रहा है? रोज़ उसे देने के लिए एक छोटी-सी मेहरबानी चुनें।",
  Mind: "मन",
  "What is taking up room in your thoughts? Write it down, then circle the one thing you can act on today.":
    "आपके विचारों में क्या जगह घेर रहा है? उसे लिख डालें, फिर उस एक बात पर गोला लगाएँ जिस पर आज कुछ कर सकते हैं।",
  "Which relationships fill you up, and which ask too much? Note one person to thank and one boundary to keep.":
    "कौन-से रिश्ते आपको भर देते हैं, और कौन-से बहुत कुछ माँगते हैं? धन्यवाद कहने के लिए एक व्यक्ति और निभाने के लिए एक सीमा लिखें।",
  Spirit: "आत्मा",
  "Ten quiet minutes: prayer, meditation, a walk without your phone. What restores your sense of meaning?":
    "दस शांत मिनट: प्रार्थना, ध्यान, फ़ोन के बिना सैर। आपको जीवन का अर्थ फिर से किससे मिलता है?",
  "Original Template": "मूल टेम्पलेट",
  "A calm space to tune in: settle your energy, listen to your intuition, set an intention.":
    "खुद से जुड़ने की एक शांत जगह: अपनी ऊर्जा को थामें, अपने अंतर्ज्ञान को सुनें, एक संकल्प लें।",
  "Calm Energy": "शांत ऊर्जा",
  "Sit comfortably, hold an amethyst or clear quartz, and breathe in for four counts and out for six. Notice how your body softens.":
    "आराम से बैठें, एमेथिस्ट या स्फटिक हाथ में लें, और चार गिनती तक साँस लें और छह तक छोड़ें। देखें कि आपका शरीर कैसे ढीला होता है।",
  Intuition: "अंतर्ज्ञान",
  "Ask yourself one question and write the first answer that comes, before your thinking mind steps in. Trust the quiet voice.":
    "खुद से एक सवाल पूछें और सोचने वाला मन बीच में आए उससे पहले जो पहला जवाब आए, वह लिख दें। उस शांत आवाज़ पर भरोसा करें।",
  Grounding: "स्थिरता",
  "Feel your feet on the floor. Smudge your space with sage or palo santo, and place a grounding stone such as black tourmaline near you.":
    "ज़मीन पर अपने पैरों को महसूस करें। सेज या पालो सैंटो के धुएँ से अपनी जगह शुद्ध करें, और ब्लैक टूमलाइन जैसा कोई स्थिरता देने वाला पत्थर पास रखें।",
  Intention: "संकल्प",
  "Write one intention in the present tense: I am calm, I am open, I am enough. Light a candle and read it aloud.":
    "वर्तमान काल में एक संकल्प लिखें: मैं शांत हूँ, मैं खुला हूँ, मैं काफ़ी हूँ। एक मोमबत्ती जलाएँ और उसे ज़ोर से पढ़ें।",
  // welcome
  "Welcome to the Sattva circle": "सत्त्व परिवार में आपका स्वागत है",
  "Welcome to Sattva. Explore handpicked crystals, crystal jewellery, rituals and handmade soaps, and make the most of your membership.":
    "सत्त्व में आपका स्वागत है। हाथ से चुने क्रिस्टल, क्रिस्टल के गहने, साधना की चीज़ें और हाथ से बने साबुन देखें, और अपनी सदस्यता का पूरा लाभ उठाएँ।",
  "Welcome to the circle, {name}": "परिवार में आपका स्वागत है, {name}",
  "We're so glad you're here. Everything we make is handpicked or handmade by women artisans in India, with care and intention. Here is where to begin.":
    "आपके आने से हमें बहुत खुशी है। हमारी हर चीज़ भारत की महिला कारीगरों ने ध्यान और संकल्प के साथ हाथ से चुनी या बनाई है। यहाँ से शुरू करें।",
  "Start exploring": "देखना शुरू करें",
  "Find a moment of calm": "शांति का एक पल पाएँ",
  "Begin here": "यहाँ से शुरू करें",
  "Your membership": "आपकी सदस्यता",
  "What's yours as a member": "सदस्य के रूप में आपको क्या मिलता है",
  "A wishlist that follows you": "हर जगह साथ चलने वाली विशलिस्ट",
  "Save the pieces that call to you and find them again on any device.":
    "जो पीस आपको भाएँ उन्हें सहेजें, और किसी भी डिवाइस पर फिर से पाएँ।",
  "Open your wishlist": "अपनी विशलिस्ट खोलें",
  "Orders in one place": "सारे ऑर्डर एक जगह",
  "Follow every order from our studio to your door, with invoices ready to download.":
    "हमारे स्टूडियो से आपके दरवाज़े तक हर ऑर्डर पर नज़र रखें, डाउनलोड के लिए तैयार बिलों के साथ।",
  "Go to My Account": "मेरा खाता पर जाएँ",
  "Member-only offers": "सिर्फ़ सदस्यों के लिए ऑफ़र",
  "Coupons are for members: watch your inbox for seasonal offers and early access.":
    "कूपन सदस्यों के लिए हैं: मौसमी ऑफ़र और सबसे पहले मौका पाने के लिए अपना इनबॉक्स देखते रहें।",
  "Browse the shop": "दुकान देखें",
  // about us
  "Sattva brings you handmade skincare and handpicked healing crystals made by women artisans in India: small batches, honest ingredients, fair work and a calm, intentional way of living.":
    "सत्त्व आपके लिए लाता है भारत की महिला कारीगरों के हाथ से बने त्वचा-देखभाल उत्पाद और हाथ से चुने हीलिंग क्रिस्टल: थोड़ी-थोड़ी मात्रा, ईमानदार सामग्री, उचित मेहनताना और जीने का एक शांत, सोचा-समझा तरीका।",
  "Made by hand, with intention": "हाथ से बना, संकल्प के साथ",
  "Handmade skincare and healing crystals, made by women artisans in India, for a calmer, kinder everyday.":
    "भारत की महिला कारीगरों के हाथ से बने त्वचा-देखभाल उत्पाद और हीलिंग क्रिस्टल, एक शांत और कोमल रोज़मर्रा के लिए।",
  "Where it began": "शुरुआत कहाँ से हुई",
  "From their hands to yours": "उनके हाथों से आपके हाथों तक",
  "Sattva began at a kitchen table, with a batch of neem and turmeric soap and a bowl of tumbled amethyst. We wanted things for our own homes that were honest about what they were made of, and made by people who were treated well.":
    "सत्त्व की शुरुआत रसोई की एक मेज़ पर हुई, नीम और हल्दी के साबुन के एक बैच और टम्बल एमेथिस्ट के एक कटोरे के साथ। हम अपने घरों के लिए ऐसी चीज़ें चाहते थे जो ईमानदारी से बताएँ कि वे किससे बनी हैं, और जिन्हें ऐसे लोग बनाएँ जिनके साथ अच्छा बर्ताव हो।",
  "Today a circle of women artisans across India makes everything we sell. They pour our soaps in small batches without preservatives, string our bracelets by hand, dip our candles and bundle our sage. Each crystal is handpicked, cleansed and checked before it is wrapped for you.":
    "आज पूरे भारत की महिला कारीगरों का एक समूह हमारी हर चीज़ बनाता है। वे बिना प्रिज़र्वेटिव के थोड़ी-थोड़ी मात्रा में हमारे साबुन ढालती हैं, हाथ से ब्रेसलेट पिरोती हैं, मोमबत्तियाँ बनाती हैं और सेज के गट्ठर बाँधती हैं। हर क्रिस्टल आपके लिए लपेटे जाने से पहले हाथ से चुना, शुद्ध और जाँचा जाता है।",
  "When you buy from Sattva, you support their craft and their independence, and you bring home something made slowly and with care.":
    "सत्त्व से खरीदकर आप उनके हुनर और उनकी आत्मनिर्भरता का साथ देते हैं, और घर लाते हैं कुछ ऐसा जो धीरज और प्यार से बना है।",
  "From our collections": "हमारे संग्रह से",
  "Our philosophy": "हमारा दर्शन",
  "{sattva}: purity, harmony, balance": "{sattva}: पवित्रता, सामंजस्य, संतुलन",
  "In Ayurveda and yoga, {sattva} is the quality of clarity and calm, the state in which we feel most like ourselves. Everything we make is meant to bring a little more of it into your day.":
    "आयुर्वेद और योग में {sattva} स्पष्टता और शांति का गुण है, वह अवस्था जिसमें हम सबसे ज़्यादा खुद जैसे महसूस करते हैं। हमारी हर चीज़ इसीलिए बनी है कि आपके दिन में इसका थोड़ा और हिस्सा आए।",
  "What we stand for": "हम किस बात के लिए खड़े हैं",
  "Our values": "हमारे मूल्य",
  "How a piece reaches you": "एक पीस आप तक कैसे पहुँचता है",
  "From the earth to your home": "धरती से आपके घर तक",
  Explore: "देखें",
  "Begin your ritual": "अपनी साधना शुरू करें",
  "Find the crystal, candle or soap that suits you, or ask us: we love to help.":
    "अपने लिए सही क्रिस्टल, मोमबत्ती या साबुन ढूँढें, या हमसे पूछें: मदद करके हमें खुशी होती है।",
  "Shop all products": "सभी उत्पाद देखें",
  "Every piece begins with an intention: yours and the maker's. We help you choose a crystal for what you hope to grow.":
    "हर पीस की शुरुआत एक संकल्प से होती है: आपका और बनाने वाली का। आप जो बढ़ाना चाहते हैं, उसके लिए क्रिस्टल चुनने में हम मदद करते हैं।",
  "Sage, palo santo, clean soaps and quiet rituals clear the space, so there is room for what matters.":
    "सेज, पालो सैंटो, साफ़ साबुन और शांत साधनाएँ जगह को शुद्ध करती हैं, ताकि जो मायने रखता है उसके लिए जगह बने।",
  "Not a promise of miracles, but of small daily moments of care that, over time, bring balance back.":
    "चमत्कार का वादा नहीं, बल्कि देखभाल के छोटे-छोटे रोज़ के पलों का, जो समय के साथ संतुलन लौटा लाते हैं।",
  "Handpicked, one by one": "एक-एक करके हाथ से चुने",
  "Each crystal is chosen by hand for its clarity, colour and feel, then checked again before it is packed.":
    "हर क्रिस्टल उसके साफ़पन, रंग और एहसास के लिए हाथ से चुना जाता है, फिर पैक करने से पहले दोबारा जाँचा जाता है।",
  "Handmade in small batches": "थोड़ी-थोड़ी मात्रा में हाथ से बने",
  "Soaps are cold-processed and cured for weeks; bracelets are strung and knotted by hand.":
    "साबुन कोल्ड-प्रोसेस से बनते हैं और हफ़्तों तक पकाए जाते हैं; ब्रेसलेट हाथ से पिरोए और गाँठे जाते हैं।",
  "Fair work for women artisans": "महिला कारीगरों के लिए उचित काम",
  "The women who make our products set their own hours, are paid fairly and on time, and share in our growth.":
    "हमारे उत्पाद बनाने वाली महिलाएँ अपने काम के घंटे खुद तय करती हैं, उन्हें उचित और समय पर भुगतान मिलता है, और वे हमारी तरक्की में भागीदार हैं।",
  "Nothing to hide": "कुछ भी छिपा नहीं",
  "Preservative-free soaps with every ingredient named. Stones called what they are, dyed or not.":
    "बिना प्रिज़र्वेटिव के साबुन, हर सामग्री का नाम लिखा हुआ। पत्थरों को वही कहा जाता है जो वे हैं, रंगे हों या नहीं।",
  "Kind to living things": "जीवों के प्रति दयालु",
  "Cruelty-free, never tested on animals, packed in recycled paper and cloth pouches with as little plastic as we can.":
    "क्रूरता-मुक्त, कभी जानवरों पर नहीं परखा गया, रिसाइकल्ड कागज़ और कपड़े की थैलियों में पैक, जितना हो सके उतना कम प्लास्टिक।",
  "From Jaipur's stone cutters to Rishikesh's candle makers, we work with the crafts of this country.":
    "जयपुर के पत्थर तराशने वालों से लेकर ऋषिकेश के मोमबत्ती बनाने वालों तक, हम इस देश के हुनर के साथ काम करते हैं।",
  Sourced: "जुटाया",
  "Stones from suppliers we know; oils, clays and wax from Indian farms.":
    "जाने-पहचाने सप्लायरों से पत्थर; भारतीय खेतों से तेल, मिट्टी और मोम।",
  Cleansed: "शुद्ध किया",
  "Every crystal is cleansed with sage and sound before it joins the collection.":
    "संग्रह में शामिल होने से पहले हर क्रिस्टल को सेज और ध्वनि से शुद्ध किया जाता है।",
  Crafted: "गढ़ा",
  "Strung, poured, cut and cured by hand in small batches.": "थोड़ी-थोड़ी मात्रा में हाथ से पिरोया, ढाला, काटा और पकाया।",
  "Packed with care": "सावधानी से पैक",
  "Wrapped by hand in our studio and sent to your door.": "हमारे स्टूडियो में हाथ से लपेटा और आपके दरवाज़े तक भेजा।",
  // seller information
  "Who sells on the shop: legal name, registered address, GSTIN, customer care and the grievance officer's contact.":
    "इस दुकान पर कौन बेचता है: कानूनी नाम, पंजीकृत पता, GSTIN, ग्राहक सेवा और शिकायत अधिकारी का संपर्क।",
  "Who sells": "कौन बेचता है",
  "Legal name": "कानूनी नाम",
  "Registered address": "पंजीकृत पता",
  Website: "वेबसाइट",
  "{shopName}, this shop": "{shopName}, यही दुकान",
  Name: "नाम",
  Designation: "पद",
  "Every complaint is acknowledged within {acknowledge} and resolved within {resolve} of its receipt. You may also approach the National Consumer Helpline (1915) or the consumer commission of your district.":
    "हर शिकायत मिलने के {acknowledge} के भीतर उसकी पावती दी जाती है और {resolve} के भीतर उसका निपटारा होता है। आप राष्ट्रीय उपभोक्ता हेल्पलाइन (1915) या अपने ज़िले के उपभोक्ता आयोग से भी संपर्क कर सकते हैं।",
  "48 hours": "48 घंटों",
  "one month": "एक महीने",
  "What each product declares": "हर उत्पाद क्या बताता है",
  "Every product page lists its declarations: the generic name, country of origin, the manufacturer, packer or importer with their address, the net quantity and its unit sale price, the M.R.P. inclusive of all taxes and, for soaps and skin care, their ingredients, batch, licence and use-before date. Imported goods can be found with the {shop} country-of-origin filter.":
    "हर उत्पाद के पेज पर उसकी घोषणाएँ हैं: सामान्य नाम, मूल देश, निर्माता, पैक करने वाले या आयातक का नाम और पता, शुद्ध मात्रा और प्रति इकाई बिक्री मूल्य, सभी करों सहित एम.आर.पी., और साबुन व त्वचा-देखभाल के लिए उनकी सामग्री, बैच, लाइसेंस और इस्तेमाल की आखिरी तारीख। आयात किया गया सामान {shop} मूल देश वाले फ़िल्टर से ढूँढा जा सकता है।",
  "shop's": "दुकान के",
  "Who you buy from": "आप किससे खरीदते हैं",
  "{shopName} is sold by {legalName}. Here is how to reach us, and whom to write to if something goes wrong.":
    "{shopName} को {legalName} बेचती है। हम तक ऐसे पहुँचें, और कुछ गलत हो तो यहाँ लिखें।",
  Sattva: "सत्त्व",
  sattva: "सत्त्व",
  // the grievance desk
  "How can we find you?": "हम आपको कैसे ढूँढें?",
  "I have an order with Sattva": "मेरा सत्त्व में एक ऑर्डर है",
  "I have no order (for example, about my personal data)": "मेरा कोई ऑर्डर नहीं है (जैसे, मेरे निजी डेटा के बारे में)",
  "We e-mail you a code to confirm the address is yours. Our reply goes to the same address.":
    "यह पक्का करने के लिए कि पता आपका ही है, हम आपको एक कोड ई-मेल करते हैं। हमारा जवाब भी इसी पते पर जाएगा।",
  "E-mail me a new code": "मुझे नया कोड ई-मेल करें",
  "E-mail me a code": "मुझे कोड ई-मेल करें",
  "Code from the e-mail": "ई-मेल में आया कोड",
  "Six letters and digits, valid for 10 minutes": "छह अक्षर और अंक, 10 मिनट तक मान्य",
  "Complaints and grievance officer": "शिकायतें और शिकायत अधिकारी",
  "Raise a complaint with Sattva's grievance officer. We acknowledge every complaint within {acknowledge} and resolve it within {resolve}.":
    "सत्त्व के शिकायत अधिकारी के पास शिकायत दर्ज करें। हम हर शिकायत की पावती {acknowledge} में देते हैं और {resolve} में उसका निपटारा करते हैं।",
  "Request failed. Please try again.": "अनुरोध पूरा नहीं हुआ। कृपया फिर कोशिश करें।",
  "Your ticket: {ticket}": "आपका टिकट: {ticket}",
  "We will acknowledge it by {acknowledge} and resolve it by {resolve} at the latest.":
    "हम {acknowledge} तक इसकी पावती देंगे और ज़्यादा से ज़्यादा {resolve} तक इसका निपटारा करेंगे।",
  "Signed in as {email}. Our reply goes to this address.": "{email} से साइन इन हैं। हमारा जवाब इसी पते पर जाएगा।",
  "Give your e-mail address and the number of your order, so we can find it. No order with us? We e-mail you a code instead.":
    "अपना ई-मेल पता और ऑर्डर नंबर दें, ताकि हम उसे ढूँढ सकें। हमारे यहाँ कोई ऑर्डर नहीं? तो हम आपको एक कोड ई-मेल करेंगे।",
  "Your name": "आपका नाम",
  "Order number (optional)": "ऑर्डर नंबर (चाहें तो)",
  "What is it about?": "यह किस बारे में है?",
  "Your complaint": "आपकी शिकायत",
  "Send complaint": "शिकायत भेजें",
  "Grievance Desk": "शिकायत डेस्क",
  "If something went wrong, tell us. Every complaint is acknowledged within {acknowledge} and resolved within {resolve}.":
    "कुछ गलत हुआ हो तो हमें बताएँ। हर शिकायत की पावती {acknowledge} में दी जाती है और {resolve} में उसका निपटारा होता है।",
  "Our grievance officer": "हमारे शिकायत अधिकारी",
  "As the Consumer Protection (E-Commerce) Rules, 2020 require, we acknowledge a complaint within {acknowledge} and resolve it within {resolve} of receiving it. If you are not satisfied, you may call the National Consumer Helpline on 1915 or file at e-Daakhil. Complaints about your personal data: see our {privacy}.":
    "उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के अनुसार हम शिकायत मिलने के {acknowledge} में उसकी पावती देते हैं और {resolve} में उसका निपटारा करते हैं। संतुष्ट न हों तो आप राष्ट्रीय उपभोक्ता हेल्पलाइन 1915 पर फ़ोन कर सकते हैं या ई-दाखिल पर शिकायत दर्ज कर सकते हैं। अपने निजी डेटा से जुड़ी शिकायतें: हमारी {privacy} देखें।",
  "Follow a complaint": "शिकायत की स्थिति देखें",
  "Ticket number": "टिकट नंबर",
  Show: "दिखाएँ",
  "received {when}": "{when} को मिली",
  "to be resolved by {day}": "{day} तक निपटारा होगा",
  "No reply yet.": "अभी कोई जवाब नहीं।",
  "Raise a complaint": "शिकायत दर्ज करें",
  Received: "मिल गई",
  "Being looked into": "जाँच चल रही है",
  Resolved: "निपट गई",
  "Enter the 6-character code we e-mailed you": "हमारा ई-मेल किया 6 अक्षरों का कोड लिखें",
  "Write the reply the complainant will receive": "वह जवाब लिखें जो शिकायत करने वाले को मिलेगा",
  "A complaint cannot move from this state to that one.": "शिकायत इस स्थिति से उस स्थिति में नहीं जा सकती।",
  // terms and conditions (the text is in code: a faithful Hindi of every paragraph)
  "About these terms": "इन शर्तों के बारे में",
  'These terms govern your use of the {shop} website and every purchase you make on it. {shop} is operated from {location} ("{shop}", "we", "us"). By browsing the shop, creating an account or placing an order you agree to these terms and to our {policies}, which form part of them.':
    'ये शर्तें {shop} वेबसाइट के आपके इस्तेमाल और उस पर की गई हर खरीद पर लागू होती हैं। {shop} का संचालन {location} से होता है ("{shop}", "हम", "हमारा")। दुकान देखकर, खाता बनाकर या ऑर्डर देकर आप इन शर्तों और हमारी {policies} से सहमत होते हैं, जो इन्हीं का हिस्सा हैं।',
  "shipping, return and refund policies": "डिलीवरी, वापसी और रिफ़ंड नीतियों",
  "If you do not agree, please do not use the shop. Nothing in these terms takes away the rights you have as a consumer under the Consumer Protection Act, 2019.":
    "अगर आप सहमत नहीं हैं, तो कृपया दुकान का इस्तेमाल न करें। इन शर्तों में कुछ भी उपभोक्ता संरक्षण अधिनियम, 2019 के तहत उपभोक्ता के रूप में आपके अधिकार नहीं छीनता।",
  "Who may use the shop": "दुकान का इस्तेमाल कौन कर सकता है",
  "You must be 18 years or older and able to enter into a binding contract under the Indian Contract Act, 1872. If you are younger, you may use the shop only under the supervision of a parent or legal guardian who agrees to these terms for you.":
    "आपकी उम्र 18 साल या उससे ज़्यादा होनी चाहिए और आप भारतीय संविदा अधिनियम, 1872 के तहत बाध्यकारी अनुबंध करने के योग्य हों। इससे कम उम्र हो तो आप दुकान का इस्तेमाल सिर्फ़ किसी ऐसे माता-पिता या कानूनी अभिभावक की देखरेख में कर सकते हैं जो आपकी ओर से इन शर्तों से सहमत हों।",
  "Your account": "आपका खाता",
  "Give us true and current details when you register and keep your password to yourself. You are responsible for what is done through your account; tell us at once at {mail} if you think someone else has used it.":
    "खाता बनाते समय हमें सही और ताज़ा जानकारी दें और अपना पासवर्ड किसी को न बताएँ। आपके खाते से जो कुछ होता है उसकी ज़िम्मेदारी आपकी है; अगर लगे कि किसी और ने उसे इस्तेमाल किया है तो तुरंत {mail} पर हमें बताएँ।",
  "We may suspend or close an account that is used for fraud, abuse of offers, or in breach of these terms. You can close your account at any time by writing to us.":
    "जिस खाते का इस्तेमाल धोखाधड़ी, ऑफ़र के दुरुपयोग या इन शर्तों के उल्लंघन में हो, उसे हम निलंबित या बंद कर सकते हैं। आप हमें लिखकर कभी भी अपना खाता बंद कर सकते हैं।",
  "Our products and what we say about them": "हमारे उत्पाद और हम उनके बारे में क्या कहते हैं",
  "Crystals and stones are natural: each piece differs a little in colour, pattern, size and weight from the photographs, and small inclusions or marks are part of their character, not defects. Handmade soaps and candles vary slightly from batch to batch. Sizes and weights are approximate unless stated otherwise.":
    "क्रिस्टल और पत्थर प्राकृतिक हैं: हर पीस रंग, बनावट, आकार और वज़न में तस्वीरों से थोड़ा अलग होता है, और छोटे-मोटे अंदरूनी निशान उनकी पहचान का हिस्सा हैं, कमी नहीं। हाथ से बने साबुन और मोमबत्तियाँ हर बैच में थोड़ी अलग होती हैं। जब तक अलग से न लिखा हो, आकार और वज़न अनुमानित हैं।",
  "<b>The healing, energetic and spiritual properties we describe come from traditional and metaphysical practice. They are not medical claims.</b> Our products are not meant to diagnose, treat, cure or prevent any disease, and they do not replace advice from a doctor or other qualified professional. Read the ingredients of skincare before use and do a patch test; keep candles and smudging tools away from children, pets and anything that can catch fire.":
    "<b>हम जिन हीलिंग, ऊर्जा और आध्यात्मिक गुणों का वर्णन करते हैं, वे पारंपरिक और आध्यात्मिक परंपरा से आते हैं। वे चिकित्सा से जुड़े दावे नहीं हैं।</b> हमारे उत्पाद किसी बीमारी की पहचान, इलाज या रोकथाम के लिए नहीं हैं, और वे डॉक्टर या किसी योग्य विशेषज्ञ की सलाह की जगह नहीं लेते। त्वचा-देखभाल उत्पादों की सामग्री इस्तेमाल से पहले पढ़ें और पैच टेस्ट करें; मोमबत्तियों और धूनी के सामान को बच्चों, पालतू जानवरों और आग पकड़ सकने वाली हर चीज़ से दूर रखें।",
  "Prices are in Indian rupees and include GST. The M.R.P. is shown where it differs from our price. Prices and offers can change without notice, but the price of an order is the one shown on the checkout page when you place it.":
    "कीमतें भारतीय रुपये में हैं और उनमें जीएसटी शामिल है। जहाँ एम.आर.पी. हमारी कीमत से अलग है, वहाँ वह दिखाई जाती है। कीमतें और ऑफ़र बिना सूचना के बदल सकते हैं, पर ऑर्डर की कीमत वही होती है जो ऑर्डर देते समय चेकआउट पेज पर दिखी थी।",
  "You can pay by credit or debit card, UPI, wallet, or cash on delivery where offered. Online payments are handled by our payment partner; we do not see or keep your card details. If a product was listed at a clearly wrong price by mistake, we may cancel the order and refund you in full before it is dispatched.":
    "आप क्रेडिट या डेबिट कार्ड, UPI, वॉलेट से, या जहाँ सुविधा हो वहाँ कैश ऑन डिलीवरी से भुगतान कर सकते हैं। ऑनलाइन भुगतान हमारा भुगतान साझेदार सँभालता है; हम आपके कार्ड की जानकारी न देखते हैं न रखते हैं। अगर गलती से किसी उत्पाद की कीमत साफ़ तौर पर गलत लिखी गई हो, तो हम भेजने से पहले ऑर्डर रद्द करके आपको पूरा पैसा लौटा सकते हैं।",
  Orders: "ऑर्डर",
  "Placing an order is an offer to buy. The contract is formed when we confirm the order by e-mail. We may decline or cancel an order, for instance when an item is out of stock, an address cannot be served or a payment cannot be verified; any amount paid is then refunded in full.":
    "ऑर्डर देना खरीदने का प्रस्ताव है। अनुबंध तब बनता है जब हम ई-मेल से ऑर्डर की पुष्टि करते हैं। हम कोई ऑर्डर मना या रद्द कर सकते हैं, जैसे जब सामान स्टॉक में न हो, पते पर डिलीवरी न हो सके या भुगतान की पुष्टि न हो पाए; तब चुकाई गई पूरी राशि लौटा दी जाती है।",
  "You may cancel an order free of charge until it is dispatched, as our {link} explains.":
    "भेजे जाने तक आप ऑर्डर बिना शुल्क के रद्द कर सकते हैं, जैसा हमारी {link} में बताया गया है।",
  "cancellation policy": "रद्द करने की नीति",
  "Shipping and delivery": "डिलीवरी",
  "We dispatch within {dispatch} and deliver across India in {metro} (metro cities) or {other} (elsewhere) after dispatch. Delivery dates are estimates given in good faith; a courier delay does not let either of us cancel an order that is on its way. Risk in the goods passes to you when they are delivered. The details are in our {link}.":
    "हम {dispatch} में भेजते हैं और भेजने के बाद पूरे भारत में {metro} (मेट्रो शहर) या {other} (बाकी जगहें) में पहुँचाते हैं। डिलीवरी की तारीखें नेकनीयती से दिए गए अनुमान हैं; कूरियर की देरी से हम दोनों में से कोई रास्ते में चल रहा ऑर्डर रद्द नहीं कर सकता। सामान का जोखिम डिलीवरी होते ही आप पर आ जाता है। पूरी जानकारी हमारी {link} में है।",
  "shipping policy": "डिलीवरी नीति",
  "Returns, exchanges and refunds": "वापसी, बदलाव और रिफ़ंड",
  "Returns and exchanges are accepted within {days} days of delivery (except for items whose product page says they cannot be returned), and refunds are issued within {refund} after the returned item passes inspection, as set out in our {link}. Damaged, defective or wrong items are always replaced or refunded.":
    "डिलीवरी के {days} दिनों के भीतर वापसी और बदलाव स्वीकार किए जाते हैं (उन चीज़ों को छोड़कर जिनके उत्पाद पेज पर लिखा है कि वे वापस नहीं होतीं), और लौटाया गया सामान जाँच में ठीक निकलने के बाद {refund} में रिफ़ंड जारी होता है, जैसा हमारी {link} में बताया गया है। टूटा-फूटा, खराब या गलत सामान हमेशा बदला जाता है या उसका पैसा लौटाया जाता है।",
  "returns policy": "वापसी नीति",
  "Coupons and offers": "कूपन और ऑफ़र",
  "Coupons are for signed-in customers, apply to the items total before shipping, and may carry a minimum order value, an expiry date and a limit of one use per customer. A coupon cannot be exchanged for cash or combined with another coupon unless it says so. We may withdraw an offer that is being misused.":
    "कूपन साइन इन किए ग्राहकों के लिए हैं, डिलीवरी शुल्क से पहले सामान के कुल पर लगते हैं, और उनमें न्यूनतम ऑर्डर राशि, आखिरी तारीख और हर ग्राहक के लिए एक बार इस्तेमाल की सीमा हो सकती है। जब तक कूपन पर न लिखा हो, उसे नकद में नहीं बदला जा सकता और न किसी दूसरे कूपन के साथ जोड़ा जा सकता है। जिस ऑफ़र का दुरुपयोग हो रहा हो, उसे हम वापस ले सकते हैं।",
  "Reviews and what you share": "समीक्षाएँ और आप जो साझा करते हैं",
  "Reviews, photos and videos you post must be your own, honest and lawful. You keep the rights in them and allow us to show them on the shop and in our marketing, with your first name. We may decline or remove content that is abusive, misleading, infringes someone's rights or is not about the product. Your e-mail address is never published.":
    "आप जो समीक्षाएँ, तस्वीरें और वीडियो डालें, वे आपके अपने, ईमानदार और कानूनी होने चाहिए। उन पर अधिकार आपका रहता है, और आप हमें उन्हें अपने पहले नाम के साथ दुकान पर और हमारे प्रचार में दिखाने की अनुमति देते हैं। जो सामग्री अपमानजनक, भ्रामक हो, किसी के अधिकारों का उल्लंघन करे या उत्पाद के बारे में न हो, उसे हम मना कर सकते हैं या हटा सकते हैं। आपका ई-मेल पता कभी प्रकाशित नहीं होता।",
  "Intellectual property": "बौद्धिक संपदा",
  "The {shop} name and logo, the website, its text, images and design belong to us or our licensors. You may view and share pages for your own, non-commercial use; anything else needs our written permission.":
    "{shop} का नाम और लोगो, वेबसाइट, उसका पाठ, तस्वीरें और डिज़ाइन हमारे या हमारे लाइसेंसदाताओं के हैं। आप अपने निजी, गैर-व्यावसायिक इस्तेमाल के लिए पेज देख और साझा कर सकते हैं; बाकी हर चीज़ के लिए हमारी लिखित अनुमति चाहिए।",
  "Using the shop fairly": "दुकान का उचित इस्तेमाल",
  "Please do not misuse the shop: no attempts to break into accounts or systems, no automated scraping or ordering, no fraudulent orders or payments, and nothing that disrupts the shop for others. We may block access that does.":
    "कृपया दुकान का दुरुपयोग न करें: खातों या सिस्टम में सेंध लगाने की कोई कोशिश नहीं, स्वचालित तरीके से डेटा निकालना या ऑर्डर देना नहीं, धोखाधड़ी वाले ऑर्डर या भुगतान नहीं, और ऐसा कुछ नहीं जिससे दूसरों के लिए दुकान में रुकावट आए। ऐसा करने वाली पहुँच हम रोक सकते हैं।",
  "Our responsibility to you": "आपके प्रति हमारी ज़िम्मेदारी",
  "We are responsible for delivering what you ordered with reasonable care and skill and as described. If we fail to, you are entitled to a repair, replacement or refund as our policies and the law provide.":
    "आपने जो मँगाया है उसे उचित सावधानी और कुशलता से, और बताए अनुसार पहुँचाने की ज़िम्मेदारी हमारी है। हम ऐसा न कर पाएँ, तो हमारी नीतियों और कानून के अनुसार आप मरम्मत, बदलाव या रिफ़ंड के हकदार हैं।",
  "As far as the law allows, we are not responsible for losses that were not foreseeable, for business losses, or for delays caused by events beyond our reasonable control (such as natural disasters, strikes or courier disruptions). Our total liability for an order is limited to the amount you paid for it. Nothing here limits liability that cannot be limited by law.":
    "कानून जहाँ तक अनुमति देता है, हम उन नुकसानों के ज़िम्मेदार नहीं हैं जिनका पहले से अनुमान नहीं था, व्यावसायिक नुकसानों के, या हमारे उचित नियंत्रण से बाहर की घटनाओं (जैसे प्राकृतिक आपदा, हड़ताल या कूरियर में रुकावट) से हुई देरी के। किसी ऑर्डर के लिए हमारी कुल ज़िम्मेदारी उस राशि तक सीमित है जो आपने उसके लिए चुकाई। यहाँ लिखी कोई बात उस ज़िम्मेदारी को सीमित नहीं करती जिसे कानूनन सीमित नहीं किया जा सकता।",
  "Your personal data": "आपका निजी डेटा",
  "We use your name, contact details, addresses and order history only to run the shop: to deliver your orders, answer your messages, keep your account safe and, if you agree, send you our newsletter. We handle them under the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023; we share them only with the partners who deliver and take payment for your orders, and never sell them. Write to {mail} to see, correct or delete your data.":
    "हम आपका नाम, संपर्क जानकारी, पते और ऑर्डर का इतिहास सिर्फ़ दुकान चलाने के लिए इस्तेमाल करते हैं: आपके ऑर्डर पहुँचाने, आपके संदेशों का जवाब देने, आपका खाता सुरक्षित रखने और, आपकी सहमति हो तो, आपको हमारा न्यूज़लेटर भेजने के लिए। हम इन्हें सूचना प्रौद्योगिकी अधिनियम, 2000 और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत सँभालते हैं; इन्हें सिर्फ़ उन साझेदारों से साझा करते हैं जो आपके ऑर्डर पहुँचाते हैं और उनका भुगतान लेते हैं, और इन्हें कभी बेचते नहीं। अपना डेटा देखने, सुधारने या मिटाने के लिए {mail} पर लिखें।",
  "If something has gone wrong, tell us first at {mail} or call our complaints line on {phone}. Under the Consumer Protection (E-Commerce) Rules, 2020 our grievance officer acknowledges every complaint within {hours} hours and resolves it within {resolve}. You can also {link} and follow it by its ticket number.":
    "कुछ गलत हुआ हो तो पहले हमें {mail} पर बताएँ या हमारी शिकायत लाइन {phone} पर फ़ोन करें। उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के तहत हमारे शिकायत अधिकारी हर शिकायत की पावती {hours} घंटों में देते हैं और {resolve} में उसका निपटारा करते हैं। आप {link} भी कर सकते हैं और उसके टिकट नंबर से उसकी स्थिति देख सकते हैं।",
  "{n} months": "{n} महीनों",
  "raise a complaint online": "ऑनलाइन शिकायत दर्ज",
  "You may also approach the National Consumer Helpline (1915) or the consumer commission of your district.":
    "आप राष्ट्रीय उपभोक्ता हेल्पलाइन (1915) या अपने ज़िले के उपभोक्ता आयोग से भी संपर्क कर सकते हैं।",
  "Law and courts": "कानून और अदालतें",
  "These terms are governed by the laws of India. Disputes that we cannot settle together are subject to the courts at New Delhi, without affecting your right as a consumer to bring a complaint where you live.":
    "ये शर्तें भारत के कानूनों के अधीन हैं। जो विवाद हम मिलकर नहीं सुलझा सकें, वे नई दिल्ली की अदालतों के अधिकार में होंगे, उपभोक्ता के रूप में अपने निवास स्थान पर शिकायत करने के आपके अधिकार पर असर डाले बिना।",
  "Changes to these terms": "इन शर्तों में बदलाव",
  "We may update these terms, for example when the law or our services change. The version shown here, with its date, applies from the day it is published; an order is always governed by the terms in force when it was placed.":
    "हम इन शर्तों को बदल सकते हैं, जैसे जब कानून या हमारी सेवाएँ बदलें। यहाँ दिखाया गया संस्करण, अपनी तारीख के साथ, प्रकाशित होने के दिन से लागू होता है; कोई भी ऑर्डर हमेशा उन शर्तों के अधीन होता है जो उसे देते समय लागू थीं।",
  // the terms page around the text
  "Terms and conditions": "नियम और शर्तें",
  "The terms of using the Sattva shop and buying from it: orders, prices in rupees, delivery, returns, product care, your data and our grievance officer.":
    "सत्त्व दुकान के इस्तेमाल और उससे खरीदने की शर्तें: ऑर्डर, रुपये में कीमतें, डिलीवरी, वापसी, उत्पादों की देखभाल, आपका डेटा और हमारे शिकायत अधिकारी।",
  "The fine print, kindly put": "बारीक बातें, सलीके से",
  "Terms & Conditions": "नियम और शर्तें",
  "What you can expect from us, and what we ask of you, when you shop with Sattva.":
    "सत्त्व से खरीदारी करते समय आप हमसे क्या उम्मीद कर सकते हैं, और हम आपसे क्या चाहते हैं।",
  "Please read these terms before you order. Our {policies} explain the day-to-day details; if anything is unclear, {ask}.":
    "ऑर्डर देने से पहले कृपया ये शर्तें पढ़ें। रोज़मर्रा की बातें हमारी {policies} में हैं; कुछ भी साफ़ न हो तो {ask}।",
  "shipping, returns and refund policies": "डिलीवरी, वापसी और रिफ़ंड नीतियों",
  "ask us": "हमसे पूछें",
  // the privacy notice (a Hindi translation of the same notice version)
  "Privacy notice": "गोपनीयता सूचना",
  "What personal data Sattva keeps, why and for how long, the e-mails you can say yes or no to, your rights over your data and how to complain.":
    "सत्त्व कौन-सा निजी डेटा रखता है, क्यों और कितने समय तक, किन ई-मेल के लिए आप हाँ या ना कह सकते हैं, अपने डेटा पर आपके अधिकार और शिकायत कैसे करें।",
  "A checkout you did not finish as a guest: name, contact, delivery address":
    "मेहमान के रूप में अधूरा छोड़ा गया चेकआउट: नाम, संपर्क, डिलीवरी का पता",
  "Completing that order, or telling you it was cancelled": "वह ऑर्डर पूरा करना, या आपको बताना कि वह रद्द हो गया",
  "{days} days after it was abandoned; then name, contact and address are removed":
    "अधूरा छूटने के {days} दिन बाद तक; फिर नाम, संपर्क और पता हटा दिए जाते हैं",
  "Records of our team viewing or exporting your data": "हमारी टीम द्वारा आपका डेटा देखने या निकालने का रिकॉर्ड",
  "Showing who saw your data and when": "यह दिखाना कि आपका डेटा किसने और कब देखा",
  "{days} days, then deleted": "{days} दिन, फिर मिटा दिया जाता है",
  "Name, e-mail address and mobile number": "नाम, ई-मेल पता और मोबाइल नंबर",
  "Your account, your orders and their e-mails, delivery calls": "आपका खाता, आपके ऑर्डर और उनके ई-मेल, डिलीवरी के फ़ोन",
  "While you have an account; on orders, see below": "जब तक आपका खाता है; ऑर्डर पर, नीचे देखें",
  "Delivery addresses": "डिलीवरी के पते",
  "Delivering your orders; your address book": "आपके ऑर्डर पहुँचाना; आपकी पता-सूची",
  "Until you delete them or your account": "जब तक आप उन्हें या अपना खाता न मिटाएँ",
  "What you ordered, amounts, payment status (never card or UPI details)":
    "आपने क्या मँगाया, राशि, भुगतान की स्थिति (कार्ड या UPI की जानकारी कभी नहीं)",
  "Your order, its invoice, returns and refunds": "आपका ऑर्डर, उसका बिल, वापसी और रिफ़ंड",
  "Eight years for orders with a tax invoice (CGST Act s.36); others until you delete your account":
    "टैक्स इनवॉइस वाले ऑर्डर के लिए आठ साल (सीजीएसटी अधिनियम धारा 36); बाकी तब तक जब तक आप अपना खाता न मिटाएँ",
  "Reviews you write (name, text, photos)": "आपकी लिखी समीक्षाएँ (नाम, पाठ, तस्वीरें)",
  "Showing your review on the product": "उत्पाद पर आपकी समीक्षा दिखाना",
  "Until you delete your account; then shown as “A Sattva customer”":
    "जब तक आप अपना खाता न मिटाएँ; फिर “सत्त्व के एक ग्राहक” के नाम से दिखती है",
  "Messages and complaints you send us": "आपके भेजे संदेश और शिकायतें",
  "Answering you; the grievance desk's record": "आपको जवाब देना; शिकायत डेस्क का रिकॉर्ड",
  "Messages until you delete your account; complaints while needed to resolve them and show how they were handled":
    "संदेश जब तक आप अपना खाता न मिटाएँ; शिकायतें तब तक जब तक उन्हें सुलझाने और यह दिखाने के लिए ज़रूरी हों कि उन्हें कैसे निपटाया गया",
  "Sign-in records: session, device cookie, IP address": "साइन-इन के रिकॉर्ड: सेशन, डिवाइस कुकी, आईपी पता",
  "Keeping your account safe": "आपका खाता सुरक्षित रखना",
  "Sessions end within 30 days; security logs are kept at least one year (DPDP Rules 2025, rule 8(3))":
    "सेशन 30 दिनों में खत्म हो जाते हैं; सुरक्षा लॉग कम से कम एक साल रखे जाते हैं (डीपीडीपी नियम 2025, नियम 8(3))",
  "Who we are": "हम कौन हैं",
  "{shop}, {location}, sells the products on this site and decides what happens with your personal data. Questions about your data go to {dpo}: {email}, {phone}.":
    "{shop}, {location}, इस साइट के उत्पाद बेचता है और तय करता है कि आपके निजी डेटा के साथ क्या होता है। अपने डेटा के बारे में सवाल {dpo} से पूछें: {email}, {phone}।",
  "What we keep, why, and for how long": "हम क्या रखते हैं, क्यों, और कितने समय तक",
  Data: "डेटा",
  "What it is for": "किस लिए",
  "How long": "कितने समय तक",
  For: "किस लिए",
  Kept: "कब तक",
  "E-mails you can say yes or no to": "जिन ई-मेल के लिए आप हाँ या ना कह सकते हैं",
  "Each of these has its own box, never ticked for you, at sign-up, at checkout and in My Account. Saying no changes nothing about your orders.":
    "साइन-अप, चेकआउट और मेरा खाता में इनमें से हर एक का अपना खाना है, जिस पर आपकी ओर से कभी निशान नहीं लगाया जाता। ना कहने से आपके ऑर्डर पर कोई असर नहीं पड़ता।",
  "Data used: {data}": "इस्तेमाल होने वाला डेटा: {data}",
  "<b>To withdraw</b>, use the “Stop these e-mails” link in any of them (one click), or {account}, where each choice is one button. We record each consent with the time, where it was given and this notice's version.":
    "<b>सहमति वापस लेने के लिए</b> इनमें से किसी भी ई-मेल में “ये ई-मेल बंद करें” लिंक इस्तेमाल करें (एक क्लिक), या {account}, जहाँ हर विकल्प एक बटन है। हम हर सहमति को समय, वह कहाँ दी गई और इस सूचना के संस्करण के साथ दर्ज करते हैं।",
  "My Account → Privacy": "मेरा खाता → गोपनीयता",
  "Who else sees it": "इसे और कौन देखता है",
  "Only those who help deliver your order: the courier (name, address, phone), the payment provider (amount, and what you type on its page) and our e-mail service. We do not sell your data or share it for advertising.":
    "सिर्फ़ वे जो आपका ऑर्डर पहुँचाने में मदद करते हैं: कूरियर (नाम, पता, फ़ोन), भुगतान सेवा (राशि, और जो आप उसके पेज पर लिखते हैं) और हमारी ई-मेल सेवा। हम आपका डेटा न बेचते हैं, न विज्ञापन के लिए साझा करते हैं।",
  "Your rights": "आपके अधिकार",
  "<b>See your data</b>: My Account → Privacy → “Download my data” gives you everything we hold about you.":
    "<b>अपना डेटा देखें</b>: मेरा खाता → गोपनीयता → “मेरा डेटा डाउनलोड करें” से आपको वह सब मिलता है जो हमारे पास आपके बारे में है।",
  "<b>Correct it</b>: Edit Information and Address in My Account, or write to {email}.":
    "<b>उसे सुधारें</b>: मेरा खाता में जानकारी बदलें और पता, या {email} पर लिखें।",
  "<b>Erase it</b>: “Delete my account” in My Account → Privacy. Orders with a tax invoice keep your name and delivery address for eight years, as GST law requires; the rest goes.":
    "<b>उसे मिटाएँ</b>: मेरा खाता → गोपनीयता में “मेरा खाता मिटाएँ”। टैक्स इनवॉइस वाले ऑर्डर में आपका नाम और डिलीवरी का पता आठ साल तक रहता है, जैसा जीएसटी कानून कहता है; बाकी सब मिट जाता है।",
  "<b>Withdraw a consent</b> at any time, as above.": "<b>सहमति वापस लें</b> कभी भी, जैसा ऊपर बताया गया है।",
  "<b>Nominate</b> someone to use these rights if you cannot: write to {email}.":
    "<b>किसी को नामित करें</b> जो आपके न कर पाने पर ये अधिकार इस्तेमाल करे: {email} पर लिखें।",
  "How to complain": "शिकायत कैसे करें",
  "Write to us first through the {desk} or to our grievance officer, {officer}, {email}, {phone}. If our answer does not satisfy you, you may complain to the Data Protection Board of India.":
    "पहले हमें {desk} के ज़रिए या हमारे शिकायत अधिकारी {officer} को लिखें, {email}, {phone}। हमारे जवाब से संतुष्ट न हों तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।",
  "grievance desk": "शिकायत डेस्क",
  "Privacy Notice": "गोपनीयता सूचना",
  "What we keep about you, why, for how long, and how you stay in charge of it.":
    "हम आपके बारे में क्या रखते हैं, क्यों, कितने समय तक, और उस पर आपका नियंत्रण कैसे रहता है।",
  "Version {version}": "संस्करण {version}",
  "Your e-mail address.": "आपका ई-मेल पता।",
  "Your e-mail address, first name, orders and wishlist.": "आपका ई-मेल पता, पहला नाम, ऑर्डर और विशलिस्ट।",
  "Your e-mail address and the products in your bag.": "आपका ई-मेल पता और आपके बैग के उत्पाद।",
  "Messages on WhatsApp": "व्हाट्सऐप पर संदेश",
  "The reminders and alerts you said yes to (your bag, a piece back in stock, a request to review what you bought), also on WhatsApp to your mobile number. Reply STOP to end them.":
    "जिन याद दिलाने वाले संदेशों और सूचनाओं के लिए आपने हाँ कहा (आपका बैग, कोई पीस फिर से स्टॉक में, खरीदे सामान की समीक्षा का अनुरोध), वे आपके मोबाइल नंबर पर व्हाट्सऐप पर भी। इन्हें बंद करने के लिए STOP लिखकर जवाब दें।",
  "Your mobile number.": "आपका मोबाइल नंबर।",
  "Your e-mail address, first name and the pieces of the order.": "आपका ई-मेल पता, पहला नाम और ऑर्डर के पीस।",
  "Back-in-stock alerts": "फिर से स्टॉक में आने की सूचना",
  "One e-mail when a sold-out piece you asked about is back, after you confirm the request.":
    "अनुरोध की पुष्टि के बाद, जिस बिके हुए पीस के बारे में आपने पूछा था उसके वापस आने पर एक ई-मेल।",
  "Your e-mail address and the pieces you asked about.": "आपका ई-मेल पता और वे पीस जिनके बारे में आपने पूछा।",
};
