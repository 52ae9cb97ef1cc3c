// The Worker's entry (wrangler.toml `main`): the Hono app for requests, the deliveries queue's consumer,
// and the cron trigger (rebuild, sweep of old submissions).
import { createApp } from './app'
import { queueHandler } from './deliveries/queue'
import { scheduled } from './scheduled'
import { createServices } from './services'

const services = createServices({})
const app = createApp({}, services)

export type AppType = typeof app

export default { fetch: app.fetch, queue: queueHandler(services), scheduled } satisfies ExportedHandler<Env>
