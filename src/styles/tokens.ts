/** The same design tokens as tokens.css, for the Chakra theme of the on-demand dialogs. */
export const tokens = {
  colorInk: "#0f1b2d",
  colorMuted: "#55627a",
  colorBrand: "#0b5fff",
  colorSurface: "#ffffff",
  colorSurfaceAlt: "#f3f6fb",
  colorBorder: "#d8dfeb",
  radiusMd: "10px",
  fontBody:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

/** Breakpoint from which the full header menu shows (Chakra's lg). */
export const LG_BREAKPOINT_PX = 1024;
