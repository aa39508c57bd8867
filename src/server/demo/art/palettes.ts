// The colours of every material the demo images draw: stones (light, body, shade, and the surface
// pattern that tells them apart), metals, woods and waxes.

export type Pattern =
  | "clear"
  | "veins"
  | "bands"
  | "sparkle"
  | "flecks"
  | "striations"
  | "flash"
  | "glassy"
  | "speckle"
  | "plain";

export interface Palette {
  light: string;
  base: string;
  deep: string;
  pattern: Pattern;
  /** Vein, fleck or flash colour. */
  accent: string;
  /** Light passes through it: a stronger inner glow. */
  translucent: boolean;
}

const stone = (light: string, base: string, deep: string, pattern: Pattern, accent: string, translucent = false) => ({
  light,
  base,
  deep,
  pattern,
  accent,
  translucent,
});

export const stonePalettes = {
  amethyst: stone("#E4D2F7", "#9A6CD0", "#4E2F86", "clear", "#F4ECFF", true),
  "rose-quartz": stone("#FFF0F2", "#F2B9C5", "#C98596", "clear", "#FFFFFF", true),
  citrine: stone("#FFF4C4", "#F2BE45", "#B9741A", "clear", "#FFF9E0", true),
  "clear-quartz": stone("#FFFFFF", "#D5E1E8", "#8397A5", "clear", "#FFFFFF", true),
  "black-tourmaline": stone("#77767E", "#34333A", "#111114", "striations", "#9A99A3"),
  "green-aventurine": stone("#D2EFD5", "#6CBB7E", "#2C7347", "sparkle", "#F1FFF3"),
  "tiger-eye": stone("#F6D288", "#B9792B", "#5A3310", "bands", "#FBE3A8"),
  "lapis-lazuli": stone("#7C98E6", "#2B4AA6", "#12245C", "flecks", "#E8C66A"),
  carnelian: stone("#FFC9A0", "#E0702F", "#963310", "clear", "#FFE2C8", true),
  selenite: stone("#FFFFFF", "#F3F0EA", "#CFC8BB", "striations", "#FFFFFF", true),
  pyrite: stone("#F4E6A6", "#BFA04A", "#5E4C1E", "sparkle", "#FFF6C8"),
  moonstone: stone("#FFFFFF", "#E7EAF1", "#B3BDD2", "flash", "#A9C6F5", true),
  "red-jasper": stone("#E8A18A", "#B3462F", "#6A2016", "veins", "#D77A61"),
  sodalite: stone("#91A9E2", "#2F4E9E", "#172755", "veins", "#E6ECF7"),
  labradorite: stone("#AEB9BF", "#596770", "#262E33", "flash", "#5FC6C9"),
  "black-obsidian": stone("#5D5D66", "#1E1E23", "#07070A", "glassy", "#8E8E99"),
  howlite: stone("#FFFFFF", "#ECE9E4", "#B9B2A8", "veins", "#8F877D"),
  "smoky-quartz": stone("#DCCBB7", "#8B7361", "#3D2F25", "clear", "#F0E4D6", true),
  jade: stone("#D3EEDB", "#62AF80", "#215F45", "plain", "#E9F8EE", true),
  amazonite: stone("#D2F1EA", "#6CC4B6", "#2C7D73", "veins", "#EAFBF7"),
  "rose-pink-jade": stone("#FFE6EA", "#EDA9B8", "#B86F82", "plain", "#FFF5F7", true),
  "green-jade-dark": stone("#9FD3AE", "#2F8A5B", "#0F4A2F", "plain", "#CFF0D9", true),
  "golden-quartz": stone("#FFF3D6", "#E9C98A", "#A7803F", "clear", "#FFFFFF", true),
  "lava-stone": stone("#7A7470", "#3C3835", "#1A1817", "speckle", "#000000"),
  "white-quartz": stone("#FFFFFF", "#F1F1EE", "#C9C7C1", "plain", "#FFFFFF", true),
} satisfies Record<string, Palette>;

export type StoneName = keyof typeof stonePalettes;

export function paletteOf(name: StoneName): Palette {
  return stonePalettes[name];
}

/** The seven chakra colours, root to crown, as bead palettes. */
export const chakraStones: readonly StoneName[] = [
  "red-jasper",
  "carnelian",
  "citrine",
  "green-aventurine",
  "amazonite",
  "lapis-lazuli",
  "amethyst",
];

export const metals = {
  gold: { light: "#FFF1C2", base: "#D6AE5C", deep: "#8A6424" },
  silver: { light: "#FFFFFF", base: "#C9CDD2", deep: "#7C838C" },
  copper: { light: "#FFD9B8", base: "#C57B47", deep: "#7A3F1C" },
  brass: { light: "#FFF0BF", base: "#C9A14E", deep: "#7C5A1E" },
} as const;

export type MetalName = keyof typeof metals;
