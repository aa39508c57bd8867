// FAQ for crystal and jewellery products, five per product type, with real answers.
import { cleanse, energised, type Faq, genuine, gifting, notMedicine } from "./faq-shared.ts";

export const braceletFaq: readonly Faq[] = [
  {
    question: "Will the bracelet fit my wrist?",
    answer:
      "Our bracelets are strung on strong, double stretch cord and fit wrists of 6 to 7 inches (15 to 18 cm). If your wrist is larger, write to us after ordering with your wrist size and we will restring it to fit at no cost.",
  },
  {
    question: "Which hand should I wear it on?",
    answer:
      "Traditionally the left hand receives energy and the right hand gives it out. Wear calming and healing stones on the left wrist, and protective or manifesting stones on the right, or simply wear it on the hand that feels right to you.",
  },
  {
    question: "Which bead size should I choose?",
    answer:
      "6 mm is delicate and stacks well with other bracelets, 8 mm is our everyday size, and 10 mm is bolder and a popular choice for men.",
  },
  {
    question: "Can I shower or swim with it?",
    answer:
      "Please take it off. Soap, chlorine, sweat and perfume dull the polish and weaken the cord over time. Wipe it with a soft dry cloth now and then and keep it in its pouch when you are not wearing it.",
  },
  cleanse,
];

export const pendantFaq: readonly Faq[] = [
  {
    question: "Does the pendant come with a chain?",
    answer:
      "Yes, every pendant comes with an 18-inch (45 cm) chain with a 2-inch extender, so it sits just below the collarbone, close to the heart. Choose the cord option if you prefer an adjustable black cotton cord.",
  },
  {
    question: "What metal is used, and will it tarnish?",
    answer:
      "Sterling-silver pieces are 92.5% silver and hallmarked; they may darken slowly and come back bright with a silver cloth. Gold-plated pieces are brass with a thick gold plating and an anti-tarnish coat; keep them away from perfume and water to keep the shine.",
  },
  {
    question: "Can I sleep wearing it?",
    answer:
      "You can, though we suggest taking it off at night so the chain does not tangle or catch. Many customers place it under the pillow or on the bedside table instead.",
  },
  energised,
  cleanse,
];

export const ringFaq: readonly Faq[] = [
  {
    question: "How do I find my ring size?",
    answer:
      "Wrap a thin strip of paper around the finger, mark where it meets and measure the length in millimetres. 47 mm is Indian size 7, 51 mm is size 11, 54 mm is size 14 and 57 mm is size 17. Adjustable rings open gently to fit sizes 10 to 18.",
  },
  {
    question: "Which finger should I wear it on?",
    answer:
      "Traditionally moonstone and pearl sit on the little or ring finger, and stones for confidence and wealth on the index finger. In the end, wear it where it is comfortable and where you will see it often, as a reminder of your intention.",
  },
  {
    question: "Is the stone real or glass?",
    answer:
      "Every ring is set with a natural stone cut and polished in Jaipur. Natural stones have small inclusions and colour variations; no two rings are exactly alike.",
  },
  {
    question: "How do I care for it?",
    answer:
      "Take it off before washing hands, applying lotion or working out, and store it in the pouch it comes in. Clean the metal with a soft cloth; avoid chemical dips, which can harm the stone.",
  },
  genuine,
];

export const tumbleFaq: readonly Faq[] = [
  {
    question: "How big is each tumble stone?",
    answer:
      "Each tumble is about 2 to 3 cm across and weighs 8 to 15 g: small enough for a pocket or purse, big enough to hold comfortably during meditation. As natural stones, no two are identical.",
  },
  {
    question: "How do I use a tumble stone?",
    answer:
      "Keep it in your pocket or wallet, hold it while you meditate or journal, place it on the body during a healing session, or set it under your pillow. Many people simply keep it where they will see it, as a reminder of an intention.",
  },
  {
    question: "Where should I place it at home?",
    answer:
      "Calming stones like amethyst belong on the bedside table, wealth stones like citrine in the south-east corner or the cash box, protective stones like black tourmaline by the entrance, and love stones like rose quartz in the south-west of the bedroom.",
  },
  cleanse,
  notMedicine,
];

