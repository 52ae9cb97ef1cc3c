// The Worker's entry (wrangler.toml `main`): the Hono app for requests, the rebuild for the cron trigger.
import { createApp } from './app'
import { scheduled } from './scheduled'

const app = createApp()

export type AppType = typeof app

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>
