// Hindi's words for where a refund goes and when (core/refund-words.ts), English message → Hindi: read
// by the mails (mail/mail-hindi.ts: a Hindi order's cancellation and return mails) and by the Hindi
// pages' catalogue (web/i18n/hi.server.ts: the shopper's timeline in My Account and on /hi/track), so
// a refund is said the same way in both. Server-only: no browser module imports it.

export const hindiRefundWords: Readonly<Record<string, string>> = {
  "{count, plural, one {# working day} other {# working days}}":
    "{count, plural, one {# कार्य दिवस} other {# कार्य दिवस}}",
  "{from} to {to, plural, one {# working day} other {# working days}}":
    "{from} से {to, plural, one {# कार्य दिवस} other {# कार्य दिवस}}",
  "your UPI account {detail}": "आपका UPI खाता {detail}",
  "the UPI account you paid with": "वही UPI खाता जिससे आपने भुगतान किया",
  "your card ({detail})": "आपका कार्ड ({detail})",
  "the card you paid with": "वही कार्ड जिससे आपने भुगतान किया",
  "your {detail} account": "आपका {detail} खाता",
  "the bank account you paid from": "वही बैंक खाता जिससे आपने भुगतान किया",
  "your {detail} wallet": "आपका {detail} वॉलेट",
  "the wallet you paid with": "वही वॉलेट जिससे आपने भुगतान किया",
  "the card, UPI or bank account you paid with": "वही कार्ड, UPI या बैंक खाता जिससे आपने भुगतान किया",
  "your UPI id {upiId}": "आपकी UPI आईडी {upiId}",
  "the UPI id you gave us": "वह UPI आईडी जो आपने हमें दी",
  "{amount} is back in your store credit balance now, ready for your next order.":
    "{amount} अभी आपके स्टोर क्रेडिट बैलेंस में वापस आ गए हैं, आपके अगले ऑर्डर के लिए तैयार।",
  "{amount} is sent to {place}; it usually arrives in {days}.":
    "{amount} यहाँ भेजे जाते हैं: {place}; आम तौर पर ये {days} में पहुँच जाते हैं।",
  "{amount} goes back to {place}; it usually arrives in {days}.":
    "{amount} यहाँ वापस भेजे जाते हैं: {place}; आम तौर पर ये {days} में पहुँच जाते हैं।",
  "{amount} is back on the gift card you paid with, ready to spend again.":
    "{amount} उसी गिफ़्ट कार्ड पर वापस आ गए हैं जिससे आपने भुगतान किया था, फिर से खर्च करने के लिए तैयार।",
  "Refund of {amount} added to your store credit": "{amount} का रिफ़ंड आपके स्टोर क्रेडिट में जोड़ा गया",
  "Refund of {amount} sent to {place}": "{amount} का रिफ़ंड भेजा गया: {place}",
};
