import type { Locale } from '../../common/constants';
import type { Interest } from '../../common/enums';

/**
 * "About me" texts for demo members, written natively per locale rather than translated, so that
 * a German profile reads like a German wrote it. A text is an opener, then optionally a line about
 * the city, the member's interests or character, what they look for and a sign-off (at most four
 * sentences); the combinations keep 100,000 members from sounding alike.
 *
 * Template syntax: [male|female] picks by the writer's gender (the partner is never gendered, as the
 * seed's sexualities vary); {age}, {city} and {i} (one or two interests) are filled in; {de i} puts
 * the preposition before each interest so the locale can contract it (de + le = du, di + il = del).
 */

export interface AboutMeInput {
  locale: Locale;
  age: number;
  gender: 'male' | 'female';
  city: string | null;
  interests: readonly Interest[];
}

// Never named in a public profile text. Listing them (rather than the tame ones) makes the compiler
// ask for words in every locale whenever a new interest appears.
type Explicit =
  | 'onenightstand' | 'lingerie' | 'sex' | 'safesex' | 'publicsex' | 'oralsex' | 'analsex' | 'sextoys'
  | 'masturbating' | 'exchangingpictures' | 'threesome' | 'gangbang' | 'bondage' | 'sadomasochism';
type Mentionable = Exclude<Interest, Explicit>;

