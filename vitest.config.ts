import { defineConfig } from 'vitest/config'

// Unit tests sit beside their code; Playwright specs live in tests/ and are not Vitest's.
export default defineConfig({
  test: {
    include: ['{lib,sync,cms,functions,components,pages,renderer,scripts}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    // The stand-in CMS's photo pool (.cache/cms-photos/), made before the first test on a fresh clone.
    globalSetup: ['cms/images/warmPhotoPool.ts'],
  },
})
