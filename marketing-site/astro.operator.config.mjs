import { defineConfig } from 'astro/config';
import { siteConfig } from './astro.shared.mjs';

export default defineConfig(siteConfig('operator'));