interface Texts {
  open: string[];
  /** Alternative openers for members of 50 and over. */
  mature: string[];
  trait: string[];
  city: string[];
  hobby: string[];
  seek: string[];
  close: string[];
  and: string;
  /** Preposition + article contractions, matched at the start of "prep word". */
  contract?: Record<string, string>;
  /** Each phrase must fit every {i} slot of its locale: German and Polish ones are accusative. */
  words: Record<Mentionable, string>;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    open: ["Hi, I'm {age} and I still can't resist a good conversation.", 'Easygoing, curious and usually the first one to laugh.',
      "Not great at writing about myself, so here goes.", '{age}, a bit of a homebody, but happy to be talked into a night out.',
      'Honest, warm and a little chaotic in the best way.', "People say I'm a good listener, and I think they're right.",
      'Morning person with a soft spot for long dinners.', "New here and curious to see who I'll meet.",
      'Glass half full kind of person, most days anyway.', 'Down to earth, loyal and a terrible singer in the car.'],
    mature: ["At {age} I know what matters to me and what doesn't.", "The kids are grown up, so there's finally time for me again.",
      'Life has taught me to enjoy the small things.', 'Young at heart, with a few stories to tell.'],
    trait: ['My friends would describe me as reliable and a bit too honest.', 'I like deep talks as much as silly jokes.',
      'I keep busy, but I always make time for the people I love.', 'Sundays are for long breakfasts and no alarm clock.',
      "I'm happiest when I'm learning something new.", 'Spontaneous trips or a quiet evening at home, I like both.',
      'I believe a good laugh fixes most things.', 'Family and friends mean a lot to me.', "I'm curious about people and their stories.",
      "I can be shy at first, but that doesn't last long."],
    city: ['I live in {city} and know all the best coffee spots.', 'Based in {city}, but always happy to explore somewhere new.',
      "{city} is home, and I wouldn't swap it.", "I moved to {city} a few years ago and haven't looked back."],
    hobby: ["I'm really into {i}.", "In my free time you'll find me enjoying {i}.", 'A perfect weekend for me involves {i}.',
      'I could talk for hours about {i}.', 'Big fan of {i}, especially in good company.'],
    seek: ["I'm looking for someone kind and honest who likes to laugh.", 'Hoping to meet someone I can talk to for hours.',
      'Looking for a genuine connection, nothing complicated.', "I'd love to meet someone I can just be myself with.",
      'Ideally someone with a good sense of humour and an open mind.', "Coffee first, and we'll see if we click?",
      "I'm here to meet new people and see where it goes.", 'Looking for someone to share adventures and lazy Sundays with.',
      'Someone who enjoys the little things would be perfect.', "If you're kind and curious, we'll probably get along."],
    close: ["Say hi, I don't bite!", 'Feel free to message me.', 'Looking forward to hearing from you.', "Let's chat and see.",
      "Drop me a message if you think we'd get along.", 'Curious? Just write to me.', 'Bonus points if you can make me laugh.',
      "Life's too short for boring chats.", 'I always reply, promise.', 'See you in my inbox?'],
    and: 'and',
    words: { gym: 'the gym', sports: 'sports', dancing: 'dancing', travelling: 'travelling', adventure: 'adventures', party: 'parties',
      tattoos: 'tattoos', music: 'music', movies: 'movies', videogames: 'video games', politics: 'politics', outdoors: 'the great outdoors',
      gardening: 'gardening', hiking: 'hiking', biking: 'cycling', reading: 'reading', animals: 'animals', beach: 'the beach', art: 'art',
      photography: 'photography', theater: 'the theatre', shopping: 'shopping', fashion: 'fashion', astrology: 'astrology', cooking: 'cooking',
      foodie: 'good food', bbq: 'barbecues', sushi: 'sushi', vegetarian: 'vegetarian food', wine: 'good wine', beer: 'craft beer',
      tea: 'a nice cup of tea', coffee: 'good coffee', relationship: 'romance', kissing: 'kissing', hugging: 'cuddles', massages: 'massages' },
  },
  de: {
    open: ['Hallo, ich bin {age} und für gute Gespräche immer zu haben.', 'Unkompliziert, neugierig und meistens gut gelaunt.',
      'Über mich selbst zu schreiben fällt mir schwer, also halte ich es kurz.',
      'Ich bin {age}, eher bodenständig und trotzdem für Spontanes zu haben.', 'Ehrlich, herzlich und manchmal ein kleines bisschen chaotisch.',
      'Man sagt mir nach, dass ich gut zuhören kann.', 'Morgenmensch mit einer Schwäche für lange Abendessen.',
      'Neu hier und gespannt, wen ich kennenlerne.', 'Das Glas ist bei mir meistens halb voll.',
      'Bodenständig, treu und im Auto [ein lausiger Sänger|eine lausige Sängerin].'],
    mature: ['Mit {age} weiß ich ziemlich genau, was mir wichtig ist.', 'Die Kinder sind aus dem Haus, jetzt habe ich endlich wieder Zeit für mich.',
      'Das Leben hat mich gelehrt, die kleinen Dinge zu genießen.', 'Im Herzen jung geblieben, mit ein paar Geschichten im Gepäck.'],
    trait: ['Freunde beschreiben mich als zuverlässig und manchmal etwas zu ehrlich.', 'Ich mag tiefe Gespräche genauso wie albernen Humor.',
      'Ich habe viel um die Ohren, aber für meine Liebsten nehme ich mir immer Zeit.', 'Sonntage gehören bei mir einem langen Frühstück ohne Wecker.',
      'Am glücklichsten bin ich, wenn ich etwas Neues lerne.', 'Spontane Ausflüge oder ein ruhiger Abend zu Hause, ich mag beides.',
      'Lachen ist für mich die beste Medizin.', 'Familie und Freunde bedeuten mir sehr viel.', 'Mich interessieren Menschen und ihre Geschichten.',
      'Anfangs bin ich vielleicht etwas schüchtern, aber das legt sich schnell.'],
    city: ['Ich wohne in {city} und kenne die besten Cafés der Stadt.', 'Zu Hause bin ich in {city}, unterwegs aber gern überall.',
      '{city} ist mein Zuhause, und ich fühle mich hier richtig wohl.', 'Vor ein paar Jahren bin ich nach {city} gezogen und habe es nie bereut.'],
    hobby: ['Ich begeistere mich für {i}.', 'In meiner Freizeit dreht sich viel um {i}.', 'Für {i} bin ich immer zu haben.',
      'Mein Herz schlägt für {i}.', 'Ohne {i} geht bei mir gar nichts.'],
    seek: ['Ich suche jemanden, der ehrlich ist und gern lacht.', 'Ich würde gern jemanden kennenlernen, mit dem man stundenlang reden kann.',
      'Gesucht: eine echte Verbindung, nichts Kompliziertes.', 'Schön wäre jemand, bei dem ich einfach ich selbst sein kann.',
      'Am liebsten jemand mit Humor und einem offenen Herzen.', "Wie wär's mit einem Kaffee, und wir schauen, ob es passt?",
      'Ich bin hier, um neue Leute kennenzulernen, und schaue, was sich ergibt.', 'Ich suche jemanden für Abenteuer und faule Sonntage.',
      'Wer die kleinen Dinge schätzt, ist bei mir genau richtig.', 'Wenn du herzlich und neugierig bist, verstehen wir uns bestimmt.'],
    close: ['Schreib mir einfach, ich beiße nicht!', 'Ich freue mich auf deine Nachricht.', 'Trau dich und sag Hallo.',
      'Lass uns einfach mal schreiben.', 'Wenn du meinst, dass wir passen, melde dich.', 'Neugierig geworden? Dann schreib mir.',
      'Pluspunkte, wenn du mich zum Lachen bringst.', 'Das Leben ist zu kurz für langweilige Chats.', 'Ich antworte immer, versprochen.',
      'Bis bald im Postfach?'],
    and: 'und',
    words: { gym: 'Krafttraining', sports: 'Sport', dancing: 'Tanzen', travelling: 'Reisen', adventure: 'Abenteuer', party: 'Partys',
      tattoos: 'Tattoos', music: 'Musik', movies: 'Filme', videogames: 'Videospiele', politics: 'Politik', outdoors: 'Ausflüge ins Grüne',
      gardening: 'Gartenarbeit', hiking: 'Wandern', biking: 'Radfahren', reading: 'Bücher', animals: 'Tiere', beach: 'Strandtage', art: 'Kunst',
      photography: 'Fotografie', theater: 'Theater', shopping: 'Shopping', fashion: 'Mode', astrology: 'Astrologie', cooking: 'Kochen',
      foodie: 'gutes Essen', bbq: 'Grillabende', sushi: 'Sushi', vegetarian: 'vegetarische Küche', wine: 'guten Wein', beer: 'Craft-Bier', tea: 'Tee',
      coffee: 'Kaffee', relationship: 'Romantik', kissing: 'Küssen', hugging: 'Kuscheln', massages: 'Massagen' },
  },
  es: {
    open: ['Hola, tengo {age} años y nunca digo que no a una buena conversación.',
      '[Tranquilo|Tranquila], [curioso|curiosa] y casi siempre de buen humor.', 'No se me da bien hablar de mí, pero allá voy.',
      'Tengo {age} años, soy bastante [casero|casera], pero me apunto a un buen plan.',
      '[Sincero|Sincera], [cariñoso|cariñosa] y un poco [despistado|despistada], lo reconozco.', 'Dicen que sé escuchar, y creo que es verdad.',
      'Soy de madrugar, pero no perdono una buena cena.', '[Nuevo|Nueva] por aquí y con ganas de conocer gente.',
      'Veo el vaso medio lleno, casi siempre.', 'Con los pies en la tierra, fiel a los míos y [un pésimo cantante|una pésima cantante] en el coche.'],
    mature: ['A mis {age} años tengo claro lo que quiero y lo que no.', 'Los hijos ya han volado del nido y por fin tengo tiempo para mí.',
      'La vida me ha enseñado a disfrutar de las pequeñas cosas.', 'Joven de espíritu y con muchas historias que contar.'],
    trait: ['Mis amigos dicen que soy de fiar y a veces demasiado [directo|directa].', 'Me gustan tanto las charlas profundas como las tonterías.',
      'Siempre ando [liado|liada], pero para los míos saco tiempo.', 'Los domingos son para desayunos largos y sin despertador.',
      'Soy feliz aprendiendo cosas nuevas.', 'Me gustan las escapadas improvisadas y también las noches tranquilas en casa.',
      'Creo que unas buenas risas lo arreglan casi todo.', 'Mi familia y mis amigos son muy importantes para mí.',
      'Me interesa la gente y sus historias.', 'Al principio soy algo [tímido|tímida], pero se me pasa rápido.'],
    city: ['Vivo en {city} y conozco los mejores sitios para tomar algo.', 'Mi base está en {city}, pero me encanta descubrir sitios nuevos.',
      '{city} es mi casa y no la cambio por nada.', 'Hace unos años me mudé a {city} y no me arrepiento.'],
    hobby: ['Adoro {i}.', 'Siento debilidad por {i}.', 'Lo que más disfruto: {i}.', 'Podría pasarme horas hablando {de i}.',
      'Un fin de semana perfecto para mí incluye {i}.'],
    seek: ['Busco a alguien sincero, con sentido del humor y ganas de reír.', 'Me gustaría conocer a alguien con quien hablar durante horas.',
      'Busco una conexión de verdad, sin complicaciones.', 'Me encantaría conocer a alguien con quien pueda ser yo [mismo|misma].',
      'Idealmente, alguien con buen humor y la mente abierta.', '¿Un café y vemos si hay química?',
      'Estoy aquí para conocer gente nueva y ver qué surge.', 'Busco a alguien con quien compartir aventuras y domingos de sofá.',
      'Alguien que disfrute de las pequeñas cosas sería perfecto.', 'Si eres una persona cariñosa y curiosa, seguro que nos llevamos bien.'],
    close: ['Escríbeme, ¡no muerdo!', 'No dudes en escribirme.', 'Espero tu mensaje.', 'Hablamos y vemos qué pasa.',
      'Si crees que encajamos, mándame un mensaje.', '¿Te pica la curiosidad? Escríbeme.', 'Puntos extra si me haces reír.',
      'La vida es demasiado corta para chats aburridos.', 'Siempre contesto, lo prometo.', '¿Nos leemos pronto?'],
    and: 'y',
    contract: { 'de el ': 'del ' },
    words: { gym: 'el gimnasio', sports: 'el deporte', dancing: 'el baile', travelling: 'los viajes', adventure: 'las aventuras',
      party: 'las fiestas', tattoos: 'los tatuajes', music: 'la música', movies: 'el cine', videogames: 'los videojuegos', politics: 'la política',
      outdoors: 'la vida al aire libre', gardening: 'la jardinería', hiking: 'el senderismo', biking: 'la bici', reading: 'la lectura',
      animals: 'los animales', beach: 'la playa', art: 'el arte', photography: 'la fotografía', theater: 'el teatro',
      shopping: 'las tardes de compras', fashion: 'la moda', astrology: 'la astrología', cooking: 'la cocina', foodie: 'la buena mesa',
      bbq: 'las barbacoas', sushi: 'el sushi', vegetarian: 'la comida vegetariana', wine: 'el buen vino', beer: 'la cerveza artesanal', tea: 'el té',
      coffee: 'el café', relationship: 'los detalles románticos', kissing: 'los besos', hugging: 'los abrazos', massages: 'los masajes' },
  },
  fr: {
    open: ["Salut, j'ai {age} ans et je ne dis jamais non à une bonne conversation.",
      'Simple, [curieux|curieuse] et presque toujours de bonne humeur.', 'Pas facile de parler de soi, mais je me lance.',
      "J'ai {age} ans, je suis plutôt [casanier|casanière], mais [partant|partante] pour une bonne sortie.",
      "Sincère, [chaleureux|chaleureuse] et un peu tête en l'air, je l'avoue.", "On dit que je sais écouter, et je crois que c'est vrai.",
      "[Matinal|Matinale], mais jamais contre un bon dîner qui s'éternise.",
      '[Nouveau|Nouvelle] ici et [curieux|curieuse] de voir qui je vais rencontrer.', 'Je vois plutôt le verre à moitié plein.',
      'Les pieds sur terre, fidèle et [un piètre chanteur|une piètre chanteuse] en voiture.'],
    mature: ['À {age} ans, je sais ce qui compte pour moi.', "Les enfants ont quitté le nid, j'ai enfin du temps pour moi.",
      "La vie m'a appris à profiter des petites choses.", 'Jeune de cœur, avec quelques belles histoires à raconter.'],
    trait: ['Mes amis disent que je suis fiable et parfois un peu trop [franc|franche].', "J'aime autant les discussions profondes que les bêtises.",
      "J'ai un emploi du temps chargé, mais je trouve toujours du temps pour mes proches.",
      "Le dimanche, c'est grasse matinée et long petit-déjeuner.", "Je suis [heureux|heureuse] quand j'apprends quelque chose de nouveau.",
      "Escapades improvisées ou soirées tranquilles à la maison, j'aime les deux.", 'Pour moi, un bon fou rire règle presque tout.',
      'Ma famille et mes amis comptent énormément pour moi.', 'Les gens et leurs histoires me passionnent.',
      'Un peu timide au début, mais ça ne dure pas.'],
    city: ["J'habite {à city} et je connais les meilleures terrasses du coin.",
      'Je suis [basé|basée] {à city}, mais toujours [partant|partante] pour découvrir de nouveaux endroits.',
      "{city}, c'est chez moi, et je m'y sens bien.", 'Je me suis [installé|installée] {à city} il y a quelques années et je ne regrette rien.'],
    hobby: ["J'adore {i}.", 'Mes petits plaisirs : {i}.', 'Je pourrais parler {de i} pendant des heures.', 'Je suis [passionné|passionnée] par {i}.',
      'Ce qui me rend [heureux|heureuse] ? {i}.'],
    seek: ["Je cherche quelqu'un de sincère, qui aime rire.", "J'aimerais rencontrer quelqu'un avec qui discuter pendant des heures.",
      'Je cherche une vraie connexion, sans prise de tête.', "J'aimerais trouver quelqu'un avec qui je peux être moi-même.",
      "Idéalement, quelqu'un avec de l'humour et l'esprit ouvert.", "Et si on en parlait autour d'un café ?",
      'Je suis là pour faire de nouvelles rencontres, on verra bien.',
      "Je cherche quelqu'un pour partager des aventures et des dimanches sur le canapé.",
      "Quelqu'un qui sait apprécier les petites choses, ce serait parfait.",
      "Si tu es quelqu'un de gentil et de curieux, on devrait bien s'entendre."],
    close: ['Écris-moi, je ne mords pas !', "N'hésite pas à m'écrire.", 'Au plaisir de te lire.', 'On discute et on voit ?',
      "Si tu penses qu'on pourrait bien s'entendre, fais-moi signe.", "Ça t'intrigue ? Écris-moi.", 'Points bonus si tu me fais rire.',
      'La vie est trop courte pour les conversations ennuyeuses.', 'Je réponds toujours, promis.', "À très vite, j'espère !"],
    and: 'et',
    contract: { 'de le ': 'du ', 'de les ': 'des ', 'à Le ': 'au ', 'à Les ': 'aux ' },
    words: { gym: 'la salle de sport', sports: 'le sport', dancing: 'la danse', travelling: 'les voyages', adventure: "l'aventure",
      party: 'les soirées entre amis', tattoos: 'les tatouages', music: 'la musique', movies: 'le cinéma', videogames: 'les jeux vidéo',
      politics: 'la politique', outdoors: 'le grand air', gardening: 'le jardinage', hiking: 'la randonnée', biking: 'le vélo', reading: 'la lecture',
      animals: 'les animaux', beach: 'la plage', art: "l'art", photography: 'la photo', theater: 'le théâtre', shopping: 'le shopping',
      fashion: 'la mode', astrology: "l'astrologie", cooking: 'la cuisine', foodie: 'les bons petits plats', bbq: 'les barbecues',
      sushi: 'les sushis', vegetarian: 'les plats végétariens', wine: 'le bon vin', beer: 'les bières artisanales', tea: 'le thé', coffee: 'le café',
      relationship: 'les moments à deux', kissing: 'les bisous', hugging: 'les câlins', massages: 'les massages' },
  },
  it: {
    open: ['Ciao, ho {age} anni e non dico mai di no a una bella chiacchierata.', 'Semplice, [curioso|curiosa] e quasi sempre di buon umore.',
      'Non è facile parlare di sé, ma ci provo.', 'Ho {age} anni, sono abbastanza [casalingo|casalinga], ma per una bella uscita ci sono sempre.',
      "[Sincero|Sincera], solare e un po' con la testa tra le nuvole, lo ammetto.", 'Dicono che so ascoltare, e credo sia vero.',
      '[Mattiniero|Mattiniera], ma non rinuncio mai a una cena lunga.', '[Nuovo|Nuova] qui e [curioso|curiosa] di vedere chi incontrerò.',
      'Vedo il bicchiere mezzo pieno, quasi sempre.', 'Con i piedi per terra, leale e [un pessimo cantante|una pessima cantante] in macchina.'],
    mature: ['A {age} anni so bene cosa conta per me.', 'I figli ormai sono grandi e finalmente ho di nuovo tempo per me.',
      'La vita mi ha insegnato a godermi le piccole cose.', 'Giovane dentro, con qualche bella storia da raccontare.'],
    trait: ['Gli amici dicono che sono affidabile e a volte fin troppo [diretto|diretta].',
      'Mi piacciono i discorsi profondi tanto quanto le sciocchezze.', 'Ho sempre mille impegni, ma per le persone a cui tengo il tempo lo trovo.',
      'La domenica è fatta per colazioni lunghe e niente sveglia.', 'Sono felice quando imparo qualcosa di nuovo.',
      'Mi piacciono le gite improvvisate e anche le serate tranquille a casa.', 'Per me una bella risata risolve quasi tutto.',
      'La famiglia e gli amici sono importantissimi per me.', 'Mi incuriosiscono le persone e le loro storie.',
      "All'inizio sono un po' [timido|timida], ma mi passa presto."],
    city: ['Vivo a {city} e conosco i posti migliori per un aperitivo.', 'La mia base è {city}, ma amo scoprire posti nuovi.',
      '{city} è casa mia e non la cambierei con nessun altro posto.', 'Mi sono [trasferito|trasferita] a {city} qualche anno fa e non me ne pento.'],
    hobby: ['Adoro {i}.', 'Le mie passioni? {i}.', 'Potrei parlare per ore {di i}.', 'Sono [appassionato|appassionata] {di i}.',
      'Cosa mi mette di buon umore? {i}.'],
    seek: ['Cerco una persona sincera, che sappia ridere.', 'Mi piacerebbe conoscere qualcuno con cui chiacchierare per ore.',
      'Cerco un legame vero, senza complicazioni.', 'Vorrei trovare qualcuno con cui essere semplicemente me [stesso|stessa].',
      "Idealmente, una persona con senso dell'umorismo e mente aperta.", 'E se ne parlassimo davanti a un caffè?',
      'Sono qui per conoscere gente nuova, poi si vedrà.', 'Cerco qualcuno con cui condividere avventure e domeniche sul divano.',
      'Una persona che sappia apprezzare le piccole cose sarebbe perfetta.', "Se sei una persona gentile e curiosa, andremo d'accordo."],
    close: ['Scrivimi, non mordo!', 'Non esitare a scrivermi.', 'Aspetto il tuo messaggio.', 'Scriviamoci e vediamo come va.',
      'Se pensi che potremmo trovarci bene, fatti sentire.', 'Hai voglia di conoscermi? Scrivimi.', 'Punti bonus se mi fai ridere.',
      'La vita è troppo breve per le chat noiose.', 'Rispondo sempre, promesso.', 'A presto, spero!'],
    and: 'e',
    contract: { 'di il ': 'del ', 'di lo ': 'dello ', 'di la ': 'della ', "di l'": "dell'", 'di i ': 'dei ', 'di gli ': 'degli ',
      'di le ': 'delle ' },
    words: { gym: 'la palestra', sports: 'lo sport', dancing: 'il ballo', travelling: 'i viaggi', adventure: "l'avventura", party: 'le feste',
      tattoos: 'i tatuaggi', music: 'la musica', movies: 'il cinema', videogames: 'i videogiochi', politics: 'la politica',
      outdoors: "la vita all'aria aperta", gardening: 'il giardinaggio', hiking: 'il trekking', biking: 'la bici', reading: 'la lettura',
      animals: 'gli animali', beach: 'il mare', art: "l'arte", photography: 'la fotografia', theater: 'il teatro', shopping: 'lo shopping',
      fashion: 'la moda', astrology: "l'astrologia", cooking: 'la cucina', foodie: 'il buon cibo', bbq: 'le grigliate', sushi: 'il sushi',
      vegetarian: 'i piatti vegetariani', wine: 'il buon vino', beer: 'la birra artigianale', tea: 'il tè', coffee: 'il caffè',
      relationship: 'il romanticismo', kissing: 'i baci', hugging: 'gli abbracci', massages: 'i massaggi' },
  },
  nl: {
    open: ['Hoi, ik ben {age} en ik zeg nooit nee tegen een goed gesprek.', 'Makkelijk in de omgang, nieuwsgierig en meestal goedgehumeurd.',
      'Over mezelf schrijven vind ik lastig, maar ik doe een poging.', 'Ik ben {age}, best een huismus, maar wel in voor een leuk plan.',
      'Eerlijk, warm en soms een beetje chaotisch, dat geef ik toe.', 'Ik schijn goed te kunnen luisteren, en dat klopt wel.',
      'Echt een ochtendmens, maar voor een lang diner ben ik altijd te porren.', 'Nieuw hier en benieuwd wie ik tegenkom.',
      'Bij mij is het glas meestal halfvol.', 'Nuchter, trouw en [een waardeloze zanger|een waardeloze zangeres] in de auto.'],
    mature: ['Op mijn {age}e weet ik goed wat ik belangrijk vind.', 'De kinderen zijn de deur uit, dus ik heb eindelijk weer tijd voor mezelf.',
      'Het leven heeft me geleerd te genieten van de kleine dingen.', 'Jong van hart en met heel wat verhalen op zak.'],
    trait: ['Vrienden noemen me betrouwbaar en soms iets te eerlijk.', 'Ik hou van diepe gesprekken, maar net zo goed van flauwe grappen.',
      'Ik heb het vaak druk, maar voor de mensen van wie ik hou maak ik altijd tijd.', 'Zondag is voor een uitgebreid ontbijt zonder wekker.',
      'Ik ben het gelukkigst als ik iets nieuws leer.', 'Spontane uitjes of een rustige avond thuis, ik hou van allebei.',
      'Lachen lost volgens mij bijna alles op.', 'Familie en vrienden betekenen veel voor me.', 'Ik ben nieuwsgierig naar mensen en hun verhalen.',
      'In het begin ben ik misschien wat verlegen, maar dat duurt nooit lang.'],
    city: ['Ik woon in {city} en ken de leukste terrasjes.', 'Mijn thuisbasis is {city}, maar ik ontdek graag nieuwe plekken.',
      '{city} is mijn thuis en dat blijft voorlopig zo.', 'Een paar jaar geleden ben ik naar {city} verhuisd en ik heb er geen spijt van.'],
    hobby: ['Ik hou van {i}.', 'Ik kan enorm genieten van {i}.', 'Mijn ideale weekend draait om {i}.', 'Waar ik blij van word? {i}.',
      'Over {i} kan ik uren praten.'],
    seek: ['Ik zoek iemand die eerlijk is en graag lacht.', 'Ik zou graag iemand leren kennen met wie ik urenlang kan praten.',
      'Ik zoek een echte klik, niets ingewikkelds.', 'Fijn zou iemand zijn bij wie ik gewoon mezelf kan zijn.',
      'Het liefst iemand met humor en een open blik.', 'Zullen we eerst eens koffie drinken en kijken of het klikt?',
      'Ik ben hier om nieuwe mensen te leren kennen en zie wel waar het schip strandt.', 'Ik zoek iemand om avonturen en luie zondagen mee te delen.',
      'Iemand die van de kleine dingen geniet, zou perfect zijn.', 'Als je lief en nieuwsgierig bent, kunnen we het vast goed vinden.'],
    close: ['Stuur gerust een berichtje, ik bijt niet!', 'Schroom niet om me te schrijven.', 'Ik kijk uit naar je bericht.',
      'Laten we gewoon eens kletsen.', 'Denk je dat het klikt? Laat iets van je horen.', 'Nieuwsgierig geworden? Stuur me een bericht.',
      'Bonuspunten als je me aan het lachen maakt.', 'Het leven is te kort voor saaie chats.', 'Ik reageer altijd, beloofd.',
      'Tot snel in mijn inbox?'],
    and: 'en',
    words: { gym: 'de sportschool', sports: 'sporten', dancing: 'dansen', travelling: 'reizen', adventure: 'avontuur', party: 'feestjes',
      tattoos: 'tattoos', music: 'muziek', movies: 'films', videogames: 'gamen', politics: 'politiek', outdoors: 'lekker buiten zijn',
      gardening: 'tuinieren', hiking: 'wandelen', biking: 'fietsen', reading: 'lezen', animals: 'dieren', beach: 'het strand', art: 'kunst',
      photography: 'fotografie', theater: 'theater', shopping: 'shoppen', fashion: 'mode', astrology: 'astrologie', cooking: 'koken',
      foodie: 'lekker eten', bbq: 'barbecueën', sushi: 'sushi', vegetarian: 'vegetarische gerechten', wine: 'een goed glas wijn',
      beer: 'speciaalbier', tea: 'thee', coffee: 'koffie', relationship: 'romantiek', kissing: 'zoenen', hugging: 'knuffelen', massages: 'massages' },
  },
  pl: {
    open: ['Cześć, mam {age} {lat} i nigdy nie odmawiam dobrej rozmowy.',
      '[Wyluzowany|Wyluzowana], [ciekawy|ciekawa] świata i zwykle w dobrym humorze.', 'Pisanie o sobie nie jest moją mocną stroną, ale spróbuję.',
      'Mam {age} {lat}, jestem raczej [domatorem|domatorką], ale na dobry plan zawsze się piszę.',
      '[Szczery|Szczera], [ciepły|ciepła] i czasem trochę [roztrzepany|roztrzepana], przyznaję.', 'Podobno umiem słuchać i chyba coś w tym jest.',
      'Ranny ptaszek, ale długie kolacje to moja słabość.', '[Nowy|Nowa] tutaj i [ciekawy|ciekawa], kogo poznam.',
      'Szklanka jest dla mnie zwykle do połowy pełna.', 'Twardo stąpam po ziemi, jestem [lojalny|lojalna] i fałszuję, gdy śpiewam w samochodzie.'],
    mature: ['Mając {age} {lat}, wiem już, co jest dla mnie ważne.', 'Dzieci już dorosły, więc w końcu mam czas dla siebie.',
      'Życie nauczyło mnie cieszyć się drobiazgami.', '[Młody|Młoda] duchem, z kilkoma ciekawymi historiami do opowiedzenia.'],
    trait: ['Znajomi mówią, że jestem [słowny|słowna] i czasem aż za bardzo [bezpośredni|bezpośrednia].',
      'Lubię zarówno głębokie rozmowy, jak i głupie żarty.', 'Mam sporo na głowie, ale dla bliskich zawsze znajdę czas.',
      'Niedziela to dla mnie długie śniadanie i żadnego budzika.', '[Najszczęśliwszy|Najszczęśliwsza] jestem, gdy uczę się czegoś nowego.',
      'Lubię spontaniczne wypady, ale i spokojne wieczory w domu.', 'Wierzę, że dobry śmiech naprawia prawie wszystko.',
      'Rodzina i przyjaciele są dla mnie bardzo ważni.', 'Ciekawią mnie ludzie i ich historie.',
      'Na początku bywam [nieśmiały|nieśmiała], ale szybko mi przechodzi.'],
    // Nominative only: Polish would need the locative ("w Krakowie"), which a raw city name can't give.
    city: ['Moje miasto to {city} i znam tu najlepsze kawiarnie.', '{city} to moje miejsce na ziemi.',
      'Moja baza to {city}, ale chętnie odkrywam nowe miejsca.', '{city} to mój dom i dobrze mi tutaj.'],
    hobby: ['Lubię {i}.', 'Uwielbiam {i}.', 'Bardzo cenię sobie {i}.', 'Zawsze znajdę czas na {i}.', 'W wolnych chwilach stawiam na {i}.'],
    seek: ['Szukam kogoś szczerego, kto lubi się śmiać.', 'Chętnie poznam kogoś, z kim można rozmawiać godzinami.',
      'Szukam prawdziwej więzi, bez komplikacji.', '[Chciałbym|Chciałabym] poznać kogoś, przy kim mogę być sobą.',
      'Najlepiej kogoś z poczuciem humoru i otwartą głową.', 'Może kawa i zobaczymy, czy zaiskrzy?',
      'Jestem tu, żeby poznać nowych ludzi, a co z tego wyjdzie, zobaczymy.', 'Szukam kogoś do wspólnych przygód i leniwych niedziel.',
      'Ktoś, kto docenia drobiazgi, byłby idealny.', 'Jeśli jesteś ciepłą i ciekawą świata osobą, na pewno się dogadamy.'],
    close: ['Napisz, nie gryzę!', 'Śmiało, pisz.', 'Czekam na wiadomość od Ciebie.', 'Odezwij się, pogadamy.',
      'Jeśli myślisz, że do siebie pasujemy, daj znać.', '[Zaciekawiłem|Zaciekawiłam] Cię? Napisz.', 'Dodatkowe punkty, jeśli mnie rozśmieszysz.',
      'Życie jest za krótkie na nudne rozmowy.', 'Zawsze odpisuję, obiecuję.', 'Do usłyszenia!'],
    and: 'i',
    words: { gym: 'siłownię', sports: 'sport', dancing: 'taniec', travelling: 'podróże', adventure: 'przygody', party: 'imprezy', tattoos: 'tatuaże',
      music: 'muzykę', movies: 'kino', videogames: 'gry wideo', politics: 'politykę', outdoors: 'czas na świeżym powietrzu',
      gardening: 'pracę w ogrodzie', hiking: 'górskie wędrówki', biking: 'jazdę na rowerze', reading: 'dobre książki', animals: 'zwierzęta',
      beach: 'plażę', art: 'sztukę', photography: 'fotografię', theater: 'teatr', shopping: 'zakupy', fashion: 'modę', astrology: 'astrologię',
      cooking: 'gotowanie', foodie: 'dobre jedzenie', bbq: 'grillowanie', sushi: 'sushi', vegetarian: 'kuchnię wegetariańską', wine: 'dobre wino',
      beer: 'piwo kraftowe', tea: 'herbatę', coffee: 'kawę', relationship: 'romantyczne chwile', kissing: 'pocałunki', hugging: 'przytulanie',
      massages: 'masaże' },
  },
};

