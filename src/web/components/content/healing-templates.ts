// The /healing page's quick templates (spec "Healing"): four quadrants each, an emoji, a title and
// a description the visitor may rewrite. The Original Template (calm energy and intuition) is the
// default.

export const quadrantPositions = ["top-left", "top-right", "bottom-left", "bottom-right"] as const;
export type QuadrantPosition = (typeof quadrantPositions)[number];

export const positionLabels: Record<QuadrantPosition, string> = {
  "top-left": "Top left",
  "top-right": "Top right",
  "bottom-left": "Bottom left",
  "bottom-right": "Bottom right",
};

export interface Quadrant {
  icon: string;
  title: string;
  description: string;
}

export interface HealingTemplate {
  id: "original" | "business" | "wellness";
  name: string;
  /** One line on what the template is for. */
  summary: string;
  quadrants: Record<QuadrantPosition, Quadrant>;
}

export const healingTemplates: readonly HealingTemplate[] = [
  {
    id: "business",
    name: "Business Strategy",
    summary: "Map a plan in four parts: where you are going and what carries you there.",
    quadrants: {
      "top-left": {
        icon: "🎯",
        title: "Vision",
        description:
          "Where do you want the work to be a year from now? Write the goal in one sentence you would be glad to read aloud.",
      },
      "top-right": {
        icon: "📈",
        title: "Growth",
        description:
          "Name the two or three moves that will matter most this quarter: a product, a market, a habit. Let the rest wait.",
      },
      "bottom-left": {
        icon: "🤝",
        title: "People",
        description:
          "Who helps you get there? Customers, partners, the team. Note what each of them needs from you, and what you need from them.",
      },
      "bottom-right": {
        icon: "💡",
        title: "Ideas & Risks",
        description:
          "What could surprise you, for better or worse? List the ideas worth testing and the risks worth watching.",
      },
    },
  },
  {
    id: "wellness",
    name: "Wellness Framework",
    summary: "Check in with the four parts of you that need care: body, mind, heart and spirit.",
    quadrants: {
      "top-left": {
        icon: "🧘",
        title: "Body",
        description:
          "Sleep, movement, food and water. What does your body ask for this week? Choose one small kindness to give it each day.",
      },
      "top-right": {
        icon: "🧠",
        title: "Mind",
        description:
          "What is taking up room in your thoughts? Write it down, then circle the one thing you can act on today.",
      },
      "bottom-left": {
        icon: "💗",
        title: "Heart",
        description:
          "Which relationships fill you up, and which ask too much? Note one person to thank and one boundary to keep.",
      },
      "bottom-right": {
        icon: "🕊️",
        title: "Spirit",
        description:
          "Ten quiet minutes: prayer, meditation, a walk without your phone. What restores your sense of meaning?",
      },
    },
  },
  {
    id: "original",
    name: "Original Template",
    summary: "A calm space to tune in: settle your energy, listen to your intuition, set an intention.",
    quadrants: {
      "top-left": {
        icon: "🌙",
        title: "Calm Energy",
        description:
          "Sit comfortably, hold an amethyst or clear quartz, and breathe in for four counts and out for six. Notice how your body softens.",
      },
      "top-right": {
        icon: "🔮",
        title: "Intuition",
        description:
          "Ask yourself one question and write the first answer that comes, before your thinking mind steps in. Trust the quiet voice.",
      },
      "bottom-left": {
        icon: "🌿",
        title: "Grounding",
        description:
          "Feel your feet on the floor. Smudge your space with sage or palo santo, and place a grounding stone such as black tourmaline near you.",
      },
      "bottom-right": {
        icon: "✨",
        title: "Intention",
        description:
          "Write one intention in the present tense: I am calm, I am open, I am enough. Light a candle and read it aloud.",
      },
    },
  },
];

export const defaultTemplateId: HealingTemplate["id"] = "original";

export function templateById(id: string): HealingTemplate {
  return healingTemplates.find((template) => template.id === id) ?? (healingTemplates[2] as HealingTemplate);
}
