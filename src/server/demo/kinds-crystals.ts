// Product types of crystals and jewellery: tumbles, kits, trees, hearts, Zibu coins, malas, rollers,
// gua sha, pendulums, charging crystals, bracelets, pendants and rings.
import {
  braceletFaq,
  chargingFaq,
  guaShaFaq,
  heartFaq,
  malaFaq,
  pendantFaq,
  pendulumFaq,
  ringFaq,
  rollerFaq,
  treeFaq,
  tumbleFaq,
  tumbleKitFaq,
  zibuFaq,
} from "./faq-crystals.ts";
import type { ProductKind } from "./product-kind.ts";
import { gst } from "./tax-rates.ts";

const giftBox = "Kraft gift box with cotton pouch and stone card";

export const crystalKinds = {
  bracelet: {
    category: "crystal-bracelet",
    productType: "Bracelet",
    material: "Crystals",
    tax: gst.stoneArticle,
    intents: ["Daily Wear", "Heal", "Manifest", "Gifting"],
    variants: [
      { label: "6 mm beads", size: "6 mm", factor: 0.85, weight: "12 g" },
      { label: "8 mm beads", size: "8 mm", factor: 1, weight: "18 g" },
      { label: "10 mm beads", size: "10 mm", factor: 1.25, weight: "28 g" },
    ],
    closing:
      "Each bead is natural, hand-polished and strung by our women artisans in Jaipur on double stretch cord that slips easily over the hand. It is cleansed with sage and charged on selenite before it leaves us, and arrives in a kraft gift box with a cotton pouch and a card about the stone.",
    howToUse:
      "Hold the bracelet in your palm, close your eyes and set one clear intention. Wear it on the left wrist to receive the stone's energy or on the right to act on it. Take it off to bathe, swim or sleep, and cleanse it on a selenite plate once a month.",
    specifications: { "Fits wrist": "6–7 inches (15–18 cm), stretchable", Closure: "Double elastic cord, no clasp" },
    faq: braceletFaq,
    packaging: giftBox,
  },
  pendant: {
    category: "pendant",
    productType: "Pendant",
    material: "Crystals",
    tax: gst.imitationJewellery,
    intents: ["Daily Wear", "Heal", "Gifting"],
    variants: [
      { label: "With 18-inch chain", size: "18 inch chain", factor: 1, weight: "9 g" },
      { label: "With black cotton cord", size: "Adjustable cord", factor: 0.85, weight: "7 g" },
    ],
    closing:
      "The stone is cut and polished by hand, then set in a secure bezel so it sits close to the heart chakra. It comes with an 18-inch chain and 2-inch extender or an adjustable cotton cord, cleansed and charged, in a kraft gift box with a card about the stone.",
    howToUse:
      "Wear it against the skin, close to the heart, so the stone stays with you through the day. Touch it when you need to return to your intention. Take it off before bathing and sleeping, and cleanse it monthly on selenite or in moonlight.",
    specifications: { "Chain length": "18 inches + 2-inch extender", Setting: "Hand-set bezel" },
    faq: pendantFaq,
    packaging: giftBox,
  },
  ring: {
    category: "ring",
    productType: "Ring",
    material: "Crystals",
    tax: gst.imitationJewellery,
    intents: ["Daily Wear", "Gifting", "Self Care"],
    variants: [
      { label: "Size 10", size: "10", factor: 1, weight: "4 g" },
      { label: "Size 13", size: "13", factor: 1, weight: "4 g" },
      { label: "Size 16", size: "16", factor: 1, weight: "5 g" },
    ],
    closing:
      "Each ring is made by hand in Jaipur, the natural stone set in a smooth bezel that keeps it snug against the finger. Small inclusions and shifts of colour make every stone its own. It arrives cleansed and charged, in a kraft gift box with a ring pouch and a card about the stone.",
    howToUse:
      "Slip it on in the morning with a simple intention for the day. Take it off before washing hands, applying cream or working out, and store it in its pouch. Wipe the metal with a soft cloth and cleanse the stone in moonlight once a month.",
    specifications: { Sizes: "Indian sizes 10, 13, 16", Finish: "High polish" },
    faq: ringFaq,
    packaging: "Kraft gift box with ring pouch",
  },
  tumble: {
    category: "crystal-tumble",
    productType: "Tumble stone",
    material: "Crystals",
    tax: gst.looseStone,
    intents: ["Heal", "Manifest", "Meditation", "Self Care"],
    variants: [
      { label: "1 piece", size: "1 piece", factor: 1, weight: "10–15 g" },
      { label: "3 pieces", size: "3 pieces", factor: 2.6, weight: "35–45 g" },
      { label: "5 pieces", size: "5 pieces", factor: 4, weight: "60–75 g" },
    ],
    closing:
      "Tumbles are small, smooth stones, about 2 to 3 cm, polished for weeks in a tumbling drum until they feel like river pebbles. They fit a pocket, a purse or a pillowcase. Each is natural, so colour and markings vary, and each is cleansed and charged before it reaches you.",
    howToUse:
      "Hold the stone in your left hand during meditation or journaling, keep it in your pocket through the day, or place it under your pillow at night. Set it where you will see it often: each glance is a small reminder of your intention.",
    specifications: { Size: "2–3 cm per stone", Finish: "Tumble polished" },
    faq: tumbleFaq,
    packaging: "Cotton drawstring pouch with stone card",
  },
  "tumble-kit": {
    category: "tumble-kits",
    productType: "Tumble kit",
    material: "Crystals",
    tax: gst.looseStone,
    intents: ["Heal", "Meditation", "Gifting", "Manifest"],
    variants: [{ label: "Kit", size: "Kit", factor: 1, weight: "90–120 g" }],
    closing:
      "The stones arrive together in a cotton drawstring pouch with a printed guide card that explains each stone and a simple ritual to begin with. Every tumble is natural and hand-picked, about 2 cm across, cleansed with sage and charged on selenite before it is packed.",
    howToUse:
      "Lay the stones out and hold each one for a moment, noticing how it feels. Use them together in a crystal grid, place them on the body during meditation, or carry one each day according to what you need. Keep them in their pouch between uses.",
    specifications: { Contents: "One tumble of each stone, guide card, cotton pouch", Size: "About 2 cm per stone" },
    faq: tumbleKitFaq,
    packaging: "Cotton drawstring pouch with guide card",
  },
  tree: {
    category: "crystal-tree",
    productType: "Gem tree",
    material: "Crystals",
    tax: gst.stoneArticle,
    intents: ["Home Decor", "Vastu & Feng Shui", "Manifest", "Gifting"],
    variants: [
      { label: "Small (5 inch)", size: "5 inch", factor: 1, weight: "180 g" },
      { label: "Medium (8 inch)", size: "8 inch", factor: 1.6, weight: "350 g" },
    ],
    closing:
      "Every tree is shaped by hand from copper wire, its branches twisted around hundreds of natural crystal chips, and set on a weighted stone base so it stands steady on a desk or shelf. No two trees are alike. It arrives cleansed and charged, boxed and padded for safe travel.",
    howToUse:
      "Place the tree where its intention belongs, following vastu: wealth trees in the south-east, love trees in the south-west of the bedroom, health and growth trees in the east. Dust it with a soft brush and smudge it with sage once a month.",
    specifications: { Wire: "Copper, hand-wrapped", Base: "Weighted natural stone" },
    faq: treeFaq,
    packaging: "Padded gift box",
  },
  heart: {
    category: "crystal-heart",
    productType: "Crystal heart",
    material: "Crystals",
    tax: gst.stoneArticle,
    intents: ["Gifting", "Heal", "Self Care", "Home Decor"],
    variants: [
      { label: "40 mm", size: "40 mm", factor: 1, weight: "35 g" },
      { label: "50 mm", size: "50 mm", factor: 1.4, weight: "65 g" },
      { label: "60 mm", size: "60 mm", factor: 1.9, weight: "110 g" },
    ],
    closing:
      "Each heart is carved from a single piece of natural stone and polished by hand until it is smooth, rounded and pleasant to hold. The smallest size fits the palm as a worry stone; the larger ones sit beautifully on a bedside table or altar. Cleansed, charged and gift-boxed.",
    howToUse:
      "Hold the heart during meditation, rub your thumb across it when anxious, rest it on your chest while lying down, or keep it on the bedside table as a daily reminder of love. Cleanse it in moonlight once a month.",
    specifications: { Finish: "Hand carved, high polish" },
    faq: heartFaq,
    packaging: giftBox,
  },
  zibu: {
    category: "zibu-coin",
    productType: "Zibu coin",
    material: "Crystals",
    tax: gst.stoneArticle,
    intents: ["Manifest", "Vastu & Feng Shui", "Gifting"],
    variants: [
      { label: "1 coin", size: "1 coin", factor: 1, weight: "10 g" },
      { label: "Set of 3 coins", size: "3 coins", factor: 2.5, weight: "30 g" },
    ],
    closing:
      "Each coin is cut from natural stone, about 3 cm across, and engraved by hand with its Zibu symbol, so the symbol's intention and the stone's energy work together. It slips into a wallet card slot or sits on an altar, and arrives cleansed and charged in a pouch.",
    howToUse:
      "Hold the coin, trace the symbol with a fingertip and repeat your intention three times. Then keep it in your wallet or purse, on your altar, or pinned to your vision board beside the goal it stands for.",
    specifications: { Diameter: "About 3 cm", Engraving: "Hand engraved" },
    faq: zibuFaq,
    packaging: "Velvet pouch with symbol card",
  },
  mala: {
    category: "crystal-mala",
    productType: "Japa mala",
    material: "Crystals",
    tax: gst.stoneArticle,
    intents: ["Meditation", "Rituals", "Daily Wear", "Gifting"],
    variants: [{ label: "108 beads, 8 mm", size: "8 mm", factor: 1, weight: "70 g" }],
    closing:
      "Knotted by hand between every bead on strong cotton thread, the mala has 108 natural beads of 8 mm, a guru bead and a soft cotton tassel. It is long enough to wear as a necklace or wrap three times around the wrist, and is blessed, cleansed and charged before dispatch.",
    howToUse:
      "For japa, hold the mala in the right hand over the middle finger and move one bead with the thumb for each repetition of your mantra, starting beside the guru bead. At the guru bead, turn around instead of crossing it. Between practice, wear it or keep it in its pouch.",
    specifications: { Beads: "108 + 1 guru bead, 8 mm", Thread: "Hand-knotted cotton" },
    faq: malaFaq,
    packaging: "Cotton pouch with japa guide",
  },
  roller: {
    category: "crystal-roller",
    productType: "Face roller",
    material: "Crystals",
    tax: gst.stoneArticle,
    intents: ["Self Care", "Heal", "Gifting"],
    concerns: ["Natural Glow"],
    variants: [
      { label: "Roller", size: "Roller", factor: 1, weight: "110 g" },
      { label: "Roller + gua sha set", size: "Set", factor: 1.6, weight: "170 g" },
    ],
    closing:
      "Both rollers are cut from a single block of natural stone and mounted on a silent, gold-tone frame with securely fixed pins, so the rollers glide rather than rattle. Stone stays naturally cool on the skin. It arrives in a gift box with a velvet pouch and a printed routine.",
    howToUse:
      "After cleansing, press a few drops of face oil into the skin. Roll outwards and upwards from the centre of the face, five or six strokes on each area, using the small roller under the eyes. Five minutes morning or night; chill it in the fridge for puffy mornings.",
    specifications: { Frame: "Gold-tone zinc alloy, squeak-free pins", "Roller length": "5.5 cm and 3 cm" },
    faq: rollerFaq,
    packaging: "Gift box with velvet pouch",
  },
  "gua-sha": {
    category: "gua-sha",
    productType: "Gua sha",
    material: "Crystals",
    tax: gst.stoneArticle,
    intents: ["Self Care", "Heal", "Gifting"],
    concerns: ["Natural Glow"],
    variants: [{ label: "Heart gua sha", size: "8.5 × 6 cm", factor: 1, weight: "55 g" }],
    closing:
      "Cut and hand-polished from a single slab of natural stone, the tool is 5 mm thick with softly bevelled edges: a long curve for the jaw, a notch for the jawline and neck, a short curve for the eyes and a comb edge for massage. It arrives in a velvet pouch with a routine card.",
    howToUse:
      "Apply face oil generously. Hold the tool almost flat to the skin and glide it outwards and upwards with light pressure, three to five strokes per area: the neck first, then the jaw, cheeks, under the eyes and the forehead. Use it three or four times a week.",
    specifications: { Thickness: "5 mm", Edges: "Bevelled, with comb edge" },
    faq: guaShaFaq,
    packaging: "Velvet pouch with routine card",
  },
  pendulum: {
    category: "pendulum",
    productType: "Pendulum",
    material: "Crystals",
    tax: gst.stoneArticle,
    intents: ["Meditation", "Rituals", "Heal"],
    variants: [{ label: "Pendulum with chain", size: "3.5 cm point", factor: 1, weight: "20 g" }],
    closing:
      "The six-sided point is cut and polished by hand and capped with a silver-tone fitting on a 20 cm chain that ends in a small bead to hold. It swings freely and evenly. It comes cleansed and charged, in a pouch with a card showing how to begin dowsing.",
    howToUse:
      "Hold the bead between thumb and forefinger and let the pendulum settle. Ask it to show 'yes' and 'no', then ask simple questions with a calm, open mind. Use it over a chakra chart or your palm to sense where energy feels blocked.",
    specifications: { Point: "Hexagonal, about 3.5 cm", Chain: "20 cm with holding bead" },
    faq: pendulumFaq,
    packaging: "Velvet pouch with dowsing card",
  },
  charging: {
    category: "charging-crystal",
    productType: "Charging crystal",
    material: "Crystals",
    tax: gst.stoneArticle,
    intents: ["Cleanse", "Rituals", "Home Decor"],
    variants: [
      { label: "Small", size: "Small", factor: 1, weight: "150 g" },
      { label: "Large", size: "Large", factor: 1.5, weight: "300 g" },
    ],
    closing:
      "Every piece is chosen by hand and shaped to keep the stone's natural character. Place your bracelets, tumbles and jewellery on it overnight and they are cleansed and recharged, no water, smoke or moonlight needed. It arrives wrapped and padded in a gift box.",
    howToUse:
      "Keep it on a dresser or altar and rest your crystals and jewellery on or around it overnight, or for at least four hours. Use it to charge water-sensitive stones such as selenite, pyrite and lapis that cannot be rinsed.",
    specifications: { Finish: "Hand shaped" },
    faq: chargingFaq,
    packaging: "Padded gift box",
  },
} satisfies Record<string, ProductKind>;