/** Polish counts take "lata" after 2–4 (but not 12–14) and "lat" otherwise. */
const polishYears = (n: number) => (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'lata' : 'lat');

/** rng returns a float in [0,1); the same rng sequence must give the same text (deterministic). */
export function aboutMe(input: AboutMeInput, rng: () => number): string {
  const t = TEXTS[input.locale];
  const pick = <T>(list: readonly T[]): T => list[Math.min(list.length - 1, Math.floor(rng() * list.length))] as T;
  const words: Partial<Record<Interest, string>> = t.words;
  const pool = [...new Set(input.interests)].filter((i) => words[i] !== undefined);
  const chosen: string[] = [];
  for (let n = pool.length >= 2 && rng() < 0.65 ? 2 : 1; n > 0 && pool.length > 0; n--) {
    const [interest] = pool.splice(Math.min(pool.length - 1, Math.floor(rng() * pool.length)), 1);
    chosen.push(words[interest as Interest] as string);
  }

  const withPrep = (prep: string | undefined, word: string): string => {
    if (!prep) return word;
    const phrase = `${prep} ${word}`;
    for (const [from, to] of Object.entries(t.contract ?? {})) if (phrase.startsWith(from)) return to + phrase.slice(from.length);
    return phrase;
  };
  const fill = (template: string): string =>
    template
      .replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, male: string, female: string) => (input.gender === 'male' ? male : female))
      .replace(/\{(?:(\S+) )?(\w+)\}/g, (_, prep: string | undefined, key: string) => {
        if (key === 'age') return String(input.age);
        if (key === 'lat') return polishYears(input.age);
        if (key === 'city') return withPrep(prep, input.city ?? '');
        return chosen.map((w) => withPrep(prep, w)).join(` ${t.and} `);
      });

  const sentences = [pick(input.age >= 50 && rng() < 0.5 ? t.mature : t.open)];
  if (input.city && rng() < 0.4) sentences.push(pick(t.city));
  if (chosen.length > 0 && rng() < 0.75) sentences.push(pick(t.hobby));
  else if (rng() < 0.6) sentences.push(pick(t.trait));
  if (rng() < 0.8) sentences.push(pick(t.seek));
  if (sentences.length < 4 && rng() < 0.6) sentences.push(pick(t.close));
  // Interest phrases carry articles ("l'art", "gutes Essen") and may open a sentence or follow a "?".
  return sentences.map(fill).join(' ').replace(/(^|[.?!] )(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
