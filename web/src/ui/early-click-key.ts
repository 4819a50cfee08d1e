/** The global set start-after-paint.js keeps pressed `data-early-click` elements in (see ./early-click). */
export const EARLY_CLICKS_KEY = '__playfieldEarlyClicks';
