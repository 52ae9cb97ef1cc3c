import type { Services } from '../types'
import { deliverBatch, recordDeadLetters } from './deliver'
import type { DeliveryMessage } from './store'

/** The dead-letter queue's name (wrangler.toml `dead_letter_queue`); every other batch is a delivery. */
export const deadLetterQueue = 'lumiere-deliveries-failed'

/** The Worker's `queue` handler: deliveries, and the dead letters of deliveries that used up their retries. */
export function queueHandler(services: Services): ExportedHandlerQueueHandler<Env> {
  return (batch, env) => {
    // Only this Worker sends to these queues, always `{ id }` (each message is checked again on use).
    const messages = batch as MessageBatch<DeliveryMessage>
    return batch.queue === deadLetterQueue
      ? recordDeadLetters(messages, env)
      : deliverBatch(messages, env, services)
  }
}
