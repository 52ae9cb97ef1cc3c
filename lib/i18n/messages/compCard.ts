import type { Messages } from '../types'

// The comp card (part of each profile page, printed alone) and the actions that print it (profile, favorites).
export const pt = {
  action: 'Comp card (PDF)',
  selectionAction: 'Comp cards da lista (PDF)',
  title: 'Comp card de {{name}}',
  selectionTitle: 'Comp cards',
  front: 'Frente',
  back: 'Verso',
  preparing: 'Preparando os comp cards…',
  failed: 'Não foi possível preparar os comp cards. Tente de novo.',
  printHint: 'Para o PDF, imprima esta página e escolha “Salvar como PDF”.',
} as const

export const en: Messages<typeof pt> = {
  action: 'Comp card (PDF)',
  selectionAction: 'Comp cards of the list (PDF)',
  title: 'Comp card of {{name}}',
  selectionTitle: 'Comp cards',
  front: 'Front',
  back: 'Back',
  preparing: 'Preparing the comp cards…',
  failed: 'The comp cards could not be prepared. Please try again.',
  printHint: 'For the PDF, print this page and choose “Save as PDF”.',
}

export const es: Messages<typeof pt> = {
  action: 'Comp card (PDF)',
  selectionAction: 'Comp cards de la lista (PDF)',
  title: 'Comp card de {{name}}',
  selectionTitle: 'Comp cards',
  front: 'Anverso',
  back: 'Reverso',
  preparing: 'Preparando los comp cards…',
  failed: 'No se pudieron preparar los comp cards. Inténtalo de nuevo.',
  printHint: 'Para el PDF, imprime esta página y elige “Guardar como PDF”.',
}
