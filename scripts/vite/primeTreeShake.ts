import type { Plugin } from 'vite';

const PRIME_ESM = /\/primereact\/[^/]+\/[^/]+\.esm\.js$/;

/**
 * PrimeReact's ES modules declare their constant tables as `var X = Object.freeze({...})`. A
 * bundler must assume a call has effects, so every table stays in the bundle whether used or not
 * (`PrimeIcons` alone lists 300 icon names). Marking the calls pure lets unused tables go.
 */
export function markPrimeTablesPure(code: string): string {
  return code.replace(/=\s*Object\.freeze\(/g, '= /*#__PURE__*/ Object.freeze(');
}

const BUTTON_TOOLTIP_IMPORT = "import { Tooltip } from 'primereact/tooltip';";

/**
 * PrimeReact's Button, Checkbox, InputText and 20 more import Tooltip (28 KB of source) for their
 * `tooltip` prop, so every screen pays for it. The console gives none of them a tooltip; this
 * loads Tooltip the first time one is given. They only render `<Tooltip …/>` (no ref, no static
 * use), so a lazy stand-in is the same component. The build fails if Button stops matching.
 */
export function lazyTooltip(code: string): string {
  return code.replace(
    BUTTON_TOOLTIP_IMPORT,
    [
      "import { lazy as __lazyTooltip, Suspense as __TooltipSuspense, createElement as __tooltipElement } from 'react';",
      "const __LazyTooltip = __lazyTooltip(() => import('primereact/tooltip').then((module) => ({ default: module.Tooltip })));",
      'const Tooltip = (props) => __tooltipElement(__TooltipSuspense, { fallback: null }, __tooltipElement(__LazyTooltip, props));',
    ].join('\n'),
  );
}

const BUTTON = /\/primereact\/button\/button\.esm\.js$/;

export function primeTreeShake(): Plugin {
  return {
    name: 'console:prime-tree-shake',
    enforce: 'pre',
    transform(code, id) {
      const path = id.replace(/\\/g, '/');
      if (!PRIME_ESM.test(path)) return null;
      let out = code;
      if (BUTTON.test(path) && !code.includes(BUTTON_TOOLTIP_IMPORT))
        this.error("PrimeReact's Button no longer imports Tooltip as expected: revisit scripts/vite/primeTreeShake.ts");
      if (out.includes(BUTTON_TOOLTIP_IMPORT)) out = lazyTooltip(out);
      if (out.includes('Object.freeze(')) out = markPrimeTablesPure(out);
      return out === code ? null : { code: out, map: null };
    },
  };
}
