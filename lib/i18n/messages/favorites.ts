import type { Messages } from '../types'

export const pt = {
  title: 'Favoritos',
  empty: 'A sua lista de favoritos está vazia. Toque no coração de um talento para guardá-lo aqui.',
  browse: 'Ver modelos',
  share: 'Compartilhar lista',
  shareLink: 'Link da sua lista',
  copy: 'Copiar link',
  copied: 'Link copiado!',
  shared: 'Lista compartilhada',
  sharedIntro: 'Alguém compartilhou estes talentos com você.',
  addAll: 'Adicionar todos à minha lista',
  added: 'Adicionados à sua lista',
  remove: 'Remover {{name}}',
  clear: 'Limpar lista',
} as const

export const en: Messages<typeof pt> = {
  title: 'Favorites',
  empty: 'Your favorites list is empty. Tap the heart on a talent to keep them here.',
  browse: 'Browse models',
  share: 'Share list',
  shareLink: 'Link to your list',
  copy: 'Copy link',
  copied: 'Link copied!',
  shared: 'Shared list',
  sharedIntro: 'Someone shared these talents with you.',
  addAll: 'Add all to my list',
  added: 'Added to your list',
  remove: 'Remove {{name}}',
  clear: 'Clear list',
}

export const es: Messages<typeof pt> = {
  title: 'Favoritos',
  empty: 'Tu lista de favoritos está vacía. Toca el corazón de un talento para guardarlo aquí.',
  browse: 'Ver modelos',
  share: 'Compartir lista',
  shareLink: 'Enlace a tu lista',
  copy: 'Copiar enlace',
  copied: '¡Enlace copiado!',
  shared: 'Lista compartida',
  sharedIntro: 'Alguien compartió estos talentos contigo.',
  addAll: 'Añadir todos a mi lista',
  added: 'Añadidos a tu lista',
  remove: 'Quitar a {{name}}',
  clear: 'Vaciar lista',
}
