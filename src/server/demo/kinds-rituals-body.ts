// Product types of ritual goods and body care: candles, lamps, sage, palo santo, soaps, body oils
// and body butters.
import { bodyCreamFaq, bodyOilFaq, candleFaq, lampFaq, paloSantoFaq, sageFaq, soapFaq } from "./faq-rituals-body.ts";
import type { ProductKind } from "./product-kind.ts";
import { gst } from "./tax-rates.ts";

export const ritualBodyKinds = {
  candle: {
    category: "candle",
    subscribe: { everyMonths: [1, 2, 3], discount: 10 },
    productType: "Candle",
    material: "Soy wax",
    tax: gst.candle,
    intents: ["Rituals", "Manifest", "Home Decor", "Gifting"],
    chakras: ["Heart", "Crown"],
    concerns: ["Stress & Anxiety", "Sleep"],
    healing: {
      first: "Sets a calm, sacred mood for ritual and rest",
      second: "Fragrance from pure essential oils",
      third: "Candle flame for focus during meditation",
      fourth: "Crystal chips to keep once the wax melts",
    },
    variants: [
      { label: "100 g", size: "100 g", factor: 1, weight: "100 g" },
      { label: "200 g", size: "200 g", factor: 1.7, weight: "200 g" },
    ],
    closing:
      "Hand-poured in small batches from natural soy wax with a cotton wick and essential oils, it burns clean and evenly for 20 to 45 hours depending on size. Let the first burn reach the edges, trim the wick to 5 mm, and keep the crystal chips once the wax melts around them.",
    howToUse:
      "Before lighting, hold the candle and speak your intention. Let the first burn last about two hours so the wax melts to the edge. Trim the wick to 5 mm each time, burn no longer than four hours, and never leave the flame unattended.",
    specifications: { Wax: "Soy and coconut blend", Wick: "Lead-free cotton", "Burn time": "20–45 hours" },
    faq: candleFaq,
    packaging: "Gift box with lid",
  },
  lamp: {
    category: "lamp",
    productType: "Lamp",
    material: "Himalayan salt",
    tax: gst.lamp,
    intents: ["Home Decor", "Vastu & Feng Shui", "Cleanse"],
    chakras: ["Root", "Sacral"],
    concerns: ["Sleep", "Stress & Anxiety", "Negative Energy"],
    healing: {
      first: "A warm, amber glow that calms the evening",
      second: "A soothing night light for restful sleep",
      third: "Traditionally kept to clear heavy energy",
      fourth: "A grounding presence in living and work spaces",
    },
    variants: [
      { label: "2–3 kg", size: "2–3 kg", factor: 1, weight: "2–3 kg" },
      { label: "3–5 kg", size: "3–5 kg", factor: 1.45, weight: "3–5 kg" },
    ],
    closing:
      "Each lamp is carved by hand, so its shape and shade are its own. It stands on a polished sheesham wood base and comes with a 15 W bulb, a 1.5 m cable with an on/off switch and an Indian two-pin plug. Switch it on daily in humid weather to keep the salt dry.",
    howToUse:
      "Place it in the living room, bedroom or near screens, away from water. Switch it on for a few hours every day, especially in the monsoon, and wipe it with a dry cloth. Replace the bulb with any 15 W or 25 W E14 bulb.",
    specifications: { Bulb: "15 W E14 included", Cable: "1.5 m with switch, Indian plug", Base: "Sheesham wood" },
    faq: lampFaq,
    packaging: "Padded carton",
  },
  sage: {
    category: "sage",
    subscribe: { everyMonths: [1, 2, 3], discount: 10 },
    productType: "Smudge stick",
    material: "Dried sage",
    tax: gst.smudge,
    intents: ["Cleanse", "Rituals", "Meditation"],
    chakras: ["Crown", "Third Eye"],
    concerns: ["Negative Energy", "Protection", "Stress & Anxiety"],
    healing: {
      first: "Clears stagnant and heavy energy from a space",
      second: "Marks a fresh start: a new home, job or season",
      third: "Cleanses crystals, tools and the aura",
      fourth: "An earthy, herbal scent that clears the mind",
    },
    variants: [
      { label: "Small bundle (4 inch)", size: "4 inch", factor: 1, weight: "20 g" },
      { label: "Large bundle (8 inch)", size: "8 inch", factor: 1.8, weight: "45 g" },
    ],
    closing:
      "Grown and hand-tied by a small farm cooperative, every bundle is dried slowly in the shade to keep its oils and wrapped in natural cotton string. It lights easily and smoulders evenly. A small bundle gives about ten smudging sessions, a large one about twenty.",
    howToUse:
      "Open a window. Light the leafy tip, let it catch, then blow out the flame. Walk clockwise through each room wafting the smoke into corners and doorways, holding a dish for the ash. Press the tip into sand or an abalone shell to put it out.",
    specifications: { Binding: "Natural cotton string", Origin: "Farm grown, hand tied" },
    faq: sageFaq,
    packaging: "Kraft sleeve",
  },
  "palo-santo": {
    category: "palo-santo",
    subscribe: { everyMonths: [1, 2], discount: 10 },
    productType: "Palo santo",
    material: "Palo santo wood",
    tax: gst.smudge,
    intents: ["Cleanse", "Rituals", "Meditation"],
    chakras: ["Crown", "Heart"],
    concerns: ["Negative Energy", "Spiritual Growth", "Stress & Anxiety"],
    healing: {
      first: "Invites in positive energy and good fortune",
      second: "A sweet, citrusy smoke that calms the mind",
      third: "Sparks creativity and inspiration",
      fourth: "Prepares the space for meditation and prayer",
    },
    variants: [
      { label: "5 sticks", size: "5 sticks", factor: 1, weight: "40 g" },
      { label: "10 sticks", size: "10 sticks", factor: 1.8, weight: "80 g" },
    ],
    closing:
      "Our palo santo comes from Peru, made only from fallen branches and trees that died naturally and rested on the forest floor for years, which is when the wood's fragrant oils develop. Each stick is about 10 cm long and lights 8 to 10 times.",
    howToUse:
      "Hold a stick at 45 degrees over a flame for 30 to 60 seconds, let it burn briefly and blow it out. Waft the fragrant smoke around your space, yourself or your crystals. Rest it in a heat-safe dish; it goes out on its own.",
    specifications: { "Stick length": "About 10 cm", Origin: "Peru, naturally fallen wood" },
    faq: paloSantoFaq,
    packaging: "Cotton pouch",
  },
  soap: {
    category: "clay-soap",
    subscribe: { everyMonths: [1, 2, 3], discount: 15 },
    productType: "Handmade soap",
    material: "Handmade soap",
    tax: gst.soap,
    intents: ["Self Care", "Cleanse", "Gifting"],
    chakras: ["Sacral"],
    healing: {
      first: "Cold-processed to keep natural glycerine",
      second: "Essential oils for a calm, uplifting bath",
      third: "Free of SLS, parabens and synthetic colour",
      fourth: "Made in small batches by women artisans",
    },
    variants: [
      { label: "100 g bar", size: "100 g", factor: 1, weight: "100 g" },
      { label: "Pack of 3 (300 g)", size: "3 × 100 g", factor: 2.7, weight: "300 g" },
    ],
    closing:
      "Made in small batches by our women artisans using the cold-process method and cured for four to six weeks, the bar keeps all its natural glycerine. No SLS, no parabens, no synthetic colour. Keep it on a draining dish between uses and a 100 g bar lasts about a month.",
    howToUse:
      "Work the bar into a lather between wet hands, massage it over damp skin for thirty seconds so the botanicals can work, and rinse with lukewarm water. Let it dry on a draining soap dish between uses.",
    specifications: { Method: "Cold process, cured 4–6 weeks", "Free from": "SLS, parabens, synthetic colour" },
    faq: soapFaq,
    packaging: "Recycled paper wrap",
  },
  "body-oil": {
    category: "body-oil",
    productType: "Body oil",
    material: "Botanical oils",
    tax: gst.skincare,
    intents: ["Self Care", "Gifting", "Heal"],
    chakras: ["Heart", "Sacral"],
    healing: {
      first: "Deep nourishment for dry, dull skin",
      second: "A calming ritual of self-massage (abhyanga)",
      third: "Cold-pressed oils rich in vitamin E",
      fourth: "A warm, natural fragrance",
    },
    variants: [
      { label: "50 ml", size: "50 ml", factor: 1, weight: "50 ml" },
      { label: "100 ml", size: "100 ml", factor: 1.7, weight: "100 ml" },
    ],
    closing:
      "Blended by hand in small batches from cold-pressed oils and pure essential oils, it comes in amber glass to protect it from light, with a glass dropper for just the right amount. Free of mineral oil, parabens and synthetic fragrance. Best used within six months of opening.",
    howToUse:
      "Massage a few drops into damp skin straight after your bath. For an Ayurvedic abhyanga, warm the bottle in a cup of hot water and massage from the feet upwards twenty minutes before bathing.",
    specifications: { Bottle: "Amber glass with dropper", "Free from": "Mineral oil, parabens, synthetic fragrance" },
    faq: bodyOilFaq,
    packaging: "Gift carton",
  },
  "body-cream": {
    category: "body-cream",
    productType: "Body butter",
    material: "Natural butters",
    tax: gst.skincare,
    intents: ["Self Care", "Gifting"],
    chakras: ["Heart"],
    healing: {
      first: "Rich, lasting moisture for very dry skin",
      second: "Softens elbows, knees and heels",
      third: "Gentle, natural fragrance",
      fourth: "A few quiet minutes of self-care",
    },
    variants: [
      { label: "100 g", size: "100 g", factor: 1, weight: "100 g" },
      { label: "200 g", size: "200 g", factor: 1.7, weight: "200 g" },
    ],
    closing:
      "Whipped by hand from unrefined butters and cold-pressed oils, it melts on contact with the skin and leaves it soft, never greasy. Packed in a glass jar with a gold lid. No mineral oil, no parabens, no synthetic fragrance. Use within six months of opening.",
    howToUse:
      "Warm a small scoop between your palms and massage it into the skin after the bath, when the skin is still slightly damp. Add a second layer on elbows, knees and heels at night.",
    specifications: { Jar: "Glass with gold lid", "Free from": "Mineral oil, parabens, synthetic fragrance" },
    faq: bodyCreamFaq,
    packaging: "Gift carton",
  },
} satisfies Record<string, ProductKind>;
