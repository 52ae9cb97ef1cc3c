// Titles for the demo news: pairs (pt, en) that are the same post in two languages, then posts that
// exist in one language only.

export const pairedTitles: [string, string][] = [
  [
    'Semana de Moda de Lisboa: os nossos rostos na passerelle',
    'Lisbon Fashion Week: our faces on the runway',
  ],
  ['Nova campanha de verão fotografada no Algarve', 'New summer campaign shot in the Algarve'],
  ['Bastidores do editorial para a Vogue Portugal', 'Behind the scenes of our Vogue Portugal editorial'],
  ['Abrimos as inscrições para o casting de novos talentos', 'Open call: casting for new talent'],
  ['Três perguntas a uma modelo em início de carreira', 'Three questions for a model starting out'],
  ['A agência celebra dez anos de história', 'The agency celebrates ten years'],
  [
    'Desfile em Milão: estreia internacional de quatro modelos',
    'Milan show: four models make their international debut',
  ],
  ['Como preparar um book profissional', 'How to prepare a professional portfolio'],
  ['Campanha de joalharia com uma marca portuguesa', 'Jewellery campaign with a Portuguese brand'],
  ['Moda sustentável: o nosso compromisso', 'Sustainable fashion: our commitment'],
  ['Os melhores momentos do Portugal Fashion', 'Highlights from Portugal Fashion'],
  ['Digitals: o que são e porque importam', 'Digitals: what they are and why they matter'],
  ['Nova capa de revista para a divisão Mainboard', 'A new magazine cover for the Mainboard division'],
  ['Workshop de passerelle para a divisão Development', 'Runway workshop for the Development division'],
  ['Campanha de inverno a preto e branco', 'A black-and-white winter campaign'],
  ['Da rua para a passerelle: histórias de scouting', 'From the street to the runway: scouting stories'],
  ['Paris: semana de castings intensa para a agência', 'Paris: a busy casting week for the agency'],
  ['Entrevista: o olhar de um fotógrafo de moda', "Interview: a fashion photographer's eye"],
  [
    'Lançamento da coleção cápsula com estilistas emergentes',
    'Capsule collection launch with emerging designers',
  ],
  ['Saúde e bem-estar na carreira de modelo', 'Health and wellbeing in a modelling career'],
  ['Editorial de praia na Costa Vicentina', 'Beach editorial on the Costa Vicentina'],
  ['Os nossos modelos na campanha de uma marca de desporto', 'Our models in a sportswear campaign'],
  ['Fim de ano: retrospetiva das melhores produções', 'Year in review: our best productions'],
  ['Novo estúdio da agência no Porto', "The agency's new studio in Porto"],
]

export const ptOnlyTitles = [
  // The first one carries the script-injection attempt (see buildPosts).
  'Dicas para o primeiro casting',
  'Parceria com escola de fotografia de Lisboa',
  'Modelos da agência em videoclipe nacional',
  'Sessão solidária a favor de uma associação local',
  'Encontro de verão com a equipa e os talentos',
  'Como tratamos os teus dados quando te candidatas',
  'Moda masculina: a nova geração',
  'Ensaio fotográfico com luz natural em Sintra',
]

export const enOnlyTitles = ['Meet our international bookers', 'Travel tips for models on the road']

export const descriptions: [string, string][] = [
  [
    'Uma produção que juntou modelos das divisões Mainboard e Development.',
    'A production that brought together models from the Mainboard and Development divisions.',
  ],
  [
    'Estivemos nos bastidores e trazemos-te as melhores imagens. Vê a galeria completa.',
    'We were backstage and bring you the best pictures. See the full gallery.',
  ],
  [
    'Mais um passo importante para os nossos talentos, dentro e fora de Portugal.',
    'Another important step for our talent, in Portugal and abroad.',
  ],
  [
    'Conversámos com a equipa sobre o trabalho que acontece antes de cada sessão.',
    'We talked to the team about the work that happens before every shoot.',
  ],
  [
    'Luz natural, pouca maquilhagem e muita personalidade: assim foi o dia.',
    'Natural light, minimal make-up and plenty of personality: that was the day.',
  ],
  [
    'Partilhamos o que aprendemos em anos de castings, campanhas e desfiles.',
    'We share what we have learned over years of castings, campaigns and shows.',
  ],
]

export const paragraphs: [string, string][] = [
  [
    'A equipa de booking acompanhou cada momento, desde as provas de roupa até à última fotografia do dia.',
    'The booking team followed every moment, from the fittings to the last picture of the day.',
  ],
  [
    'Para muitos dos nossos talentos foi a primeira experiência num set desta dimensão, e o resultado fala por si.',
    'For many of our talent it was their first time on a set this size, and the result speaks for itself.',
  ],
  [
    'Agradecemos à marca, à equipa de fotografia e a todos os que tornaram este projeto possível.',
    'We thank the brand, the photography crew and everyone who made this project possible.',
  ],
  [
    'Queres fazer parte da próxima produção? As candidaturas estão sempre abertas na nossa página.',
    'Would you like to be part of the next production? Applications are always open on our site.',
  ],
]
