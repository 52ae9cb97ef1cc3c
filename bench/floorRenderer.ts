// The renderer bench/floor.ts times, loaded through Vite's SSR loader so that vite.config.ts's aliases
// apply: `react` and `react-dom/server` are Preact's, as in the build.
export { createElement } from 'react'
export { renderToString } from 'react-dom/server'
export { VikeReactProviderPageContext } from 'vike-react/usePageContext'
