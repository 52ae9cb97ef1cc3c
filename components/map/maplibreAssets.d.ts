// The two MapLibre files createOfficeMap imports through Vite. The browser project knows Vite's
// `?url` and CSS imports (vite/client); the Node project, which also compiles components/**/*.ts for
// unit tests, does not: these declarations serve it.
declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs?url' {
  const url: string
  export default url
}
declare module 'maplibre-gl/dist/maplibre-gl.css' {}
