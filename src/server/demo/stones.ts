// What the shop says about each stone: its chakras and the concerns it is chosen for, its four
// healing properties, a short note on where it comes from, and its colour in words.
import type { StoneName } from "./art/palettes.ts";
import type { Chakra, Concern } from "./tag-terms.ts";

export interface Stone {
  name: string;
  colour: string;
  origin: string;
  chakras: readonly Chakra[];
  concerns: readonly Concern[];
  healing: { first: string; second: string; third: string; fourth: string };
  /** "About the stone", two or three sentences. */
  about: string;
}

const stone = (s: Stone) => s;

export const stones: Partial<Record<StoneName, Stone>> = {
  amethyst: stone({
    name: "Amethyst",
    colour: "Purple",
    origin: "Brazil and Zambia",
    chakras: ["Third Eye", "Crown"],
    concerns: ["Stress & Anxiety", "Sleep", "Spiritual Growth"],
    healing: {
      first: "Calms an overactive mind and eases anxious thoughts",
      second: "Supports deep, restful sleep and gentle dreams",
      third: "Strengthens intuition and meditation practice",
      fourth: "Traditionally worn to curb overindulgence and build discipline",
    },
    about:
      "Amethyst is a violet quartz coloured by traces of iron. Its name comes from the Greek 'amethystos', not intoxicated, and it has long been kept by the bedside and on meditation altars as the stone of a quiet, sober mind.",
  }),
  "rose-quartz": stone({
    name: "Rose Quartz",
    colour: "Pink",
    origin: "Madagascar and Brazil",
    chakras: ["Heart"],
    concerns: ["Love & Relationships", "Self Love", "Emotional Balance"],
    healing: {
      first: "Opens the heart to love, kindness and forgiveness",
      second: "Nurtures self-love and self-acceptance",
      third: "Soothes grief, heartbreak and emotional wounds",
      fourth: "Brings harmony to relationships and the home",
    },
    about:
      "Rose quartz owes its soft pink to microscopic fibres within the quartz. Known everywhere as the stone of unconditional love, it is the crystal most often given to a partner, a new mother or a friend going through a hard time.",
  }),
  citrine: stone({
    name: "Citrine",
    colour: "Golden yellow",
    origin: "Brazil",
    chakras: ["Solar Plexus", "Sacral"],
    concerns: ["Wealth & Abundance", "Confidence", "Career Success"],
    healing: {
      first: "Attracts prosperity, success and abundance",
      second: "Boosts confidence, willpower and motivation",
      third: "Brings warmth, optimism and a lighter mood",
      fourth: "Kept in the cash box as the 'merchant's stone'",
    },
    about:
      "Citrine is golden quartz, warm as late-afternoon sun. Traders have long kept a piece in the cash box, which is why it is still called the merchant's stone; in vastu it sits in the south-east, the corner of wealth.",
  }),
  "clear-quartz": stone({
    name: "Clear Quartz",
    colour: "Clear",
    origin: "Himachal Pradesh and Brazil",
    chakras: ["Crown"],
    concerns: ["Focus & Clarity", "Health & Healing", "Spiritual Growth"],
    healing: {
      first: "Amplifies intentions and the energy of other crystals",
      second: "Brings clarity of thought and sharper focus",
      third: "Supports overall healing and energy balance",
      fourth: "Cleanses and charges other stones placed beside it",
    },
    about:
      "Clear quartz, the 'master healer', is pure silicon dioxide grown into six-sided crystals. Healers use it to amplify intentions and to charge the other stones in a grid, and its clarity makes it a favourite for study tables.",
  }),
  "black-tourmaline": stone({
    name: "Black Tourmaline",
    colour: "Black",
    origin: "Brazil and Karnataka",
    chakras: ["Root"],
    concerns: ["Protection", "Negative Energy", "Grounding"],
    healing: {
      first: "Shields against negative energy and ill intentions",
      second: "Grounds scattered energy and brings stability",
      third: "Eases tension absorbed from crowded places",
      fourth: "Kept near the entrance to guard the home",
    },
    about:
      "Black tourmaline grows in long, striated crystals and is the best known protection stone. Many keep one by the front door, in the car or beside the laptop to feel grounded and guarded through a busy day.",
  }),
  "green-aventurine": stone({
    name: "Green Aventurine",
    colour: "Green",
    origin: "India (Rajasthan)",
    chakras: ["Heart"],
    concerns: ["Good Luck", "Wealth & Abundance", "Career Success"],
    healing: {
      first: "Invites luck, opportunity and new beginnings",
      second: "Supports growth in career and business",
      third: "Calms the heart and steadies emotions",
      fourth: "Encourages optimism and a zest for life",
    },
    about:
      "Green aventurine is a quartz that shimmers with tiny flakes of fuchsite, a play of light called aventurescence. Much of the world's aventurine is mined in India, and it is known as the stone of opportunity.",
  }),
  "tiger-eye": stone({
    name: "Tiger Eye",
    colour: "Golden brown",
    origin: "South Africa",
    chakras: ["Solar Plexus", "Sacral"],
    concerns: ["Confidence", "Protection", "Career Success"],
    healing: {
      first: "Builds courage, confidence and willpower",
      second: "Protects against envy and the evil eye",
      third: "Sharpens focus and clear decision-making",
      fourth: "Balances ambition with practical thinking",
    },
    about:
      "Tiger eye's silky golden bands come from quartz that replaced fibres of crocidolite. Turned in the light, its chatoyancy moves like a cat's eye, and it has been carried for courage and protection since Roman times.",
  }),
  "lapis-lazuli": stone({
    name: "Lapis Lazuli",
    colour: "Royal blue",
    origin: "Afghanistan",
    chakras: ["Throat", "Third Eye"],
    concerns: ["Communication", "Focus & Clarity", "Spiritual Growth"],
    healing: {
      first: "Encourages honest, confident self-expression",
      second: "Stimulates wisdom, memory and learning",
      third: "Deepens intuition and inner truth",
      fourth: "Relieves stress that sits in the throat and jaw",
    },
    about:
      "Lapis lazuli, royal blue flecked with golden pyrite, has been mined in the mountains of Afghanistan for over six thousand years. It was ground into the ultramarine of old paintings and is the stone of truth and wisdom.",
  }),
  carnelian: stone({
    name: "Carnelian",
    colour: "Orange",
    origin: "Gujarat (Khambhat)",
    chakras: ["Sacral"],
    concerns: ["Creativity", "Confidence", "Health & Healing"],
    healing: {
      first: "Ignites creativity, passion and motivation",
      second: "Restores vitality and physical energy",
      third: "Gives courage to speak and act",
      fourth: "Grounds you in the present moment",
    },
    about:
      "Carnelian is a warm orange chalcedony, and the bead workshops of Khambhat in Gujarat have polished it for over four thousand years. It is the stone of artists, performers and anyone starting something new.",
  }),
  selenite: stone({
    name: "Selenite",
    colour: "White",
    origin: "Morocco",
    chakras: ["Crown", "Third Eye"],
    concerns: ["Negative Energy", "Spiritual Growth", "Emotional Balance"],
    healing: {
      first: "Cleanses and recharges other crystals",
      second: "Clears stagnant energy from a room",
      third: "Brings a sense of peace and mental clarity",
      fourth: "Supports meditation and connection to higher guidance",
    },
    about:
      "Selenite is a soft, fibrous gypsum named after Selene, the Greek goddess of the moon. It is one of the few stones that never needs cleansing itself, which is why it is used as a plate to charge and cleanse other crystals.",
  }),
  pyrite: stone({
    name: "Pyrite",
    colour: "Metallic gold",
    origin: "Peru",
    chakras: ["Solar Plexus"],
    concerns: ["Wealth & Abundance", "Career Success", "Protection"],
    healing: {
      first: "Attracts wealth and business success",
      second: "Shields against negative energy",
      third: "Builds willpower and drive",
      fourth: "Supports clear, practical planning",
    },
    about:
      "Pyrite's brassy shine earned it the name fool's gold, but in crystal healing it is anything but foolish: it is the favourite stone of shopkeepers and entrepreneurs for drawing wealth and keeping negativity out of the workplace.",
  }),
  moonstone: stone({
    name: "Rainbow Moonstone",
    colour: "White with blue flash",
    origin: "India (Odisha)",
    chakras: ["Sacral", "Third Eye", "Crown"],
    concerns: ["Emotional Balance", "Spiritual Growth", "Self Love"],
    healing: {
      first: "Balances emotions through life's cycles",
      second: "Awakens intuition and inner knowing",
      third: "Supports feminine energy and hormonal balance",
      fourth: "Brings calm to new beginnings and journeys",
    },
    about:
      "Rainbow moonstone flashes blue across a milky body, a glow called adularescence. India is one of its great sources; it has long been linked with the moon, with travel and with women's cycles.",
  }),
  "red-jasper": stone({
    name: "Red Jasper",
    colour: "Brick red",
    origin: "India",
    chakras: ["Root"],
    concerns: ["Grounding", "Health & Healing", "Confidence"],
    healing: {
      first: "Grounds and stabilises energy",
      second: "Builds stamina and endurance",
      third: "Brings calm during stressful times",
      fourth: "Supports steady, patient progress",
    },
    about:
      "Red jasper is an opaque chalcedony coloured by iron. Its earthy red has made it a stone of endurance and strength since ancient times, and it anchors the root chakra in our chakra sets.",
  }),
  sodalite: stone({
    name: "Sodalite",
    colour: "Deep blue",
    origin: "Brazil",
    chakras: ["Throat", "Third Eye"],
    concerns: ["Focus & Clarity", "Communication", "Stress & Anxiety"],
    healing: {
      first: "Brings logic and calm to a racing mind",
      second: "Supports focus while studying",
      third: "Encourages clear, truthful communication",
      fourth: "Eases panic and nervous tension",
    },
    about:
      "Sodalite is a deep blue stone veined with white calcite. It is known as the student's stone: calming, logical and steady, a favourite on study tables before exams.",
  }),
  labradorite: stone({
    name: "Labradorite",
    colour: "Grey with blue-green flash",
    origin: "Madagascar",
    chakras: ["Third Eye", "Throat"],
    concerns: ["Protection", "Spiritual Growth", "Creativity"],
    healing: {
      first: "Awakens intuition and inner magic",
      second: "Shields the aura from draining energy",
      third: "Supports transformation and change",
      fourth: "Sparks imagination and creativity",
    },
    about:
      "Labradorite looks grey until light catches it, and then it flashes peacock blue and green. This labradorescence has made it the stone of transformation and of protection for sensitive people.",
  }),
  "black-obsidian": stone({
    name: "Black Obsidian",
    colour: "Glossy black",
    origin: "Mexico",
    chakras: ["Root"],
    concerns: ["Protection", "Negative Energy", "Grounding"],
    healing: {
      first: "A strong shield against negativity",
      second: "Grounds and centres the body",
      third: "Helps release old patterns and resentment",
      fourth: "Brings honest self-reflection",
    },
    about:
      "Black obsidian is volcanic glass, lava cooled so quickly that no crystals formed. Polished, it becomes a dark mirror, and it is one of the most powerful stones for protection and grounding.",
  }),
  howlite: stone({
    name: "Howlite",
    colour: "White with grey veins",
    origin: "United States",
    chakras: ["Crown"],
    concerns: ["Stress & Anxiety", "Sleep", "Emotional Balance"],
    healing: {
      first: "Calms anger and impatience",
      second: "Slows racing thoughts before sleep",
      third: "Encourages patience and tact",
      fourth: "Supports calm, mindful communication",
    },
    about:
      "Howlite is a soft white mineral with fine grey veining. Gentle and calming, it is often slipped under the pillow by light sleepers.",
  }),
  "smoky-quartz": stone({
    name: "Smoky Quartz",
    colour: "Smoky brown",
    origin: "Brazil",
    chakras: ["Root"],
    concerns: ["Grounding", "Negative Energy", "Stress & Anxiety"],
    healing: {
      first: "Gently transforms negative energy",
      second: "Grounds and steadies during change",
      third: "Relieves stress and fear",
      fourth: "Brings a calm, practical outlook",
    },
    about:
      "Smoky quartz gets its translucent brown from natural radiation in the earth. It is a gentle grounding stone, often paired with clear quartz in cleansing grids.",
  }),
  jade: stone({
    name: "Green Jade",
    colour: "Green",
    origin: "Myanmar",
    chakras: ["Heart"],
    concerns: ["Health & Healing", "Good Luck", "Emotional Balance"],
    healing: {
      first: "Soothes and cools the skin",
      second: "Symbol of luck, harmony and long life",
      third: "Calms the nervous system",
      fourth: "Encourages balance and renewal",
    },
    about:
      "Jade has been treasured in Asia for thousands of years as the stone of harmony and long life. Naturally cool to the touch, it is the traditional stone for face rollers and gua sha.",
  }),
  amazonite: stone({
    name: "Amazonite",
    colour: "Sea green",
    origin: "Brazil",
    chakras: ["Heart", "Throat"],
    concerns: ["Communication", "Emotional Balance", "Stress & Anxiety"],
    healing: {
      first: "Soothes worry and fear",
      second: "Encourages speaking your truth",
      third: "Balances masculine and feminine energy",
      fourth: "Brings a fresh, hopeful outlook",
    },
    about:
      "Amazonite is a sea-green feldspar with soft white streaks. Called the stone of hope, it is used to speak up with calm and to soothe a worried heart.",
  }),
  "lava-stone": stone({
    name: "Lava Stone",
    colour: "Matte black",
    origin: "Indonesia",
    chakras: ["Root"],
    concerns: ["Grounding", "Stress & Anxiety", "Confidence"],
    healing: {
      first: "Grounds and connects you with the earth",
      second: "Holds essential oils for a calming diffuser",
      third: "Gives strength in times of change",
      fourth: "Steadies emotions",
    },
    about:
      "Lava stone is porous basalt formed as molten rock cools. Its tiny pores hold a drop of essential oil for hours, which makes it the stone of our diffuser bracelets.",
  }),
};

export function stoneOf(name: StoneName): Stone {
  const found = stones[name];
  if (!found) throw new Error(`No stone notes for ${name}`);
  return found;
}
