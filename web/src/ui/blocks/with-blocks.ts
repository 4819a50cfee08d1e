import blocks from './blocks.module.css';

/**
 * A feature's CSS module on top of the shared blocks (blocks.module.css): `styles.card`, `styles.muted`,
 * `styles.form`… are the shared ones unless the feature's module defines its own. The shared sheet is
 * imported first, so a feature's rules follow it in the cascade.
 */
export function withBlocks(own: CSSModuleClasses): CSSModuleClasses {
  return { ...blocks, ...own };
}
