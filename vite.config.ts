import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { site } from './lib/site.ts'

// SITE_URL is read at build time only: canonical links, hreflang and og:url carry it (no trailing slash).
const siteUrl = (process.env.SITE_URL ?? site.defaultOrigin).replace(/\/+$/, '')

export default defineConfig({
  plugins: [react(), vike()],
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteUrl),
    // The year the HTML was prerendered in; the footer corrects it from the visitor's clock.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  server: { port: Number(process.env.PORT ?? 3000) },
  preview: { port: Number(process.env.PORT ?? 3000) },
})
