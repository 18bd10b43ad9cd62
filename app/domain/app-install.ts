// The installable app (issue 13, docs/decisions/0032): the colours of both themes where the browser
// paints outside our CSS (the status bar's theme-color, the offline page), the same as app.css's.

export const THEME_COLOURS = {
  dark: {
    bg: "#0f1115",
    surface: "#1a1d24",
    text: "#f2f3f5",
    muted: "#a9afbb",
    accent: "#f5b938",
    accentText: "#1a1300",
  },
  light: {
    bg: "#f4f5f7",
    surface: "#ffffff",
    text: "#16181d",
    muted: "#535a66",
    accent: "#8a5a00",
    accentText: "#ffffff",
  },
} as const;

export type ThemeName = keyof typeof THEME_COLOURS;
