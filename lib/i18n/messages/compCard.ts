import type { Messages } from '../types'

// The comp card (print/comp-card) and the actions that print it (profile, favorites).
export const pt = {
  action: 'Comp card (PDF)',
  selectionAction: 'Comp cards da lista (PDF)',
  title: 'Comp card de {{name}}',
  selectionTitle: 'Comp cards',
  front: 'Frente',
  back: 'Verso',
  preparing: 'Preparando os comp cards…',
  failed: 'Não foi possível preparar os comp cards. Tente de novo.',
  blocked: 'O navegador bloqueou a nova janela. Permita pop-ups para este site e tente de novo.',
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
  blocked: 'The browser blocked the new window. Allow pop-ups for this site and try again.',
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
  blocked:
    'El navegador bloqueó la nueva ventana. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.',
}
