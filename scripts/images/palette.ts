import { endFileScope, setFileScope } from "@vanilla-extract/css/fileScope";

// The theme module is a vanilla-extract stylesheet: outside Vite it needs a file scope to load.
setFileScope("scripts/images/palette.ts");
const { palette } = await import("../../app/ui/theme.css");
endFileScope();

/**
 * The illustrations' colours: the theme's own, plus the few a landscape needs
 * that the interface does not (sky, soil, dawn), kept in the same muted key.
 */
export const art = {
  ...palette,
  leaf: "#2f7a4a",
  leafLight: "#5e9e62",
  sage: "#9cc59a",
  soil: "#8a6a45",
  soilDark: "#5e4630",
  sky: "#cfe3e6",
  skyDeep: "#9ec3cc",
  dawn: "#f6c9a0",
  dawnDeep: "#e9a272",
  cloud: "#fbfaf5",
  steel: "#5b6a70",
} as const;
