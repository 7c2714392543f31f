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

export function primeTreeShake(): Plugin {
  return {
    name: 'console:prime-tree-shake',
    enforce: 'pre',
    transform(code, id) {
      if (!PRIME_ESM.test(id.replace(/\\/g, '/')) || !code.includes('Object.freeze(')) return null;
      return { code: markPrimeTablesPure(code), map: null };
    },
  };
}