export const tumbleKitFaq: readonly Faq[] = [
  {
    question: "What comes in the kit?",
    answer:
      "The kit holds the stones listed in the description, one tumble of each, about 2 cm each, in a cotton drawstring pouch, with a printed card that explains each stone and a simple ritual to begin with.",
  },
  {
    question: "How do I use the chakra stones?",
    answer:
      "Lie down and place each stone on its chakra, from red jasper at the base of the spine to amethyst at the crown. Breathe slowly for ten minutes, picturing each colour glowing, then remove them from the crown downwards.",
  },
  {
    question: "Is it good for beginners?",
    answer:
      "Yes, it is the kit we recommend to begin with. The card explains what each stone is for, and the stones are small enough to carry, so you can learn how each one feels to you.",
  },
  cleanse,
  gifting,
];

export const treeFaq: readonly Faq[] = [
  {
    question: "How tall is the tree?",
    answer:
      "The small tree is about 5 inches (13 cm) tall and the medium about 8 inches (20 cm). Each is shaped by hand from copper wire and natural chips, so branches and height vary a little.",
  },
  {
    question: "Where should I keep it as per vastu and feng shui?",
    answer:
      "A citrine or pyrite money tree belongs in the south-east, the wealth corner, of the home or on the office desk. A rose quartz tree goes in the south-west of the bedroom for love, and a green aventurine tree in the east for health and growth.",
  },
  {
    question: "How do I clean it?",
    answer:
      "Dust it gently with a soft make-up brush or blow off the dust. Do not wash it: water can tarnish the wire. Smudge it with sage once a month to cleanse its energy.",
  },
  {
    question: "Will the chips fall off?",
    answer:
      "Each chip is twisted firmly into the wire, and the base is weighted so the tree stands steady. If a branch bends in transit, simply shape it back gently with your fingers.",
  },
  gifting,
];

export const heartFaq: readonly Faq[] = [
  {
    question: "What size is the heart?",
    answer:
      "Choose 40 mm (a palm stone to hold or carry), 50 mm or 60 mm (a keepsake for the bedside or altar). Each heart is carved and polished by hand, so shape and weight vary slightly.",
  },
  {
    question: "How do I use a crystal heart?",
    answer:
      "Hold it during meditation or when you feel anxious, rub your thumb over it as a worry stone, place it on the heart chakra while resting, or keep it on your bedside table as a daily reminder of love.",
  },
  {
    question: "Is it a good gift?",
    answer:
      "It is one of our most gifted pieces: for anniversaries, new mothers, friends who are grieving, or simply to say you care. It arrives in a gift box with a card explaining the stone.",
  },
  cleanse,
  genuine,
];

export const zibuFaq: readonly Faq[] = [
  {
    question: "What is a Zibu coin?",
    answer:
      "Zibu symbols are flowing angelic symbols, each drawn for one intention such as abundance, love or protection. Our coins are carved from natural stone and engraved with one symbol, so the stone's energy and the symbol's intention work together.",
  },
  {
    question: "How do I use it?",
    answer:
      "Keep it in your wallet or purse, place it on your altar or under a plant, or hold it while you repeat your intention. Some customers tape a coin to a picture of their goal on their vision board.",
  },
  {
    question: "How big is the coin?",
    answer: "Each coin is about 3 cm across and 4 mm thick, small enough to slip into a wallet card slot.",
  },
  energised,
  cleanse,
];

export const malaFaq: readonly Faq[] = [
  {
    question: "How do I use a japa mala?",
    answer:
      "Hold the mala in your right hand and let it hang over the middle finger. Starting from the bead next to the guru bead, recite your mantra once for each bead, moving it with your thumb. After 108 beads you reach the guru bead: turn the mala around instead of crossing it and begin again.",
  },
  {
    question: "Why 108 beads?",
    answer:
      "108 is a sacred number in Hindu and Buddhist traditions, linked to the 108 names of the divine and the 108 energy lines said to meet at the heart. One round of 108 repetitions is one complete japa.",
  },
  {
    question: "Can I wear it?",
    answer:
      "Yes. Wear it as a long necklace or wrap it three times around the wrist as a bracelet. Many people wear it during the day and use it for japa in the morning and evening.",
  },
  {
    question: "How do I care for the tassel?",
    answer:
      "Keep it dry. If the tassel gets tangled, steam it gently over a kettle and comb it with your fingers. Store the mala in its pouch, coiled loosely.",
  },
  energised,
];

