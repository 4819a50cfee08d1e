import { fileURLToPath } from 'node:url';
import { build } from 'astro';

// Both marketing sites come from one Astro project; each has its own config (pages, site URL, output).
// They build one after the other: two Vite builds at once would race on the shared cache.
const root = fileURLToPath(new URL('.', import.meta.url));
const sites = ['about', 'operator'] as const;
const only = process.argv
  .slice(2)
  .filter((arg): arg is (typeof sites)[number] => (sites as readonly string[]).includes(arg));

for (const name of only.length > 0 ? only : sites) {
  // Astro resolves configFile against root.
  await build({ root, configFile: `astro.${name}.config.mjs`, mode: 'production' });
}
