// Keeps the page still while an overlay is open. Counted, so two overlays (menu, then cart) and
// their closing in any order leave the page scrollable again exactly once.
let locks = 0;

export function lockScroll(): () => void {
  locks++;
  document.documentElement.classList.add("is-scroll-locked");
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks--;
    if (locks === 0) document.documentElement.classList.remove("is-scroll-locked");
  };
}
