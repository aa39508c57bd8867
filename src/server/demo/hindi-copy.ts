// The demo's Hindi copy (decision 0063): every category's Hindi name and a handful of products'
// Hindi name, title and description, so /hi pages show both cases: a product written in Hindi, and
// one still in English (marked lang="en"). Written as a shopper would read it, not word for word.

/** Category names in Hindi, by slug (parents, sub-categories and categories). */
export const hindiCategoryNames: Readonly<Record<string, string>> = {
  "skin-care": "त्वचा की देखभाल",
  "aura-jewels": "ऑरा आभूषण",
  "divine-crystals": "दिव्य क्रिस्टल",
  "sacred-rituals": "पवित्र अनुष्ठान",
  "body-soaps": "नहाने के साबुन",
  "clay-soap": "मिट्टी का साबुन",
  "scrub-soap": "स्क्रब साबुन",
  "therapeutic-soap": "जड़ी-बूटी वाला साबुन",
  "fruit-soap": "फलों का साबुन",
  "body-care": "शरीर की देखभाल",
  "body-oil": "बॉडी ऑयल",
  "body-cream": "बॉडी बटर और क्रीम",
  "crystal-bracelets": "क्रिस्टल ब्रेसलेट",
  "crystal-bracelet": "क्रिस्टल ब्रेसलेट",
  "chakra-bracelet": "चक्र ब्रेसलेट",
  "combo-bracelet": "कॉम्बो ब्रेसलेट",
  wearables: "पहनने के गहने",
  pendant: "पेंडेंट",
  ring: "अंगूठी",
  "tumbles-and-kits": "टम्बल और किट",
  "crystal-tumble": "क्रिस्टल टम्बल",
  "tumble-kits": "टम्बल किट",
  "crystal-decor": "क्रिस्टल सजावट",
  "crystal-tree": "क्रिस्टल वृक्ष",
  "crystal-heart": "क्रिस्टल दिल",
  "zibu-coin": "ज़ीबू सिक्का",
  "healing-tools": "साधना के साधन",
  "crystal-mala": "क्रिस्टल माला",
  "crystal-roller": "क्रिस्टल रोलर",
  "gua-sha": "गुआ शा",
  pendulum: "पेंडुलम",
  "cleansing-tools": "शुद्धि के साधन",
  "charging-crystal": "चार्जिंग क्रिस्टल",
  sage: "सेज",
  "palo-santo": "पालो सैंटो",
  "candles-and-lamps": "मोमबत्तियाँ और दीये",
  candle: "मोमबत्ती",
  lamp: "लैंप",
};

export interface HindiCopy {
  name: string;
  title?: string;
  description?: string;
}

/** Products with Hindi copy, by id; the rest show their English on /hi pages. */
export const hindiProductCopy: Readonly<Record<string, HindiCopy>> = {
  "amethyst-tumble-stone": {
    name: "एमेथिस्ट (कटैला) टम्बल स्टोन",
    title: "ब्राज़ील का पॉलिश किया हुआ एमेथिस्ट, सुकून भरी नींद के लिए",
    description:
      "गहरे जामुनी रंग का एमेथिस्ट, चिकना घिसा हुआ और रोशनी में अपनी चमक के लिए चुना गया। जिन्हें रात में नींद देर से आती है या चिंता घेर लेती है, उन्हें हम सबसे पहले यही क्रिस्टल सुझाते हैं: इसे तकिये के नीचे या सिरहाने की मेज़ पर रखें, और बत्ती बुझाने से पहले कुछ धीमी साँसों तक इसे हाथ में थामें।",
  },
  "rose-quartz-tumble-stone": {
    name: "रोज़ क्वार्ट्ज़ (गुलाबी स्फटिक) टम्बल स्टोन",
    title: "कोमल गुलाबी रोज़ क्वार्ट्ज़, प्रेम का पत्थर",
    description:
      "हल्के गुलाबी रंग का रोज़ क्वार्ट्ज़, साटन जैसी चिकनाई तक घिसा हुआ। इसे अपने साथी की जेब में रख दें, आपसी मेल के लिए शयनकक्ष के दक्षिण-पश्चिम कोने में एक जोड़ा रखें, या आत्म-प्रेम के ध्यान में इसे हाथ में थामें। नई माँ के अस्पताल वाले बैग में हम सबसे ज़्यादा यही पत्थर रखते हैं।",
  },
  "citrine-tumble-stone": {
    name: "सिट्रीन (सुनैला) टम्बल स्टोन",
    title: "सुनहरा सिट्रीन, व्यापारियों का समृद्धि का पत्थर",
    description:
      "धूप-सा सुनहरा सिट्रीन, घिसा और पॉलिश किया हुआ। व्यापारी इसे गल्ले में रखते हैं और फ़्रीलांसर अपनी मेज़ पर; वास्तु में इसकी जगह दक्षिण-पूर्व का कोना है, धन का कोना। अपने पैसों से जुड़े लक्ष्य लिखते समय इसे हाथ में रखें, या इंटरव्यू में साथ ले जाएँ।",
  },
  "clear-quartz-tumble-stone": {
    name: "स्फटिक टम्बल स्टोन",
    title: "हिमालय का पानी-सा साफ़ स्फटिक",
    description:
      "हिमालय की तलहटी से आया पानी-सा साफ़ स्फटिक, चिकना घिसा हुआ। कहते हैं यह जो संकल्प आप इसे सौंपें और आसपास के पत्थरों की ऊर्जा, दोनों को बढ़ाता है, इसलिए हर क्रिस्टल संग्रह में इसकी जगह है। साफ़ सोच के लिए एक पत्थर पढ़ाई की मेज़ पर रखें।",
  },
  "clear-quartz-japa-mala": {
    name: "स्फटिक माला, 108 मनके",
    title: "पानी-से साफ़ 108 स्फटिक मनके, हाथ से गाँठे हुए, हाथीदाँत रंग के फुंदने के साथ",
    description:
      "पानी-से साफ़ स्फटिक के 108 मनके, सूती धागे पर एक-एक करके गाँठे हुए, सुमेरु मनके और हाथीदाँत रंग के फुंदने के साथ। स्फटिक शिव जी का पारंपरिक मनका है और रोज़ के जाप के लिए बना है; जाप के बीच इसे लंबे हार या तीन लपेट वाले ब्रेसलेट की तरह पहनें।",
  },
  "rose-quartz-japa-mala": {
    name: "रोज़ क्वार्ट्ज़ जाप माला, 108 मनके",
    title: "108 रोज़ क्वार्ट्ज़ मनके, हाथ से गाँठे हुए, मैरून फुंदने के साथ",
  },
  "tiger-eye-japa-mala": {
    name: "टाइगर आई जाप माला, 108 मनके",
    title: "स्थिर और एकाग्र जाप के लिए 108 सुनहरे टाइगर आई मनके",
  },
  "amethyst-calm-bracelet": {
    name: "एमेथिस्ट शांति ब्रेसलेट",
    title: "शांत मन और चैन की रातों के लिए ब्राज़ील का उम्दा एमेथिस्ट",
    description:
      "हमारा सबसे पसंदीदा ब्रेसलेट, गहरे बैंगनी ब्राज़ीली एमेथिस्ट से पिरोया गया; हर मनका एक-सा रंग और साफ़पन देखकर चुना गया है, बीच में चाँदी-रंग का एक स्पेसर। इसे उन दिनों पहनें जब विचार आपसे आगे दौड़ते हों: परीक्षा से पहले, लंबी मीटिंग में या जागती रात में।",
  },
};
