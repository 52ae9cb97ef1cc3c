import type { Messages } from '../types'

// The privacy notice (issue 40), built from the README's data facts ("Personal data (LGPD)", "Submissions:
// store, then deliver"): what is kept, why, for how long, where it goes, the rights, the agency's contact.
// And the consent the forms ask for, and the statement on be a model.
export const pt = {
  title: 'Privacidade',
  intro:
    'Esta página explica o que a {{site}} faz com os dados que você envia pelos formulários deste site, conforme a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).',
  keptTitle: 'O que guardamos',
  kept: 'Só o que você digita ou escolhe nos formulários: no contato, nome, e-mail, telefone e mensagem; na candidatura "Seja um modelo", nome, telefone, e-mail, gênero, data de nascimento, medidas, duas fotos e, para menores de 18 anos, o nome do responsável; no pedido de modelos, nome, e-mail, telefone, mensagem, o briefing (datas, cidade, uso, verba, marca ou cliente) e os talentos escolhidos.',
  whyTitle: 'Para quê',
  why: 'Para responder ao seu contato, avaliar a sua candidatura ou preparar o orçamento do seu pedido. Nada é usado para publicidade nem vendido.',
  howLongTitle: 'Por quanto tempo',
  howLong:
    'O site guarda cada envio só até entregá-lo ao sistema da agência e o apaga assim que ele é aceito; um envio que não puder ser entregue é apagado em no máximo {{days}} dias. Depois da entrega, o site mantém apenas o registro de que houve um envio (tipo, idioma e horários), sem nenhum dado pessoal, também por até {{days}} dias.',
  whereTitle: 'Para onde vai',
  where:
    'Os envios esperam a entrega no armazenamento da Cloudflare, que hospeda o site, e seguem para o sistema de gestão da agência (Manager Fashion), onde só a equipe da {{site}} os lê. Os favoritos ficam apenas no seu navegador.',
  rightsTitle: 'Os seus direitos',
  rights:
    'Você pode pedir a qualquer momento para saber quais dados seus a agência tem, corrigi-los, apagá-los ou retirar o seu consentimento. A candidatura de menores de 18 anos precisa do nome e do consentimento de um dos pais ou responsável.',
  contactTitle: 'Fale com a agência',
  contact: 'Para exercer os seus direitos ou tirar dúvidas: {{email}}, {{phone}}, {{address}}.',
  /** The link beside every form's Send. */
  link: 'Como tratamos os seus dados',
  consent: {
    /** The application's required checkbox. */
    label:
      'Li a política de privacidade e concordo que a {{site}} trate os meus dados para avaliar a candidatura.',
    /** The field's short name (a refused form's list of fields). */
    short: 'Consentimento',
    refused: 'Sem o seu consentimento não podemos receber a candidatura: marque a caixa de consentimento.',
    guardianTitle: 'Menores de 18 anos',
    guardianIntro:
      'Se você tem menos de 18 anos, um dos pais ou responsável precisa consentir com a candidatura.',
    guardianName: 'Nome do pai, mãe ou responsável',
    guardianConsent:
      'Sou pai, mãe ou responsável legal e autorizo a candidatura e o tratamento destes dados.',
    guardianShort: 'Consentimento do responsável',
    guardianRefused:
      'Pela data de nascimento, a candidatura é de menor de 18 anos: informe o nome de um dos pais ou responsável e marque o consentimento dele.',
  },
  neverCharge: {
    title: 'Nunca cobramos',
    text: 'A {{site}} nunca cobra de quem se candidata: nenhuma taxa de inscrição, book ou curso. Desconfie de qualquer cobrança em nosso nome. Os nossos canais oficiais são só este site, {{email}}, {{phone}} e o WhatsApp da agência.',
  },
} as const

