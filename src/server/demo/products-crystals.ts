// Divine Crystals: tumbles and kits, gem trees, hearts, Zibu coins, malas, face rollers, gua sha
// and pendulums.
import type { ProductEntry } from "./product-entry.ts";

const chakraStones = [
  "red-jasper",
  "carnelian",
  "citrine",
  "green-aventurine",
  "amazonite",
  "lapis-lazuli",
  "amethyst",
] as const;

export const crystalProducts: readonly ProductEntry[] = [
  {
    id: "amethyst-tumble-stone",
    name: "Amethyst Tumble Stone",
    kind: "tumble",
    look: { kind: "tumble", stone: "amethyst" },
    stones: ["amethyst"],
    title: "Polished Brazilian amethyst for calm and better sleep",
    story:
      "Rich purple amethyst, tumbled smooth and chosen for its glow when held to the light. It is the first crystal we suggest to anyone who sleeps badly or worries at night: keep one under the pillow or on the bedside table, and hold it for a few slow breaths before you turn off the light.",
    price: 249,
    tags: ["amethyst", "tumble", "sleep", "calm", "pocket stone"],
    featured: true,
    bestSeller: true,
  },
  {
    id: "rose-quartz-tumble-stone",
    name: "Rose Quartz Tumble Stone",
    kind: "tumble",
    look: { kind: "tumble", stone: "rose-quartz" },
    stones: ["rose-quartz"],
    title: "Soft pink rose quartz, the stone of love",
    story:
      "Gentle pink rose quartz, tumbled to a satin finish. Tuck one into your partner's pocket, place a pair in the south-west corner of the bedroom for harmony, or hold one during a self-love meditation. It is also the stone we most often add to a new mother's hospital bag.",
    price: 229,
    tags: ["rose quartz", "tumble", "love", "relationship"],
  },
  {
    id: "citrine-tumble-stone",
    name: "Citrine Tumble Stone",
    kind: "tumble",
    look: { kind: "tumble", stone: "citrine" },
    stones: ["citrine"],
    title: "Golden citrine, the merchant's stone of abundance",
    story:
      "Sunny golden citrine, tumbled and polished. Traders keep one in the cash drawer and freelancers on the desk; in vastu it belongs in the south-east, the corner of wealth. Hold it while you write down your money goals, or carry it to interviews for warm, confident energy.",
    price: 299,
    tags: ["citrine", "tumble", "money", "wealth", "cash box"],
  },
  {
    id: "clear-quartz-tumble-stone",
    name: "Clear Quartz Tumble Stone",
    kind: "tumble",
    look: { kind: "tumble", stone: "clear-quartz" },
    stones: ["clear-quartz"],
    title: "Himalayan clear quartz, the master healer",
    story:
      "Water-clear quartz from the Himalayan foothills, tumbled smooth. Called the master healer, it amplifies whatever intention you give it and the energy of the stones around it, so it belongs in every crystal collection. Keep one on the study table for clear thinking.",
    price: 199,
    tags: ["clear quartz", "tumble", "master healer", "focus"],
  },
  {
    id: "black-tourmaline-tumble-stone",
    name: "Black Tourmaline Tumble Stone",
    kind: "tumble",
    look: { kind: "tumble", stone: "black-tourmaline" },
    stones: ["black-tourmaline"],
    title: "Black tourmaline to guard your home and your energy",
    story:
      "Deep black tourmaline, polished but still showing its natural ridges. Place one on each side of the main door, keep one beside your laptop or in the car, or carry it through crowded places. It is the stone we reach for when a home or office feels heavy.",
    price: 279,
    tags: ["black tourmaline", "protection", "tumble", "door", "vastu"],
  },
  {
    id: "seven-chakra-tumble-kit",
    name: "7 Chakra Healing Tumble Kit",
    kind: "tumble-kit",
    look: { kind: "tumble-kit", stones: chakraStones },
    stones: [...chakraStones],
    title: "Seven stones for the seven chakras, with a guide card",
    story:
      "Red jasper, carnelian, citrine, green aventurine, amazonite, lapis lazuli and amethyst: one natural stone for each chakra, from root to crown. Use them for a chakra-balancing meditation, a reiki session or a simple grid on your altar. It is the kit we recommend most to beginners.",
    price: 799,
    colour: "Multicolour",
    chakras: ["Root", "Sacral", "Solar Plexus", "Heart", "Throat", "Third Eye", "Crown"],
    concerns: ["Emotional Balance", "Health & Healing", "Spiritual Growth"],
    tags: ["7 chakra", "kit", "reiki", "beginner", "chakra balancing"],
    bestSeller: true,
  },
  {
    id: "abundance-crystal-kit",
    name: "Abundance Crystal Kit",
    kind: "tumble-kit",
    look: { kind: "tumble-kit", stones: ["pyrite", "citrine", "green-aventurine", "tiger-eye", "clear-quartz"] },
    stones: ["pyrite", "citrine", "green-aventurine", "tiger-eye", "clear-quartz"],
    title: "Five stones of prosperity for your desk, wallet and cash box",
    story:
      "Pyrite, citrine, green aventurine, tiger eye and clear quartz: the five stones we use in our own shop's wealth grid. Arrange them around a written goal on your desk, keep one in the wallet and one in the cash box, and let clear quartz amplify the rest.",
    price: 999,
    colour: "Gold, yellow, green and brown",
    tags: ["abundance", "money", "kit", "manifestation", "pyrite"],
  },
  {
    id: "exam-focus-crystal-kit",
    name: "Exam & Focus Crystal Kit",
    kind: "tumble-kit",
    look: { kind: "tumble-kit", stones: ["sodalite", "clear-quartz", "amethyst", "tiger-eye"] },
    stones: ["sodalite", "clear-quartz", "amethyst", "tiger-eye"],
    title: "Sodalite, clear quartz, amethyst and tiger eye for study days",
    story:
      "Four stones for students: sodalite for logic and calm, clear quartz for clarity, amethyst to quiet exam nerves and tiger eye for confidence on the day. Keep them on the study table and carry one to the exam hall. A thoughtful gift for board-exam season.",
    price: 699,
    colour: "Blue, clear, purple and brown",
    tags: ["exam", "study", "focus", "students", "kit"],
    intents: ["Self Care"],
  },
  {
    id: "citrine-money-tree",
    name: "Citrine Money Tree",
    kind: "tree",
    look: { kind: "tree", stone: "citrine", base: "citrine", wire: "gold" },
    stones: ["citrine"],
    title: "A hand-wired citrine tree for the wealth corner",
    story:
      "Hundreds of golden citrine chips twisted by hand onto gold-tone copper branches, on a polished citrine base. In vastu and feng shui it belongs in the south-east corner of the home or on the office desk, facing you, as a daily symbol of growing prosperity. Our most popular housewarming gift.",
    price: 1499,
    tags: ["money tree", "citrine", "vastu", "feng shui", "housewarming"],
    bestSeller: true,
  },
  {
    id: "rose-quartz-love-tree",
    name: "Rose Quartz Love Tree",
    kind: "tree",
    look: { kind: "tree", stone: "rose-quartz", base: "clear-quartz", wire: "gold" },
    stones: ["rose-quartz", "clear-quartz"],
    title: "Rose quartz chips on a clear quartz base for love and harmony",
    story:
      "A soft pink canopy of rose quartz chips on gold-tone branches, rising from a clear quartz base that amplifies its loving energy. Place it in the south-west corner of the bedroom, the corner of relationships, or give it as a wedding or anniversary present.",
    price: 1399,
    tags: ["love tree", "rose quartz", "wedding gift", "vastu"],
  },
  {
    id: "green-aventurine-luck-tree",
    name: "Green Aventurine Good Luck Tree",
    kind: "tree",
    look: { kind: "tree", stone: "green-aventurine", base: "clear-quartz", wire: "copper" },
    stones: ["green-aventurine"],
    title: "Green aventurine chips for luck, growth and new beginnings",
    story:
      "Fresh green aventurine chips shimmer on copper branches: a tree for new beginnings. Place it in the east of the home for health and growth, on the desk of someone starting a business, or beside the till of a new shop. It brightens any shelf.",
    price: 1299,
    colour: "Green",
    tags: ["good luck", "aventurine", "tree", "new business"],
  },
  {
    id: "rose-quartz-puffy-heart",
    name: "Rose Quartz Puffy Heart",
    kind: "heart",
    look: { kind: "heart", stone: "rose-quartz" },
    stones: ["rose-quartz"],
    title: "A hand-carved rose quartz heart to hold",
    story:
      "A soft, rounded heart carved from a single piece of rose quartz and polished until it feels like silk in the palm. Hold it during meditation, rest it on your chest while lying down, or give it to someone who needs to feel loved. Each heart has its own shade of pink.",
    price: 449,
    tags: ["rose quartz", "heart", "palm stone", "love"],
    featured: true,
  },
  {
    id: "amethyst-puffy-heart",
    name: "Amethyst Puffy Heart",
    kind: "heart",
    look: { kind: "heart", stone: "amethyst" },
    stones: ["amethyst"],
    title: "A violet amethyst heart for the bedside",
    story:
      "Deep violet amethyst, carved into a puffy heart and polished by hand. Keep it on the bedside table to quiet the mind before sleep, hold it as a worry stone during the day, or place it on your altar during meditation. A gentle gift for an anxious friend.",
    price: 499,
    tags: ["amethyst", "heart", "sleep", "worry stone"],
  },
  {
    id: "labradorite-heart",
    name: "Labradorite Heart",
    kind: "heart",
    look: { kind: "heart", stone: "labradorite" },
    stones: ["labradorite"],
    title: "A labradorite heart that flashes blue and green",
    story:
      "Grey labradorite that flashes peacock blue and green when it catches the light, carved into a heart. It is a stone of transformation and protection for sensitive souls, and the most magical-looking piece in our collection. Turn it slowly in sunlight to see the flash.",
    price: 599,
    tags: ["labradorite", "heart", "flash", "protection"],
  },
  {
    id: "zibu-abundance-coin-citrine",
    name: "Zibu Abundance Coin in Citrine",
    kind: "zibu",
    look: { kind: "zibu", stone: "citrine", symbol: 0 },
    stones: ["citrine"],
    title: "The Zibu symbol of abundance engraved in golden citrine",
    story:
      "A round coin of golden citrine engraved by hand with the Zibu symbol for abundance, its flowing lines drawn to invite prosperity. Slip it into your wallet's card slot, keep it in the cash box, or place it on your vision board beside your money goal.",
    price: 349,
    tags: ["zibu", "abundance", "citrine", "wallet", "coin"],
  },
  {
    id: "zibu-love-coin-rose-quartz",
    name: "Zibu Love & Harmony Coin in Rose Quartz",
    kind: "zibu",
    look: { kind: "zibu", stone: "rose-quartz", symbol: 1 },
    stones: ["rose-quartz"],
    title: "The Zibu symbol of love engraved in rose quartz",
    story:
      "Soft pink rose quartz engraved with the Zibu symbol for love and harmony. Keep it under your pillow, on the bedroom altar, or exchange a pair with your partner. It makes a small, meaningful token for weddings and anniversaries.",
    price: 549,
    tags: ["zibu", "love", "rose quartz", "coin", "couple"],
  },
  {
    id: "rose-quartz-japa-mala",
    name: "Rose Quartz 108 Bead Japa Mala",
    kind: "mala",
    look: { kind: "mala", stone: "rose-quartz", tassel: "#8E2F3C" },
    stones: ["rose-quartz"],
    title: "108 rose quartz beads, hand-knotted, with a maroon tassel",
    story:
      "108 beads of soft pink rose quartz, knotted one by one on cotton thread, with a guru bead and a deep maroon tassel. Use it for loving-kindness meditation or your daily mantra, and wear it as a long necklace or a triple-wrap bracelet between practice.",
    price: 1299,
    tags: ["mala", "japa", "108 beads", "rose quartz", "meditation"],
  },
  {
    id: "tiger-eye-japa-mala",
    name: "Tiger Eye 108 Bead Japa Mala",
    kind: "mala",
    look: { kind: "mala", stone: "tiger-eye", tassel: "#3B2A1A" },
    stones: ["tiger-eye"],
    title: "108 golden tiger eye beads for steady, focused japa",
    story:
      "Golden tiger eye beads with their silky shimmer, hand-knotted into a 108-bead mala with a dark brown tassel. Tiger eye keeps the mind steady and focused through long japa, which makes it a favourite for morning practice and for men who want an understated mala.",
    price: 1199,
    tags: ["mala", "japa", "tiger eye", "men", "focus"],
    intents: ["Manifest"],
  },
  {
    id: "rose-quartz-face-roller",
    name: "Rose Quartz Face Roller",
    kind: "roller",
    look: { kind: "roller", stone: "rose-quartz", metal: "gold" },
    stones: ["rose-quartz"],
    title: "A cooling rose quartz roller for puffiness and glow",
    story:
      "Two rollers of genuine rose quartz, one for the face and one for under the eyes, on a squeak-free gold-tone frame. A few minutes of rolling with your face oil eases morning puffiness, helps serums sink in and brings a soft glow, and it is a lovely, slow ritual to end the day.",
    price: 899,
    tags: ["face roller", "rose quartz", "skincare", "puffiness", "glow"],
    featured: true,
  },
  {
    id: "green-jade-face-roller",
    name: "Green Jade Face Roller",
    kind: "roller",
    look: { kind: "roller", stone: "jade", metal: "gold" },
    stones: ["jade"],
    title: "Traditional green jade, naturally cool on the skin",
    story:
      "Jade has been used for facial massage in Asia for centuries. Our roller is cut from natural green jade that stays cool on the skin, mounted on a silent gold-tone frame. Chill it in the fridge for hot Indian summers and tired eyes after long screen days.",
    price: 799,
    tags: ["jade roller", "face roller", "skincare", "cooling"],
  },
  {
    id: "rose-quartz-gua-sha",
    name: "Rose Quartz Gua Sha",
    kind: "gua-sha",
    look: { kind: "gua-sha", stone: "rose-quartz" },
    stones: ["rose-quartz"],
    title: "A heart-shaped rose quartz gua sha for a sculpted glow",
    story:
      "A heart-shaped gua sha hand-cut from rose quartz, with a notch for the jaw, a long curve for the cheekbones and a comb edge for massage. A few minutes with a face oil relaxes a clenched jaw, drains puffiness and leaves the skin glowing.",
    price: 599,
    tags: ["gua sha", "rose quartz", "face massage", "skincare"],
    bestSeller: true,
  },
  {
    id: "green-jade-gua-sha",
    name: "Green Jade Gua Sha",
    kind: "gua-sha",
    look: { kind: "gua-sha", stone: "jade" },
    stones: ["jade"],
    title: "Cooling green jade gua sha for face and neck",
    story:
      "Cut from natural green jade, cool and smooth, this gua sha is shaped to follow the jaw, neck and cheekbones. Jade is the traditional gua sha stone; use it after a long day to ease tension in the jaw and neck, or in the morning to wake tired skin.",
    price: 549,
    tags: ["gua sha", "jade", "face massage", "jaw tension"],
  },
  {
    id: "clear-quartz-pendulum",
    name: "Clear Quartz Pendulum",
    kind: "pendulum",
    look: { kind: "pendulum", stone: "clear-quartz", metal: "silver" },
    stones: ["clear-quartz"],
    title: "A clear quartz dowsing pendulum for beginners",
    story:
      "A six-sided point of clear quartz on a fine silver-tone chain. Clear quartz is the most neutral dowsing stone, so it is the one we recommend to beginners learning to ask simple questions and read the answers, and to reiki practitioners checking the chakras.",
    price: 499,
    tags: ["pendulum", "dowsing", "clear quartz", "divination"],
  },
  {
    id: "amethyst-pendulum",
    name: "Amethyst Pendulum",
    kind: "pendulum",
    look: { kind: "pendulum", stone: "amethyst", metal: "silver" },
    stones: ["amethyst"],
    title: "An amethyst pendulum for intuition and meditation",
    story:
      "A faceted amethyst point that swings evenly on a silver-tone chain. Amethyst strengthens intuition, so it is loved by those who already dowse and want a pendulum that feels calm in the hand. Use it over a chakra chart or simply to quiet the mind before a decision.",
    price: 549,
    tags: ["pendulum", "amethyst", "dowsing", "intuition"],
  },
];

/**
 * Crystals added after the demo's first release, seeded after every other product (demo.ts) so the
 * demo's random draws for the others (dates, ratings, reviews) stay as they were. The clear quartz
 * mala is what "sphatik mala" finds (decision 0057).
 */
export const laterCrystalProducts: readonly ProductEntry[] = [
  {
    id: "clear-quartz-japa-mala",
    name: "Clear Quartz 108 Bead Japa Mala",
    kind: "mala",
    look: { kind: "mala", stone: "clear-quartz", tassel: "#F4F1EA" },
    stones: ["clear-quartz"],
    title: "108 water-clear quartz beads, hand-knotted, with an ivory tassel",
    story:
      "108 beads of water-clear quartz, knotted one by one on cotton thread, with a guru bead and an ivory tassel. Clear quartz is the traditional bead for Shiva and for daily japa; between practice, wear it as a long necklace or a triple-wrap bracelet.",
    price: 1399,
    tags: ["mala", "japa", "108 beads", "clear quartz", "meditation"],
  },
];
