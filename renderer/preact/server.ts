// `react-dom/server` for the prerender, served by Preact (vite.config.ts aliases it here). preact/compat's
// server entry lacks the `version` export that react-streaming (imported by vike-react) checks.
import server from 'preact/compat/server'

export { version } from 'preact/compat'
export {
  renderToPipeableStream,
  renderToReadableStream,
  renderToStaticMarkup,
  renderToString,
} from 'preact/compat/server'
export default server
