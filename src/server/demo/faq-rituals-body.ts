// FAQ for ritual goods (candles, lamps, sage, palo santo) and for soaps and skincare, five per
// product type, with real answers.
import type { Faq } from "./faq-shared.ts";

export const candleFaq: readonly Faq[] = [
  {
    question: "How long does the candle burn?",
    answer:
      "The 100 g candle burns for about 20 to 25 hours and the 200 g candle for about 40 to 45 hours, when burned in sessions of two to three hours.",
  },
  {
    question: "What wax do you use?",
    answer:
      "A blend of natural soy wax with a little coconut wax, a cotton wick, and skin-safe fragrance and essential oils. No paraffin, so it burns clean with very little soot.",
  },
  {
    question: "How should I burn it the first time?",
    answer:
      "Let the first burn last about two hours, until the melted wax reaches the edges of the jar. This prevents tunnelling. Trim the wick to 5 mm before each lighting and never burn it for more than four hours at a stretch.",
  },
  {
    question: "What do I do with the crystals in the wax?",
    answer:
      "The crystal chips are pressed into the top as a gift. When the wax melts around them, lift them out with a spoon, rinse them once cool, and keep them on your altar or in your wallet.",
  },
  {
    question: "Is it safe around pets and children?",
    answer:
      "Always burn candles on a heat-safe surface, away from curtains, children and pets, and never leave a lit candle unattended.",
  },
];

export const lampFaq: readonly Faq[] = [
  {
    question: "Is the salt really from the Himalayas?",
    answer:
      "Yes. The salt is hand-mined in the Khewra region at the foot of the Himalayas and carved into shape by hand, so every lamp's shape and shade of pink is its own.",
  },
  {
    question: "What bulb and cable does it use?",
    answer:
      "It comes fitted with a 15 W bulb, an Indian two-pin plug and a 1.5 m cable with an on/off switch. Any 15 W or 25 W E14 bulb can replace it.",
  },
  {
    question: "Why is my lamp 'sweating'?",
    answer:
      "Salt draws moisture from humid air, especially during the monsoon. Keep the lamp switched on for a few hours daily to keep it dry, place it on the wooden base or a coaster, and wipe it with a dry cloth.",
  },
  {
    question: "Can I leave it on all night?",
    answer: "Yes, it makes a soft night light and uses very little power. Switch it off when you leave home.",
  },
  {
    question: "How do I clean it?",
    answer:
      "Switch it off, let it cool, and wipe it with a slightly damp cloth, then dry it at once. Never wash it under water.",
  },
];

export const sageFaq: readonly Faq[] = [
  {
    question: "How do I use a sage smudge stick?",
    answer:
      "Open a window. Light the leafy tip, let it catch for a few seconds, then blow out the flame so the sage smoulders. Walk through each room, wafting the smoke into corners and doorways with your hand or a feather, holding a dish beneath for ash.",
  },
  {
    question: "How do I put it out?",
    answer:
      "Press the lit end gently into sand, soil or an abalone shell until it stops smoking. Never use water: a wet bundle will not light well again. Store it in a dry place.",
  },
  {
    question: "How many times can I use one bundle?",
    answer: "A small bundle lasts for about 8 to 10 smudging sessions; a large bundle for 15 to 20.",
  },
  {
    question: "Is it sustainably harvested?",
    answer:
      "Our sage is grown and hand-tied by a small farm cooperative, not wild-harvested, so it does not strip wild plants from their land.",
  },
  {
    question: "Is the smoke safe for pets and people with asthma?",
    answer:
      "Keep windows open and smudge when pets, babies and anyone with asthma or breathing trouble are in another room. A selenite wand or sound cleansing is a smoke-free alternative.",
  },
];