export const rollerFaq: readonly Faq[] = [
  {
    question: "How do I use a face roller?",
    answer:
      "After cleansing, apply a few drops of face oil or serum. Roll the large stone from the centre of the face outwards and upwards, along the jaw, cheeks and forehead, five to six times each. Use the small stone under the eyes and around the nose. Five minutes, morning or night, is enough.",
  },
  {
    question: "Should I keep it in the fridge?",
    answer:
      "You can. A chilled roller is wonderful for morning puffiness and after a long day in the heat. Stone stays cool for a while even at room temperature.",
  },
  {
    question: "How do I clean it?",
    answer:
      "Wipe the stones with warm water and a mild soap after each use, and dry them with a soft towel. Do not soak the roller: water can loosen the metal frame.",
  },
  {
    question: "It squeaks a little. Is that normal?",
    answer:
      "A faint squeak is normal when the roller is new or dry. Roll it over an oiled face and it will quieten; a drop of oil at the ends of the roller pins helps too.",
  },
  genuine,
];

export const guaShaFaq: readonly Faq[] = [
  {
    question: "How do I use a gua sha?",
    answer:
      "Apply a face oil generously. Hold the gua sha almost flat against the skin, at about 15 degrees, and glide it outwards and upwards with light pressure, three to five strokes in each area: the neck first, then jaw, cheeks, under-eye and forehead.",
  },
  {
    question: "Which edge is for what?",
    answer:
      "The long curve fits the jaw and cheekbones, the notch hugs the jawline and neck, the short curve is for under the eyes and the brows, and the wavy comb edge gives a gentle massage along the jaw and scalp.",
  },
  {
    question: "How often should I use it?",
    answer:
      "Three to four times a week is ideal, five to ten minutes each time. Keep the pressure light: the skin should turn faintly pink, never red or sore.",
  },
  {
    question: "How do I clean it?",
    answer:
      "Wash it with warm water and a mild soap after each use, dry it, and keep it in its pouch so the edges do not chip.",
  },
  genuine,
];

export const pendulumFaq: readonly Faq[] = [
  {
    question: "How do I use a pendulum?",
    answer:
      "Hold the chain between thumb and forefinger and let the pendulum hang still. Ask it to show you 'yes', note the movement, then ask for 'no'. Now ask simple yes-or-no questions with a calm mind and watch how it swings.",
  },
  {
    question: "Can beginners use it?",
    answer:
      "Yes. A clear quartz pendulum is the most neutral and the easiest to start with. Practise with questions you already know the answer to until the movements feel clear.",
  },
  {
    question: "How long is the chain?",
    answer:
      "The chain is about 20 cm with a small bead at the end to hold, and the crystal point is about 3.5 cm long.",
  },
  cleanse,
  energised,
];

export const chargingFaq: readonly Faq[] = [
  {
    question: "How do I charge my crystals with it?",
    answer:
      "Place your crystals and jewellery on it overnight, or for at least four hours. It cleanses and recharges them without smoke, water or moonlight, which makes it the easiest everyday method.",
  },
  {
    question: "Does it need cleansing itself?",
    answer:
      "Selenite is self-cleansing and never needs it. An amethyst cluster can be placed in moonlight or smudged once a month.",
  },
  {
    question: "Can it get wet?",
    answer:
      "Never wet selenite: it is a soft gypsum that dissolves and loses its shine in water. Dust it with a dry soft cloth. Amethyst clusters can be dusted with a soft brush.",
  },
  {
    question: "Is it fragile?",
    answer:
      "Selenite is soft and can chip if dropped, so keep it where it will not be knocked. Natural striations and small marks on the surface are part of the stone.",
  },
  genuine,
];
