// What an admin form's field keeps of what was typed: a field marked inputMode "numeric" keeps its
// digits, one marked "decimal" its digits and one decimal point (so "abc" never appears in a price,
// and a pasted "1,299" keeps 1299); any other field keeps everything.

export function typedValue(target: { value: string; inputMode?: string }): string {
  if (target.inputMode === "numeric") return target.value.replace(/\D/g, "");
  if (target.inputMode !== "decimal") return target.value;
  const kept = target.value.replace(/[^\d.]/g, "");
  const point = kept.indexOf(".");
  return point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, "")}`;
}
