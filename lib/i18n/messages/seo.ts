import type { Messages } from '../types'

// The page title is the section name followed by the product name (SPEC §1): `seo.title` with
// section and site. Descriptions take the product name as {{site}}, since it lives in the site
// configuration rather than in the messages.
export const pt = {
  title: '{{section}} | {{site}}',
  sections: {
    home: 'Início',
    models: 'Modelos',
    image: 'Image',
    mainboard: 'Mainboard',
    development: 'Development',
    profile: '{{name}}',
    news: 'Notícias',
    post: '{{title}}',
    about: 'Sobre',
    contact: 'Contato',
    beAModel: 'Seja um modelo',
    favorites: 'Favoritos',
    privacy: 'Privacidade',
    notFound: 'Página não encontrada',
    error: 'Erro',
  },
  descriptions: {
    home: '{{site}}: agência de modelos e talentos em São Paulo. Conheça o nosso casting, as novidades e como se tornar modelo.',
    models: 'Conheça as modelos e os modelos da {{site}}, com medidas, portfólio e digitais.',
    image: 'Talentos do board Image da {{site}}: rostos para campanhas, publicidade e conteúdo.',
    mainboard: 'O Mainboard da {{site}}: modelos profissionais para moda, editoriais e passarela.',
    development: 'New faces em desenvolvimento na {{site}}: os próximos rostos da moda.',
    profile: '{{name}} na {{site}}: medidas, portfólio e digitais.',
    news: 'Notícias, trabalhos e bastidores dos talentos da {{site}}.',
    about: 'Conheça a {{site}}, agência de modelos e talentos em São Paulo.',
    contact: 'Fale com a {{site}}: contratações, parcerias e dúvidas. Endereço, e-mail e telefone.',
    beAModel: 'Quer ser modelo? Envie a sua inscrição com duas fotos para a equipe de new faces da {{site}}.',
    favorites: 'A sua seleção de talentos favoritos da {{site}}.',
    privacy:
      'Como a {{site}} trata os dados enviados pelos formulários do site: o que guarda, por quanto tempo e os seus direitos.',
  },
  /** The alt text of a page's link preview (og:image:alt). */
  imageAlt: {
    profile: '{{name}}: rosto e foto do book, com o nome, na {{site}}',
    selection: 'Rostos de uma seleção de talentos da {{site}}',
  },
} as const

export const en: Messages<typeof pt> = {
  title: '{{section}} | {{site}}',
  sections: {
    home: 'Home',
    models: 'Models',
    image: 'Image',
    mainboard: 'Mainboard',
    development: 'Development',
    profile: '{{name}}',
    news: 'News',
    post: '{{title}}',
    about: 'About',
    contact: 'Contact',
    beAModel: 'Be a model',
    favorites: 'Favorites',
    privacy: 'Privacy',
    notFound: 'Page not found',
    error: 'Error',
  },
  descriptions: {
    home: '{{site}}: model and talent agency in São Paulo. Discover our roster, our news and how to become a model.',
    models: 'Meet the women and men of {{site}}, with measurements, portfolios and digitals.',
    image: "Talents of {{site}}'s Image board: faces for campaigns, advertising and content.",
    mainboard: "{{site}}'s Mainboard: professional models for fashion, editorials and the runway.",
    development: 'New faces in development at {{site}}: the next faces of fashion.',
    profile: '{{name}} at {{site}}: measurements, portfolio and digitals.',
    news: 'News, jobs and behind the scenes with the talents of {{site}}.',
    about: 'Get to know {{site}}, a model and talent agency in São Paulo.',
    contact: 'Get in touch with {{site}}: bookings, partnerships and questions. Address, email and phone.',
    beAModel: "Want to be a model? Send your application with two photos to {{site}}'s new faces team.",
    favorites: 'Your selection of favorite talents from {{site}}.',
    privacy:
      'How {{site}} handles the data sent through the site’s forms: what it keeps, for how long, and your rights.',
  },
  imageAlt: {
    profile: '{{name}}: face and a book photo, with the name, at {{site}}',
    selection: 'Faces of a selection of talents from {{site}}',
  },
}

export const es: Messages<typeof pt> = {
  title: '{{section}} | {{site}}',
  sections: {
    home: 'Inicio',
    models: 'Modelos',
    image: 'Image',
    mainboard: 'Mainboard',
    development: 'Development',
    profile: '{{name}}',
    news: 'Noticias',
    post: '{{title}}',
    about: 'Nosotros',
    contact: 'Contacto',
    beAModel: 'Sé modelo',
    favorites: 'Favoritos',
    privacy: 'Privacidad',
    notFound: 'Página no encontrada',
    error: 'Error',
  },
  descriptions: {
    home: '{{site}}: agencia de modelos y talentos en São Paulo. Conoce nuestro elenco, las novedades y cómo ser modelo.',
    models: 'Conoce a las modelos y los modelos de {{site}}, con medidas, portafolio y digitales.',
    image: 'Talentos del board Image de {{site}}: caras para campañas, publicidad y contenido.',
    mainboard: 'El Mainboard de {{site}}: modelos profesionales para moda, editoriales y pasarela.',
    development: 'New faces en desarrollo en {{site}}: las próximas caras de la moda.',
    profile: '{{name}} en {{site}}: medidas, portafolio y digitales.',
    news: 'Noticias, trabajos y detrás de cámaras de los talentos de {{site}}.',
    about: 'Conoce {{site}}, agencia de modelos y talentos en São Paulo.',
    contact: 'Habla con {{site}}: contrataciones, colaboraciones y consultas. Dirección, correo y teléfono.',
    beAModel: '¿Quieres ser modelo? Envía tu solicitud con dos fotos al equipo de new faces de {{site}}.',
    favorites: 'Tu selección de talentos favoritos de {{site}}.',
    privacy:
      'Cómo {{site}} trata los datos enviados por los formularios del sitio: qué guarda, por cuánto tiempo y tus derechos.',
  },
  imageAlt: {
    profile: '{{name}}: rostro y foto del book, con el nombre, en {{site}}',
    selection: 'Rostros de una selección de talentos de {{site}}',
  },
}
