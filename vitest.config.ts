import { defineConfig, type Plugin } from 'vitest/config'

/**
 * The Worker's WebAssembly modules (functions/jpegCodec.ts: mozjpeg, bundled by wrangler) are loaded only
 * in workerd, where the Worker's tests run it (functions/testing/workerd.ts bundles them). A Node test that
 * imports a module next to them gets an empty stand-in, never run: Node cannot import `.wasm` as wrangler does.
 */
function workerWasmInNode(): Plugin {
  const stub = '\0worker-wasm'
  return {
    name: 'worker-wasm-in-node',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('.wasm') ? stub : undefined),
    load: (id) => (id === stub ? 'export default undefined' : undefined),
  }
}

// Unit tests sit beside their code; Playwright specs live in tests/ and are not Vitest's.
export default defineConfig({
  plugins: [workerWasmInNode()],
  // The site's origin the build defines (vite.config.ts), for components rendered by unit tests.
  define: { __SITE_ORIGIN__: JSON.stringify('http://localhost:8787') },
  test: {
    include: ['{lib,sync,cms,functions,components,pages,renderer,scripts}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    // Every core. Vitest 5's default leaves one out (availableParallelism - 1), which on the 2-core CI host is
    // one file at a time, the release's rollback test (the first encode of the demo's photos, about 3
    // minutes) among them. On a fresh clone: 294 s on both cores, 377 s on one (2026-11-28, side by side).
    maxWorkers: '100%',
    // The stand-in CMS's photo pool (.cache/cms-photos/), made before the first test on a fresh clone.
    globalSetup: ['cms/images/warmPhotoPool.ts'],
  },
})
