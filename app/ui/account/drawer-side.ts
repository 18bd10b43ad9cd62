export type DrawerSide = "left" | "right";

/** The open drawer from the address (?menu=left|right): drawers open and close without JavaScript. */
export function openDrawer(search: string): DrawerSide | null {
  const menu = new URLSearchParams(search).get("menu");
  return menu === "left" || menu === "right" ? menu : null;
}
