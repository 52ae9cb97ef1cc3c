import type { Messages } from '../types'

export const pt = {
  title: 'Sobre a agência',
  paragraph1:
    'Somos uma agência de modelos e talentos nascida em São Paulo, com um olhar atento para a moda, a publicidade e o conteúdo. Representamos mulheres e homens de perfis diversos, do new face que está começando ao profissional com carreira internacional.',
  paragraph2:
    'O nosso trabalho vai além do casting: cuidamos do desenvolvimento de cada talento, com orientação de carreira, produção de portfólio e acompanhamento em cada trabalho, sempre com transparência, respeito e atenção especial aos mais jovens e às suas famílias.',
  paragraph3:
    'Para marcas, fotógrafos e produtoras, oferecemos um elenco selecionado e um atendimento próximo, do primeiro briefing ao dia da produção. Para quem sonha em ser modelo, as nossas portas estão abertas: a próxima cara da agência pode ser a sua.',
  slider: 'Fotos da agência',
} as const

export const en: Messages<typeof pt> = {
  title: 'About the agency',
  paragraph1:
    'We are a model and talent agency born in São Paulo, with a keen eye for fashion, advertising and content. We represent women and men of diverse profiles, from new faces taking their first steps to professionals with international careers.',
  paragraph2:
    'Our work goes beyond casting: we look after the development of every talent, with career guidance, portfolio production and support on every job, always with transparency, respect and special care for the youngest and their families.',
  paragraph3:
    'For brands, photographers and production companies, we offer a curated roster and close, personal service, from the first brief to the day of the shoot. For anyone who dreams of modelling, our doors are open: the next face of the agency could be yours.',
  slider: 'Photos of the agency',
}

export const es: Messages<typeof pt> = {
  title: 'Sobre la agencia',
  paragraph1:
    'Somos una agencia de modelos y talentos nacida en São Paulo, con una mirada atenta a la moda, la publicidad y el contenido. Representamos a mujeres y hombres de perfiles diversos, desde caras nuevas que dan sus primeros pasos hasta profesionales con carrera internacional.',
  paragraph2:
    'Nuestro trabajo va más allá del casting: cuidamos el desarrollo de cada talento, con orientación profesional, producción de portafolio y acompañamiento en cada trabajo, siempre con transparencia, respeto y una atención especial a los más jóvenes y a sus familias.',
  paragraph3:
    'A marcas, fotógrafos y productoras les ofrecemos un elenco seleccionado y una atención cercana, desde el primer briefing hasta el día de la producción. Para quien sueña con ser modelo, nuestras puertas están abiertas: la próxima cara de la agencia puede ser la tuya.',
  slider: 'Fotos de la agencia',
}
