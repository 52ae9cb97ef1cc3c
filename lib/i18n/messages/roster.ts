import type { Messages } from '../types'

export const pt = {
  empty: 'Nenhum talento disponível',
  genderFilter: 'Filtrar por gênero',
  women: 'Mulheres',
  men: 'Homens',
  letterFilter: 'Filtrar pela inicial do nome',
  letter: 'Nomes com a inicial {{letter}}',
  searchResults: 'Resultados para “{{query}}”',
  clearSearch: 'Limpar busca',
  loadMore: 'Carregar mais',
  favoriteAdd: 'Adicionar {{name}} aos favoritos',
  favoriteRemove: 'Remover {{name}} dos favoritos',
  favoriteToggle: 'Favoritar {{name}}',
  count: '{{count}} talentos',
  countOne: '1 talento',
} as const

export const en: Messages<typeof pt> = {
  empty: 'No talents available',
  genderFilter: 'Filter by gender',
  women: 'Women',
  men: 'Men',
  letterFilter: 'Filter by initial',
  letter: 'Names starting with {{letter}}',
  searchResults: 'Results for “{{query}}”',
  clearSearch: 'Clear search',
  loadMore: 'Load more',
  favoriteAdd: 'Add {{name}} to favorites',
  favoriteRemove: 'Remove {{name}} from favorites',
  favoriteToggle: 'Favorite {{name}}',
  count: '{{count}} talents',
  countOne: '1 talent',
}

export const es: Messages<typeof pt> = {
  empty: 'No hay talentos disponibles',
  genderFilter: 'Filtrar por género',
  women: 'Mujeres',
  men: 'Hombres',
  letterFilter: 'Filtrar por inicial',
  letter: 'Nombres que empiezan por {{letter}}',
  searchResults: 'Resultados para «{{query}}»',
  clearSearch: 'Borrar búsqueda',
  loadMore: 'Cargar más',
  favoriteAdd: 'Añadir a {{name}} a favoritos',
  favoriteRemove: 'Quitar a {{name}} de favoritos',
  favoriteToggle: 'Marcar a {{name}} como favorito',
  count: '{{count}} talentos',
  countOne: '1 talento',
}