export const paloSantoFaq: readonly Faq[] = [
  {
    question: "How do I light palo santo?",
    answer:
      "Hold the stick at a 45-degree angle over a flame for 30 to 60 seconds until it catches, let it burn for a few seconds and blow it out. The wood releases a sweet, citrusy smoke; relight it as needed.",
  },
  {
    question: "Where does it come from?",
    answer:
      "Our palo santo comes from Peru and is made only from fallen branches and trees that have died naturally and rested on the forest floor for years. No living trees are cut.",
  },
  {
    question: "How many uses does a stick give?",
    answer: "Each stick can be lit 8 to 10 times, for a minute or two each time.",
  },
  {
    question: "What does it smell like?",
    answer: "Warm and sweet, with notes of citrus, mint and pine. Even unlit, a stick scents a drawer or wardrobe.",
  },
  {
    question: "How is it different from sage?",
    answer:
      "Sage is traditionally used to clear heavy, stagnant energy; palo santo to invite in good energy and creativity. Many people smudge with sage first and then with palo santo.",
  },
];

export const soapFaq: readonly Faq[] = [
  {
    question: "Is the soap really handmade?",
    answer:
      "Yes. Every bar is made in small batches by our women artisans using the cold-process method, then cured for four to six weeks, which makes a mild, long-lasting bar.",
  },
  {
    question: "Does it contain preservatives, SLS or parabens?",
    answer:
      "No. There is no SLS, no parabens, no synthetic colour and no preservative. The colour comes from clays, botanicals and fruit powders, and the scent from essential oils.",
  },
  {
    question: "Is it suitable for sensitive skin?",
    answer:
      "Most customers with sensitive skin use it happily. If your skin is very reactive, patch-test on the inner arm first, and pick our unscented or oat-based bars.",
  },
  {
    question: "How do I make the bar last longer?",
    answer:
      "Keep it on a draining soap dish, away from running water, and let it dry between uses. A 100 g bar lasts about four to five weeks of daily use.",
  },
  {
    question: "Can I use it on my face?",
    answer:
      "Clay, oat and therapeutic bars are gentle enough for the face. Scrub bars are meant for the body only; use them two or three times a week.",
  },
];

export const bodyOilFaq: readonly Faq[] = [
  {
    question: "How do I use the body oil?",
    answer:
      "Massage a few drops into damp skin right after your bath, when it absorbs best. For an Ayurvedic abhyanga, warm the oil slightly and massage from the feet upwards twenty minutes before bathing.",
  },
  {
    question: "Can I use it on my face?",
    answer:
      "Kumkumadi can be used on the face at night, two or three drops on clean skin. The rose and almond oil is made for the body; patch-test first if you want to use it on the face.",
  },
  {
    question: "Is it greasy?",
    answer: "It is a light, dry-finish blend that sinks in within a few minutes on damp skin. Use less on humid days.",
  },
  {
    question: "How long does it keep?",
    answer: "Twelve months unopened and six months after opening. Keep it away from sunlight with the cap closed.",
  },
  {
    question: "Is it safe during pregnancy?",
    answer:
      "Please ask your doctor before using essential-oil blends during pregnancy. Plain sweet almond oil is generally considered gentle.",
  },
];

export const bodyCreamFaq: readonly Faq[] = [
  {
    question: "Which skin type is it for?",
    answer:
      "It is made for normal to very dry skin and is wonderful in winter and in air-conditioned rooms. For oily skin, use a small amount at night only.",
  },
  {
    question: "What is in it?",
    answer:
      "Unrefined shea and kokum butters, cold-pressed oils, aloe vera and essential oils, with a gentle, certified preservative so it stays safe once opened. No mineral oil, no parabens, no synthetic fragrance.",
  },
  {
    question: "How do I apply it?",
    answer:
      "Warm a small scoop between your palms and massage it into the skin after your bath. Elbows, knees and heels may need a second layer at night.",
  },
  {
    question: "Will it melt in the heat?",
    answer:
      "Natural butters soften above 30 °C. If it melts in summer, stir and keep it in a cool place or the fridge; the texture comes back and the cream is not harmed.",
  },
  {
    question: "How long does it last?",
    answer: "Twelve months unopened and six months after opening. Use a clean, dry finger or spatula.",
  },
];
