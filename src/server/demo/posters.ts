// The words on the product page's posters: benefits, who it is for and how to wear or use it per
// parent category; why choose Sattva, ways to cleanse crystals and the chakra guide are shared.
import type { ParentSlug } from "../../core/catalogue.ts";
import type { PosterContent } from "./art/poster.ts";

const amethyst = "#5B3F8C";
const amethystTint = "#EDE6F6";
const sage = "#55745C";
const sageTint = "#E3ECE4";
const gold = "#A8824A";
const goldTint = "#F3EBDD";
const rose = "#9C4F5E";
const roseTint = "#F3DCDC";

const themes: Record<ParentSlug, { accent: string; tint: string }> = {
  "skin-care": { accent: sage, tint: sageTint },
  "aura-jewels": { accent: amethyst, tint: amethystTint },
  "divine-crystals": { accent: gold, tint: goldTint },
  "sacred-rituals": { accent: rose, tint: roseTint },
};

type ParentPosters = Record<"benefits" | "whoWear" | "whereHowWear", Omit<PosterContent, "accent" | "tint">>;

const byParent: Record<ParentSlug, ParentPosters> = {
  "aura-jewels": {
    benefits: {
      eyebrow: "Aura Jewels",
      title: "Benefits of wearing crystals",
      items: [
        {
          icon: "heart",
          heading: "Calm you can touch",
          text: "A bead under your fingers brings you back to the breath.",
        },
        {
          icon: "star",
          heading: "Your intention, visible",
          text: "Every glance at your wrist is a reminder of what you want.",
        },
        { icon: "sun", heading: "Energy close to the skin", text: "Worn all day, the stone stays within your aura." },
        {
          icon: "gift",
          heading: "Beauty with meaning",
          text: "Jewellery that says something about who you are becoming.",
        },
      ],
    },
    whoWear: {
      eyebrow: "Aura Jewels",
      title: "Who should wear it",
      items: [
        { icon: "moon", heading: "Busy minds", text: "Amethyst and howlite for overthinkers and light sleepers." },
        { icon: "star", heading: "Go-getters", text: "Citrine, pyrite and tiger eye for careers and businesses." },
        { icon: "heart", heading: "Tender hearts", text: "Rose quartz for love, healing and self-acceptance." },
        {
          icon: "shield",
          heading: "Empaths",
          text: "Black tourmaline and obsidian for those who absorb others' moods.",
        },
      ],
    },
    whereHowWear: {
      eyebrow: "Aura Jewels",
      title: "Where & how to wear",
      items: [
        {
          icon: "hand",
          heading: "Left wrist to receive",
          text: "Calming and healing stones take in energy on the left.",
        },
        { icon: "hand", heading: "Right wrist to act", text: "Protective and manifesting stones work on the right." },
        { icon: "drop", heading: "Keep it dry", text: "Take it off to bathe, swim and sleep to protect the cord." },
        { icon: "moon", heading: "Recharge monthly", text: "Rest it on selenite or in full-moon light overnight." },
      ],
    },
  },
  "divine-crystals": {
    benefits: {
      eyebrow: "Divine Crystals",
      title: "Crystals in your home",
      items: [
        { icon: "moon", heading: "Restful bedrooms", text: "Amethyst by the bed quiets the mind before sleep." },
        { icon: "sun", heading: "Focused desks", text: "Clear quartz and sodalite keep study and work on track." },
        { icon: "home", heading: "Balanced spaces", text: "Trees and clusters placed by vastu keep energy flowing." },
        { icon: "lotus", heading: "Deeper practice", text: "Malas, pendulums and hearts to hold while you meditate." },
      ],
    },
    whoWear: {
      eyebrow: "Divine Crystals",
      title: "Who it is for",
      items: [
        { icon: "lotus", heading: "Meditators", text: "Stones to hold, malas to count, points to focus the mind." },
        { icon: "home", heading: "Homes & offices", text: "Vastu and feng shui pieces for every corner." },
        { icon: "hand", heading: "Healers", text: "Reiki and chakra practitioners building their kit." },
        { icon: "gift", heading: "Gift seekers", text: "Housewarmings, birthdays, Diwali and new beginnings." },
      ],
    },
    whereHowWear: {
      eyebrow: "Divine Crystals",
      title: "Where to place your crystals",
      items: [
        {
          icon: "star",
          heading: "South-east for wealth",
          text: "Citrine, pyrite and money trees in the wealth corner.",
        },
        {
          icon: "heart",
          heading: "South-west for love",
          text: "Rose quartz pairs in the bedroom's relationship corner.",
        },
        { icon: "shield", heading: "Entrance for protection", text: "Black tourmaline on each side of the main door." },
        { icon: "moon", heading: "Bedside for sleep", text: "Amethyst and howlite within arm's reach of the pillow." },
      ],
    },
  },
  "sacred-rituals": {
    benefits: {
      eyebrow: "Sacred Rituals",
      title: "Why keep a ritual",
      items: [
        {
          icon: "wave",
          heading: "Clears heavy energy",
          text: "Smoke, flame and salt lift what lingers after hard days.",
        },
        { icon: "sun", heading: "Marks a fresh start", text: "A new home, a new job, a new moon, a new year." },
        { icon: "lotus", heading: "Slows the breath", text: "Lighting a candle is a pause the whole body notices." },
        { icon: "flame", heading: "Natural fragrance", text: "Sage, palo santo and essential oils, never synthetic." },
      ],
    },
    whoWear: {
      eyebrow: "Sacred Rituals",
      title: "Who it is for",
      items: [
        { icon: "home", heading: "New homes", text: "Cleanse every room before you unpack the first box." },
        { icon: "lotus", heading: "Yogis & meditators", text: "Set the space before practice, close it afterwards." },
        { icon: "moon", heading: "Restless sleepers", text: "Lavender, amethyst and a warm salt-lamp glow." },
        { icon: "star", heading: "Manifesters", text: "Candles and crystals for new-moon intentions." },
      ],
    },
    whereHowWear: {
      eyebrow: "Sacred Rituals",
      title: "How to use, safely",
      items: [
        { icon: "home", heading: "Open a window", text: "Give old energy and smoke a way out of the room." },
        { icon: "flame", heading: "Light, then blow out", text: "Let sage and palo santo smoulder, not flame." },
        { icon: "drop", heading: "Use a heat-safe dish", text: "An abalone shell or ceramic plate catches the ash." },
        { icon: "bell", heading: "Never unattended", text: "Put out every ember before you leave the room." },
      ],
    },
  },
  "skin-care": {
    benefits: {
      eyebrow: "Body Soap",
      title: "Kind to your skin",
      items: [
        { icon: "leaf", heading: "Cold-processed", text: "Natural glycerine stays in the bar to keep skin soft." },
        { icon: "drop", heading: "Pure essential oils", text: "Scented by plants, never by synthetic fragrance." },
        { icon: "shield", heading: "Nothing harsh", text: "No SLS, parabens, mineral oil or synthetic colour." },
        { icon: "sun", heading: "Real ingredients", text: "Clays, herbs, fruits and butters you can name." },
      ],
    },
    whoWear: {
      eyebrow: "Body Soap",
      title: "Who it is for",
      items: [
        { icon: "drop", heading: "Dry skin", text: "Butters and oats for winter and air-conditioned days." },
        { icon: "leaf", heading: "Oily & acne-prone skin", text: "Neem, clay and charcoal to keep pores clear." },
        { icon: "heart", heading: "Sensitive skin", text: "Gentle pink clay, oats and honey." },
        { icon: "sun", heading: "Dull or tanned skin", text: "Saffron, orange peel and coffee for a brighter glow." },
      ],
    },
    whereHowWear: {
      eyebrow: "Body Soap",
      title: "How to use",
      items: [
        { icon: "drop", heading: "Lather with wet hands", text: "Work the bar into a soft, creamy foam." },
        { icon: "hand", heading: "Massage for 30 seconds", text: "Give the clays and botanicals time to work." },
        { icon: "wave", heading: "Rinse lukewarm", text: "Hot water strips the skin's natural oils." },
        { icon: "leaf", heading: "Keep it dry", text: "A draining dish makes each bar last a month." },
      ],
    },
  },
};

