/**
 * Where to send the browser after social sign-in: only a path on our own site, never another host
 * (an open redirect would hand an attacker a trusted-looking link).
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return fallback;
  return value;
}
