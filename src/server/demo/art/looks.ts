// What a product looks like, in the terms the drawings understand. Each product of the demo
// catalogue has one look; its front, back and detail shots are drawn from it.
import type { SoapTexture } from "./body-care.ts";
import type { PendantCut } from "./jewellery.ts";
import type { MetalName, StoneName } from "./palettes.ts";

export type Look =
  | { kind: "tumble"; stone: StoneName }
  | { kind: "tumble-kit"; stones: readonly StoneName[] }
  | { kind: "bracelet"; stones: readonly StoneName[]; spacer?: MetalName; beadSize?: number }
  | { kind: "pendant"; stone: StoneName; metal: MetalName; cut: PendantCut }
  | { kind: "ring"; stone: StoneName; metal: MetalName; setting: "oval" | "round" | "point" }
  | { kind: "tree"; stone: StoneName; base: StoneName; wire: MetalName }
  | { kind: "heart"; stone: StoneName }
  | { kind: "mala"; stone: StoneName; tassel: string }
  | { kind: "roller"; stone: StoneName; metal: MetalName }
  | { kind: "gua-sha"; stone: StoneName }
  | { kind: "zibu"; metal?: MetalName; stone?: StoneName; symbol: number }
  | { kind: "pendulum"; stone: StoneName; metal: MetalName }
  | { kind: "cluster"; stone: StoneName }
  | { kind: "plate"; stone: StoneName; with: readonly StoneName[] }
  | { kind: "wand"; stone: StoneName }
  | {
      kind: "candle";
      wax: string;
      vessel: "glass" | "tin" | "ceramic" | "pillar";
      vesselColour?: string;
      label: string;
      chips?: readonly StoneName[];
    }
  | { kind: "lamp"; rock: string }
  | { kind: "sage"; leaf: string; string: string }
  | { kind: "palo-santo" }
  | { kind: "soap"; colour: string; texture: SoapTexture; accent: string; garnish: Garnish }
  | { kind: "oil"; glass: string; oil: string; label: string; garnish: Garnish }
  | { kind: "cream"; jar: string; cream: string; label: string; garnish: Garnish };

export type Garnish =
  | { kind: "fruit"; peel: string; flesh: string }
  | { kind: "heap"; colour: string; shape: "petal" | "bean" | "grain" | "leaf" }
  | { kind: "none" };

export type ShotAngle = "front" | "back" | "detail";
