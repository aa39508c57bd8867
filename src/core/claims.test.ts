import { describe, expect, it } from "vitest";
import { claimsIn, claimsInFields, hardClaims, softClaims } from "./claims.ts";

const hard = (text: string) => hardClaims(claimsIn("description", text)).map((found) => found.phrase);
const soft = (text: string) => softClaims(claimsIn("description", text)).map((found) => found.phrase);

describe("the claims guard", () => {
  it("finds a cure word beside a scheduled disease, in English", () => {
    expect(hard("Amethyst cures diabetes.")).toEqual(["cures diabetes"]);
    expect(hard("Wear it daily to control high blood pressure and stay calm")).toEqual(["control high blood pressure"]);
    expect(hard("A natural remedy for arthritis and joint stiffness.")).toEqual(["remedy for arthritis"]);
    expect(hard("This bracelet prevents heart attacks.")).toEqual(["prevents heart attacks"]);
    expect(hard("Known to heal cancer in weeks")).toEqual(["heal cancer"]);
    expect(hard("Obesity? Our pyrite treats it: weight loss is guaranteed")).toEqual(["treats it: weight loss"]);
  });

  it("finds the cure within a few words of the disease, either side, and not across sentences", () => {
    expect(hard("Diabetes is reversed by wearing this stone")).toEqual(["Diabetes is reversed"]);
    expect(hard("It helps kidney stones. It cures nothing else.")).toEqual([]);
    expect(hard("It cures — so our grandmothers said — many old fevers")).toEqual([
      "cures — so our grandmothers said — many old fevers",
    ]);
    expect(
      hard("It cures, as every one of the oldest and wisest people of our village always liked to say, fevers"),
    ).toEqual([]);
  });

  it("reads Hindi and Hinglish", () => {
    expect(hard("Yeh kada sugar ki bimari ka ilaj hai")).toEqual(["sugar ki bimari ka ilaj"]);
    expect(hard("मधुमेह का इलाज")).toEqual(["मधुमेह का इलाज"]);
    expect(hard("BP aur thyroid theek kare, motapa door kare")).toEqual(["thyroid theek kare", "motapa door kare"]);
    expect(hard("गठिया से छुटकारा पाएं")).toEqual(["गठिया से छुटकारा"]);
  });

  it("refuses the purposes of s.3(a)-(c) whatever is named beside them", () => {
    expect(hard("A rose quartz to boost libido")).toEqual(["boost libido"]);
    expect(hard("Helps regularise periods naturally")).toEqual(["regularise periods"]);
    expect(hard("Mardana taakat ke liye")).toEqual(["Mardana taakat"]);
  });

  it("does not mistake look-alikes for claims", () => {
    expect(claimsIn("description", "Pairs beautifully with high heels and a silk saree.")).toEqual([]);
    expect(hard("The birthstone for Cancer, said to heal old hurts")).toEqual([]);
    expect(hard("Moonstone is the stone of the zodiac sign Cancer and heals the heart's worries")).toEqual([]);
    expect(claimsIn("description", "Cold-process soap, cured for four to six weeks.")).toEqual([]);
    expect(claimsIn("description", "Glide with light pressure, upwards and outwards.")).toEqual([]);
    expect(claimsIn("description", "A curated set, fits any wrist, for healing rituals.")).toEqual([]);
    expect(claimsIn("description", "Amethyst, long associated with calm.")).toEqual([]);
  });

  it("warns, without refusing, about other health claims and unprovable promises", () => {
    expect(soft("Relieves anxiety and headaches")).toEqual(["Relieves anxiety", "Relieves anxiety and headaches"]);
    expect(soft("Results guaranteed or your money back")).toEqual(["guaranteed"]);
    expect(soft("Clinically proven calm")).toEqual(["Clinically proven"]);
    expect(hard("Relieves anxiety")).toEqual([]);
  });

  it("names the field, the place in the text, the law and a wording to use instead", () => {
    const [finding] = claimsInFields({ name: "Amethyst Tumble", "healingProperties.first": "Calm. It cures diabetes" });
    expect(finding).toMatchObject({
      field: "healingProperties.first",
      severity: "hard",
      phrase: "cures diabetes",
      start: 9,
      end: 23,
    });
    expect(finding?.reason).toContain("Drugs and Magic Remedies Act 1954");
    expect(finding?.reason).toContain("Diabetes");
    expect(finding?.suggestion).toContain("traditionally associated with balance");
  });
});
