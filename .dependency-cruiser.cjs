/**
 * Architecture rules (ARCHITECTURE.md "A module"): a module is reached only through its index.ts;
 * the shared kernel never depends on modules; the SPA and the marketing site import nothing from the
 * server except src/contracts.
 */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment: "A module may import another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/([^/]+)/.+',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-into-module-internals',
      comment: 'Code outside src/modules reaches a module only through its index.ts.',
      severity: 'error',
      from: { pathNot: '^src/modules/' },
      to: { path: '^src/modules/[^/]+/.+', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'platform-is-independent',
      comment:
        'The shared kernel (src/platform) must not depend on business modules or the composition root.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/(modules|composition)/' },
    },
    {
      name: 'web-only-uses-contracts',
      comment: 'The SPA imports nothing from src/ except src/contracts.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(src|workers|migrations)/', pathNot: '^src/contracts/' },
    },
    {
      name: 'marketing-only-uses-contracts',
      comment: 'The marketing site imports nothing from src/ except src/contracts.',
      severity: 'error',
      from: { path: '^marketing-site/' },
      to: { path: '^(src|workers|migrations|web)/', pathNot: '^src/contracts/' },
    },
    {
      name: 'contracts-are-leaves',
      comment: 'Contracts are shared with the browser: they may import only other contracts and packages.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^(src|web|workers)/', pathNot: '^src/contracts/' },
    },
    {
      name: 'no-circular-modules',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { circular: true, path: '^src/modules/(?!$1/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.astro|node_modules)/' },
    tsPreCompilationDeps: false,
    parser: 'swc',
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] },
  },
};
