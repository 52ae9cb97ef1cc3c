import type { Messages } from '../types'

export const pt = {
  title: 'Notícias',
  latest: 'Últimas notícias',
  empty: 'Nenhuma notícia publicada ainda.',
  loadMore: 'Carregar mais',
  loadFailed: 'Não foi possível carregar mais notícias.',
  retry: 'Tentar novamente',
  readMore: 'Leia mais',
  all: 'Todas as notícias',
  back: 'Voltar às notícias',
  pages: 'Páginas de notícias',
  older: 'Notícias anteriores',
  newer: 'Notícias mais recentes',
  coverVideo: 'Vídeo: {{title}}',
} as const

export const en: Messages<typeof pt> = {
  title: 'News',
  latest: 'Latest news',
  empty: 'No posts yet.',
  loadMore: 'Load more',
  loadFailed: 'More news could not be loaded.',
  retry: 'Try again',
  readMore: 'Read more',
  all: 'All news',
  back: 'Back to news',
  pages: 'News pages',
  older: 'Older news',
  newer: 'Newer news',
  coverVideo: 'Video: {{title}}',
}

export const es: Messages<typeof pt> = {
  title: 'Noticias',
  latest: 'Últimas noticias',
  empty: 'Todavía no hay noticias publicadas.',
  loadMore: 'Cargar más',
  loadFailed: 'No se pudieron cargar más noticias.',
  retry: 'Reintentar',
  readMore: 'Leer más',
  all: 'Todas las noticias',
  back: 'Volver a las noticias',
  pages: 'Páginas de noticias',
  older: 'Noticias anteriores',
  newer: 'Noticias más recientes',
  coverVideo: 'Vídeo: {{title}}',
}
