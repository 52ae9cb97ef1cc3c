// The renderer bench/floor.ts times, loaded through Vite's SSR loader so that it resolves `react` and
// `react-dom/server` as the build does.
export { createElement } from 'react'
export { renderToString } from 'react-dom/server'
export { VikeReactProviderPageContext } from 'vike-react/usePageContext'