export function parentPosters(parent: ParentSlug): Record<keyof ParentPosters, PosterContent> {
  const theme = themes[parent];
  const posters = byParent[parent];
  return {
    benefits: { ...posters.benefits, ...theme },
    whoWear: { ...posters.whoWear, ...theme },
    whereHowWear: { ...posters.whereHowWear, ...theme },
  };
}

export const whyChoosePoster: PosterContent = {
  eyebrow: "Sattva",
  title: "Why choose Sattva",
  accent: amethyst,
  tint: amethystTint,
  items: [
    { icon: "hand", heading: "Handpicked & genuine", text: "Every stone chosen by hand; natural, never dyed glass." },
    { icon: "heart", heading: "Made by women artisans", text: "Strung, poured and cut in small batches in India." },
    { icon: "star", heading: "Cleansed & charged", text: "Sage-cleansed and charged on selenite before dispatch." },
    { icon: "gift", heading: "Gift-ready", text: "Kraft gift box, cotton pouch and a card in every order." },
  ],
};

export const waysToCleansePoster: PosterContent = {
  eyebrow: "Crystal care",
  title: "Ways to cleanse your crystals",
  accent: gold,
  tint: goldTint,
  items: [
    { icon: "moon", heading: "Moonlight", text: "Leave them on a windowsill on the night of the full moon." },
    { icon: "wave", heading: "Sage or palo santo smoke", text: "Pass each stone through the smoke a few times." },
    { icon: "bell", heading: "Sound", text: "Ring a singing bowl or bell close to your stones." },
    { icon: "star", heading: "Selenite", text: "Rest them on a selenite plate overnight." },
    { icon: "drop", heading: "Water, for hard stones", text: "Quartz and jasper only; never selenite or pyrite." },
  ],
};

export const chakraGuide = [
  { name: "Crown", sanskrit: "Sahasrara", colour: "#9A6CD0", note: "Spiritual connection, wisdom" },
  { name: "Third Eye", sanskrit: "Ajna", colour: "#2B4AA6", note: "Intuition, imagination" },
  { name: "Throat", sanskrit: "Vishuddha", colour: "#6CC4B6", note: "Truth, communication" },
  { name: "Heart", sanskrit: "Anahata", colour: "#6CBB7E", note: "Love, compassion" },
  { name: "Solar Plexus", sanskrit: "Manipura", colour: "#F2BE45", note: "Confidence, willpower" },
  { name: "Sacral", sanskrit: "Svadhisthana", colour: "#E0702F", note: "Creativity, pleasure" },
  { name: "Root", sanskrit: "Muladhara", colour: "#B3462F", note: "Safety, grounding" },
] as const;