export const en: Messages<typeof pt> = {
  title: 'Privacy',
  intro:
    'This page explains what {{site}} does with the data you send through this site’s forms, under Brazil’s General Data Protection Law (LGPD, Law 13,709/2018).',
  keptTitle: 'What we keep',
  kept: 'Only what you type or choose in the forms: on contact, name, email, phone and message; on the "Be a model" application, name, phone, email, gender, date of birth, measurements, two photos and, for under-18s, a parent’s or guardian’s name; on a request for models, name, email, phone, message, the brief (dates, city, usage, budget, brand or client) and the chosen talents.',
  whyTitle: 'Why',
  why: 'To answer your message, consider your application or prepare a quote for your request. Nothing is used for advertising or sold.',
  howLongTitle: 'For how long',
  howLong:
    'The site keeps each submission only until it is delivered to the agency’s system, and deletes it as soon as it is accepted; a submission that cannot be delivered is deleted after {{days}} days at most. After delivery the site keeps only a record that a submission was made (kind, language and times), with no personal data, also for up to {{days}} days.',
  whereTitle: 'Where it goes',
  where:
    'Submissions wait for delivery in the storage of Cloudflare, which hosts the site, and go on to the agency’s management system (Manager Fashion), where only the {{site}} team reads them. Favorites stay in your browser only.',
  rightsTitle: 'Your rights',
  rights:
    'You may ask at any time which of your data the agency holds, have it corrected or deleted, or withdraw your consent. An application from someone under 18 needs a parent’s or guardian’s name and consent.',
  contactTitle: 'Contact the agency',
  contact: 'To exercise your rights or ask a question: {{email}}, {{phone}}, {{address}}.',
  link: 'How we handle your data',
  consent: {
    label:
      'I have read the privacy notice and agree that {{site}} handles my data to consider the application.',
    short: 'Consent',
    refused: 'Without your consent we cannot receive the application: tick the consent box.',
    guardianTitle: 'Under 18',
    guardianIntro: 'If you are under 18, a parent or guardian must consent to the application.',
    guardianName: 'Parent’s or guardian’s name',
    guardianConsent:
      'I am a parent or legal guardian and I authorise the application and the handling of this data.',
    guardianShort: 'Guardian’s consent',
    guardianRefused:
      'By the date of birth, the applicant is under 18: give a parent’s or guardian’s name and tick their consent.',
  },
  neverCharge: {
    title: 'We never charge',
    text: '{{site}} never charges applicants: no registration fee, portfolio or course. Be wary of any charge in our name. Our only official channels are this site, {{email}}, {{phone}} and the agency’s WhatsApp.',
  },
}

export const es: Messages<typeof pt> = {
  title: 'Privacidad',
  intro:
    'Esta página explica qué hace {{site}} con los datos que envías por los formularios de este sitio, conforme a la Ley General de Protección de Datos de Brasil (LGPD, Ley 13.709/2018).',
  keptTitle: 'Qué guardamos',
  kept: 'Solo lo que escribes o eliges en los formularios: en el contacto, nombre, correo, teléfono y mensaje; en la candidatura "Sé modelo", nombre, teléfono, correo, género, fecha de nacimiento, medidas, dos fotos y, para menores de 18 años, el nombre del responsable; en la solicitud de modelos, nombre, correo, teléfono, mensaje, el briefing (fechas, ciudad, uso, presupuesto, marca o cliente) y los talentos elegidos.',
  whyTitle: 'Para qué',
  why: 'Para responder a tu mensaje, evaluar tu candidatura o preparar el presupuesto de tu solicitud. Nada se usa para publicidad ni se vende.',
  howLongTitle: 'Por cuánto tiempo',
  howLong:
    'El sitio guarda cada envío solo hasta entregarlo al sistema de la agencia y lo borra en cuanto es aceptado; un envío que no pueda entregarse se borra en {{days}} días como máximo. Después de la entrega, el sitio conserva solo el registro de que hubo un envío (tipo, idioma y horas), sin datos personales, también hasta {{days}} días.',
  whereTitle: 'Adónde va',
  where:
    'Los envíos esperan la entrega en el almacenamiento de Cloudflare, que aloja el sitio, y pasan al sistema de gestión de la agencia (Manager Fashion), donde solo el equipo de {{site}} los lee. Los favoritos quedan solo en tu navegador.',
  rightsTitle: 'Tus derechos',
  rights:
    'Puedes pedir en cualquier momento saber qué datos tuyos tiene la agencia, corregirlos, borrarlos o retirar tu consentimiento. La candidatura de menores de 18 años necesita el nombre y el consentimiento de uno de los padres o tutor.',
  contactTitle: 'Habla con la agencia',
  contact: 'Para ejercer tus derechos o hacer preguntas: {{email}}, {{phone}}, {{address}}.',
  link: 'Cómo tratamos tus datos',
  consent: {
    label:
      'He leído la política de privacidad y acepto que {{site}} trate mis datos para evaluar la candidatura.',
    short: 'Consentimiento',
    refused: 'Sin tu consentimiento no podemos recibir la candidatura: marca la casilla de consentimiento.',
    guardianTitle: 'Menores de 18 años',
    guardianIntro: 'Si tienes menos de 18 años, uno de tus padres o tutor debe consentir la candidatura.',
    guardianName: 'Nombre del padre, la madre o el tutor',
    guardianConsent:
      'Soy padre, madre o tutor legal y autorizo la candidatura y el tratamiento de estos datos.',
    guardianShort: 'Consentimiento del tutor',
    guardianRefused:
      'Por la fecha de nacimiento, la candidatura es de un menor de 18 años: indica el nombre de uno de los padres o tutor y marca su consentimiento.',
  },
  neverCharge: {
    title: 'Nunca cobramos',
    text: '{{site}} nunca cobra a quien se candidata: ninguna cuota de inscripción, book ni curso. Desconfía de cualquier cobro en nuestro nombre. Nuestros únicos canales oficiales son este sitio, {{email}}, {{phone}} y el WhatsApp de la agencia.',
  },
}
