import { startCms } from './startCms.ts'

// `npm run cms`: the stand-in on CMS_PORT (default 8790) until interrupted.
const cms = await startCms({ port: Number(process.env.CMS_PORT) || 8790 })
console.log(`stand-in CMS listening on ${cms.url}`)

const stop = () => {
  cms.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
