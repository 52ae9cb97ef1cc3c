import type { Messages } from '../types'

// Product-wide words: navigation, header, footer, sliders. Language names are endonyms in every
// language, as a switch must be readable by someone who does not read the current one.
export const pt = {
  nav: {
    main: 'Navegação principal',
    boards: 'Categorias',
    footer: 'Seções do site',
    home: 'Início',
    models: 'Modelos',
    news: 'Notícias',
    about: 'Sobre',
    contact: 'Contato',
    beAModel: 'Seja um modelo',
    favorites: 'Favoritos',
  },
  // The agency's board names are industry terms, kept in English on Brazilian sites too.
  categories: {
    image: 'Image',
    mainboard: 'Mainboard',
    development: 'Development',
  },
  language: {
    label: 'Idioma',
    switchTo: 'Ver esta página em {{language}}',
    pt: 'Português',
    en: 'English',
    es: 'Español',
  },
  theme: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Escuro',
    toLight: 'Ativar tema claro',
    toDark: 'Ativar tema escuro',
  },
  menu: {
    open: 'Abrir menu',
    close: 'Fechar menu',
  },
  search: {
    label: 'Buscar modelos pelo nome',
    placeholder: 'Buscar modelo',
    submit: 'Buscar',
  },
  slider: {
    previous: 'Slide anterior',
    next: 'Próximo slide',
    goTo: 'Ir para o slide {{number}}',
  },
  prehome: {
    label: 'Apresentação',
    close: 'Fechar apresentação',
  },
  back: 'Voltar',
  close: 'Fechar',
  loading: 'Carregando…',
  poweredBy: 'Desenvolvido por',
  copyright: '© {{year}} {{name}}. Todos os direitos reservados.',
  skipToContent: 'Pular para o conteúdo',
  instagram: 'Instagram',
  instagramOf: 'Instagram de {{name}}',
} as const

export const en: Messages<typeof pt> = {
  nav: {
    main: 'Main navigation',
    boards: 'Boards',
    footer: 'Site sections',
    home: 'Home',
    models: 'Models',
    news: 'News',
    about: 'About',
    contact: 'Contact',
    beAModel: 'Be a model',
    favorites: 'Favorites',
  },
  categories: {
    image: 'Image',
    mainboard: 'Mainboard',
    development: 'Development',
  },
  language: {
    label: 'Language',
    switchTo: 'View this page in {{language}}',
    pt: 'Português',
    en: 'English',
    es: 'Español',
  },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    toLight: 'Switch to light theme',
    toDark: 'Switch to dark theme',
  },
  menu: {
    open: 'Open menu',
    close: 'Close menu',
  },
  search: {
    label: 'Search models by name',
    placeholder: 'Search models',
    submit: 'Search',
  },
  slider: {
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {{number}}',
  },
  prehome: {
    label: 'Introduction',
    close: 'Close introduction',
  },
  back: 'Back',
  close: 'Close',
  loading: 'Loading…',
  poweredBy: 'Powered by',
  copyright: '© {{year}} {{name}}. All rights reserved.',
  skipToContent: 'Skip to content',
  instagram: 'Instagram',
  instagramOf: "{{name}}'s Instagram",
}

export const es: Messages<typeof pt> = {
  nav: {
    main: 'Navegación principal',
    boards: 'Categorías',
    footer: 'Secciones del sitio',
    home: 'Inicio',
    models: 'Modelos',
    news: 'Noticias',
    about: 'Nosotros',
    contact: 'Contacto',
    beAModel: 'Sé modelo',
    favorites: 'Favoritos',
  },
  categories: {
    image: 'Image',
    mainboard: 'Mainboard',
    development: 'Development',
  },
  language: {
    label: 'Idioma',
    switchTo: 'Ver esta página en {{language}}',
    pt: 'Português',
    en: 'English',
    es: 'Español',
  },
  theme: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Oscuro',
    toLight: 'Activar tema claro',
    toDark: 'Activar tema oscuro',
  },
  menu: {
    open: 'Abrir menú',
    close: 'Cerrar menú',
  },
  search: {
    label: 'Buscar modelos por nombre',
    placeholder: 'Buscar modelo',
    submit: 'Buscar',
  },
  slider: {
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    goTo: 'Ir a la diapositiva {{number}}',
  },
  prehome: {
    label: 'Presentación',
    close: 'Cerrar presentación',
  },
  back: 'Volver',
  close: 'Cerrar',
  loading: 'Cargando…',
  poweredBy: 'Desarrollado por',
  copyright: '© {{year}} {{name}}. Todos los derechos reservados.',
  skipToContent: 'Saltar al contenido',
  instagram: 'Instagram',
  instagramOf: 'Instagram de {{name}}',
}
