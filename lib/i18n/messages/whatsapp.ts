import type { Messages } from '../types'

// The WhatsApp links (issue 40): each a plain wa.me link whose visible words are its accessible name, and
// the message WhatsApp types in for the visitor.
export const pt = {
  /** The agency's channel, on contact and on be a model. */
  label: 'Fale pelo WhatsApp',
  /** The message of the contact page's link. */
  contactText: 'Olá! Vim pelo site da {{site}} e gostaria de falar com a agência.',
  /** The message of the be-a-model page's link. */
  applyText: 'Olá! Vim pelo site da {{site}} e tenho uma dúvida sobre como ser modelo.',
  /** On a profile. */
  ask: 'Perguntar sobre {{name}} pelo WhatsApp',
  askText: 'Olá! Gostaria de saber sobre {{name}}: {{url}}',
  /** On a selection (the favorites request). */
  selection: 'Enviar a seleção pelo WhatsApp',
  selectionText: 'Olá! Gostaria de saber sobre estes talentos da {{site}}: {{url}}',
  /** What follows the links on a selection: the form is the other way. */
  or: 'ou preencha o pedido abaixo.',
} as const

export const en: Messages<typeof pt> = {
  label: 'Chat on WhatsApp',
  contactText: 'Hello! I found {{site}} on the website and would like to talk to the agency.',
  applyText: 'Hello! I found {{site}} on the website and have a question about becoming a model.',
  ask: 'Ask about {{name}} on WhatsApp',
  askText: 'Hello! I would like to know about {{name}}: {{url}}',
  selection: 'Send the selection on WhatsApp',
  selectionText: 'Hello! I would like to know about these talents of {{site}}: {{url}}',
  or: 'or fill in the request below.',
}

export const es: Messages<typeof pt> = {
  label: 'Habla por WhatsApp',
  contactText: '¡Hola! Vi el sitio de {{site}} y me gustaría hablar con la agencia.',
  applyText: '¡Hola! Vi el sitio de {{site}} y tengo una duda sobre cómo ser modelo.',
  ask: 'Preguntar por {{name}} en WhatsApp',
  askText: '¡Hola! Me gustaría saber sobre {{name}}: {{url}}',
  selection: 'Enviar la selección por WhatsApp',
  selectionText: '¡Hola! Me gustaría saber sobre estos talentos de {{site}}: {{url}}',
  or: 'o rellena la solicitud de abajo.',
}
