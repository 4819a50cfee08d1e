// Spec §2: mobile first, breakpoints at 0, 768, 1024, 1200 and 1536 px. CSS modules repeat these
// numbers in their media queries (CSS variables cannot be used there); JS reads them from here.
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
  wide: 1200,
  extraWide: 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}
