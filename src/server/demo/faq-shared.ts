// FAQ answers every crystal product shares: genuineness, cleansing, energising, gifting, and what
// crystals are not.

export interface Faq {
  question: string;
  answer: string;
}

export const genuine: Faq = {
  question: "Are these natural, genuine crystals?",
  answer:
    "Yes. Every stone is natural and hand-picked by our team from trusted miners and cutters in Jaipur and Khambhat. Because each piece is natural, its colour, markings and size vary a little from the photos: that is the sign of a real stone, not a moulded one.",
};

export const cleanse: Faq = {
  question: "How do I cleanse and recharge it?",
  answer:
    "Leave it overnight on a selenite plate or in the light of the full moon, pass it through sage or palo santo smoke, or ring a singing bowl close to it. Hard stones such as quartz, jasper and aventurine can be rinsed briefly under running water; keep selenite, pyrite and lapis away from water. Cleanse once a month, or whenever it feels heavy.",
};

export const energised: Faq = {
  question: "Does it come energised?",
  answer:
    "Yes. Each piece is cleansed with sage smoke and charged on a selenite plate before it is packed. When it reaches you, hold it in your palm for a minute, breathe slowly and set your own intention: that makes it yours.",
};

export const notMedicine: Faq = {
  question: "Can crystals replace medical treatment?",
  answer:
    "No. Crystals support your intentions, your mood and your well-being routine; they are not medicine. Please keep following any treatment your doctor has advised, and see a doctor for any health concern.",
};

export const gifting: Faq = {
  question: "Can I send it as a gift?",
  answer:
    "Of course. Every order leaves in our kraft gift box with a cotton pouch. Tick gift wrap in the cart (₹50 per item) for ribbon and a handwritten card with your message, and we keep prices off everything inside the box.",
};
