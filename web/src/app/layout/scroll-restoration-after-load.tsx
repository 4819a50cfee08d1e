import { useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';

/**
 * React Router's scroll restoration (each new page from its top, a page gone back to where it was left),
 * from the first navigation in the app on. Mounted on the page the browser loaded, it scrolls to the top
 * as the app starts: a visitor who had already scrolled a prerendered page was thrown back up as it
 * hydrated, and a press low on the sign-up form landed on whatever had moved under the finger. The
 * browser has just put that page where it belongs.
 */
export function ScrollRestorationAfterLoad() {
  const { key } = useLocation();
  const [loadedKey] = useState(key);
  return key === loadedKey ? null : <ScrollRestoration />;
}
