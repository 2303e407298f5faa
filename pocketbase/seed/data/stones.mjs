// The stone encyclopedia. `key` names the stone's look in images/stone-looks.mjs; `chakras`,
// `signs`, `properties` and `colors` are what the products made with the stone inherit.
import { CHAKRA } from './reference.mjs'

/**
 * `bead`: the colour and look its beads are drawn with in the composer (docs/adr/0126; the same as
 * the migration 1764601900's).
 * @typedef {{ key: string, bead: [string, string], name: string, virtues: string, description: string, chakras: string[],
 *   signs: string[], properties: string[], colors: string[] }} StoneData
 */

/** @type {StoneData[]} */
export const STONES = [
  {
    key: 'amethyste',
    bead: ['#8e5fb4', 'veined'],
    name: 'Améthyste',
    virtues: 'Apaisement, sommeil serein et clarté intérieure.',
    description: `<p>Variété violette du quartz, l'améthyste doit sa couleur à d'infimes traces de fer. Son nom vient du grec <em>amethustos</em>, « qui n'est pas ivre » : dans l'Antiquité, on lui prêtait le pouvoir de garder l'esprit clair.</p>
<p>En lithothérapie, c'est la pierre de l'apaisement par excellence. On la garde près de soi dans les périodes agitées, on la pose sur la table de nuit pour favoriser un sommeil réparateur, on la tient en main pendant la méditation.</p>
<ul><li>Origine de nos pierres : Brésil et Uruguay</li><li>Entretien : à l'abri du soleil direct, qui peut faire pâlir sa couleur</li></ul>`,
    chakras: [CHAKRA.couronne, CHAKRA.troisiemeOeil],
    signs: ['Poissons', 'Verseau', 'Sagittaire', 'Vierge'],
    properties: ['Apaisement', 'Intuition', 'Équilibre émotionnel'],
    colors: ['Violet'],
  },
  {
    key: 'quartz-rose',
    bead: ['#f1b8c4', 'translucent'],
    name: 'Quartz rose',
    virtues: 'Douceur, amour de soi et tendresse dans les relations.',
    description: `<p>Le quartz rose est la pierre de l'amour sous toutes ses formes : l'amour des autres, mais d'abord celui que l'on se porte à soi-même. Sa teinte poudrée, laiteuse, invite à la douceur.</p>
<p>On le recommande pour apaiser les chagrins, renouer le dialogue et accueillir ses émotions avec bienveillance. C'est aussi une jolie pierre à offrir, pour une naissance ou une amitié.</p>
<ul><li>Origine : Madagascar et Brésil</li><li>Entretien : eau claire, séchage doux ; évitez le plein soleil</li></ul>`,
    chakras: [CHAKRA.coeur],
    signs: ['Taureau', 'Balance', 'Cancer'],
    properties: ['Amour', 'Apaisement', 'Équilibre émotionnel'],
    colors: ['Rose'],
  },
  {
    key: 'oeil-de-tigre',
    bead: ['#a8692a', 'iridescent'],
    name: 'Œil de tigre',
    virtues: 'Protection, courage et confiance en soi.',
    description: `<p>Reconnaissable à ses reflets soyeux qui ondulent à la lumière, l'œil de tigre est un quartz aux fibres dorées et brunes. Ce chatoiement lui a valu son nom.</p>
<p>Pierre de protection, il est traditionnellement porté pour renvoyer les énergies négatives et les regards malveillants. Il accompagne aussi ceux qui manquent d'assurance : examens, entretiens, prises de parole.</p>
<ul><li>Origine : Afrique du Sud</li><li>Entretien : se recharge volontiers au soleil du matin</li></ul>`,
    chakras: [CHAKRA.plexus, CHAKRA.racine],
    signs: ['Lion', 'Capricorne', 'Gémeaux'],
    properties: ['Protection', 'Confiance en soi', 'Ancrage'],
    colors: ['Marron', 'Doré'],
  },
  {
    key: 'lapis-lazuli',
    bead: ['#27408b', 'speckled'],
    name: 'Lapis-lazuli',
    virtues: 'Communication, sagesse et intuition.',
    description: `<p>Bleu nuit piqueté d'or, le lapis-lazuli fascine depuis l'Égypte ancienne, où on le réduisait en poudre pour orner les paupières. Les paillettes dorées sont de la pyrite, les voiles clairs de la calcite.</p>
<p>On l'associe à l'expression de la vérité, à la clarté de la pensée et à la sagesse. Il soutient ceux dont le métier passe par la parole : enseignants, thérapeutes, comédiens.</p>
<ul><li>Origine : Afghanistan</li><li>Entretien : pierre tendre et poreuse ; ni eau salée, ni produits ménagers</li></ul>`,
    chakras: [CHAKRA.gorge, CHAKRA.troisiemeOeil],
    signs: ['Sagittaire', 'Verseau', 'Balance', 'Taureau'],
    properties: ['Communication', 'Intuition', 'Concentration'],
    colors: ['Bleu', 'Doré'],
  },
  {
    key: 'labradorite',
    bead: ['#5d6d74', 'iridescent'],
    name: 'Labradorite',
    virtues: "Protection énergétique et éveil de l'intuition.",
    description: `<p>Grise au premier regard, la labradorite s'illumine soudain de reflets bleus, verts ou dorés quand on la fait tourner dans la lumière : c'est la labradorescence. Selon une légende inuit, elle retiendrait une part des aurores boréales.</p>
<p>Surnommée « pierre des thérapeutes », elle est réputée former un bouclier contre la fatigue et les énergies des autres. Elle accompagne aussi le développement de l'intuition.</p>
<ul><li>Origine : Madagascar et Canada</li><li>Entretien : à purifier souvent, puisqu'elle absorbe beaucoup</li></ul>`,
    chakras: [CHAKRA.troisiemeOeil, CHAKRA.gorge],
    signs: ['Scorpion', 'Sagittaire', 'Lion'],
    properties: ['Protection', 'Intuition'],
    colors: ['Gris', 'Bleu'],
  },
  {
    key: 'cornaline',
    bead: ['#d4622b', 'translucent'],
    name: 'Cornaline',
    virtues: 'Énergie, créativité et joie de vivre.',
    description: `<p>Calcédoine orangée aux reflets chauds, la cornaline est connue depuis l'Antiquité, où elle ornait les sceaux et les amulettes. Sa transparence lumineuse évoque une braise.</p>
<p>Pierre de la vitalité, elle redonne de l'élan quand la motivation s'essouffle et nourrit la créativité. On la recommande pour se lancer dans un nouveau projet.</p>
<ul><li>Origine : Inde et Brésil</li><li>Entretien : eau claire, recharge au soleil</li></ul>`,
    chakras: [CHAKRA.sacre],
    signs: ['Bélier', 'Lion', 'Vierge'],
    properties: ['Énergie et vitalité', 'Créativité', 'Confiance en soi'],
    colors: ['Orange'],
  },
  {
    key: 'citrine',
    bead: ['#e9b949', 'translucent'],
    name: 'Citrine',
    virtues: 'Abondance, optimisme et réussite.',
    description: `<p>Quartz couleur de miel ou de soleil, la citrine naturelle est rare ; elle apporte une lumière chaleureuse à tous les bijoux. Nous travaillons une citrine au ton doux, sans teinture.</p>
<p>Surnommée « pierre du marchand », elle est associée à la prospérité et à la réussite. Elle chasse la morosité et encourage la confiance.</p>
<ul><li>Origine : Brésil</li><li>Entretien : évitez une exposition prolongée au soleil</li></ul>`,
    chakras: [CHAKRA.plexus],
    signs: ['Bélier', 'Lion', 'Gémeaux'],
    properties: ['Abondance', 'Énergie et vitalité', 'Confiance en soi'],
    colors: ['Jaune'],
  },
  {
    key: 'obsidienne',
    bead: ['#1f1d22', 'plain'],
    name: 'Obsidienne',
    virtues: 'Ancrage profond et protection.',
    description: `<p>L'obsidienne n'est pas un minéral mais un verre volcanique, né du refroidissement très rapide de la lave. D'un noir profond, elle a été taillée en miroirs et en lames dès la Préhistoire.</p>
<p>Pierre d'ancrage et de protection, elle est réputée absorber les énergies négatives. Elle invite aussi à regarder en face ce que l'on évite : c'est une pierre de vérité, à porter quand on se sent prêt.</p>
<ul><li>Origine : Mexique</li><li>Entretien : à purifier très régulièrement, à l'eau claire ou à la fumée de sauge</li></ul>`,
    chakras: [CHAKRA.racine],
    signs: ['Scorpion', 'Capricorne', 'Sagittaire'],
    properties: ['Protection', 'Ancrage'],
    colors: ['Noir'],
  },
  {
    key: 'aventurine-verte',
    bead: ['#4f9a6a', 'speckled'],
    name: 'Aventurine verte',
    virtues: 'Chance, sérénité et harmonie du cœur.',
    description: `<p>L'aventurine verte scintille de minuscules paillettes de fuchsite : ce pailleté s'appelle l'aventurescence. Son vert tendre rappelle les jeunes pousses du printemps.</p>
<p>Pierre porte-bonheur, elle est associée à la chance, aux opportunités et à la sérénité. Elle apaise les émotions et aide à prendre des décisions le cœur tranquille.</p>
<ul><li>Origine : Inde</li><li>Entretien : eau claire, recharge sur un amas de quartz</li></ul>`,
    chakras: [CHAKRA.coeur],
    signs: ['Taureau', 'Vierge', 'Cancer'],
    properties: ['Abondance', 'Apaisement', 'Équilibre émotionnel'],
    colors: ['Vert'],
  },
  {
    key: 'pierre-de-lune',
    bead: ['#e6e4dc', 'iridescent'],
    name: 'Pierre de lune',
    virtues: 'Féminité, intuition et douceur des cycles.',
    description: `<p>Sous son voile laiteux, la pierre de lune laisse flotter un reflet bleuté qui semble se déplacer : l'adularescence. Elle a longtemps été considérée comme un fragment de lumière lunaire.</p>
<p>Pierre de la féminité et des cycles, elle accompagne les périodes de changement, la grossesse et les émotions fluctuantes. Elle est aussi réputée développer l'intuition et la réceptivité.</p>
<ul><li>Origine : Inde et Sri Lanka</li><li>Entretien : se recharge à la lumière de la pleine lune</li></ul>`,
    chakras: [CHAKRA.sacre, CHAKRA.couronne],
    signs: ['Cancer', 'Balance', 'Scorpion', 'Poissons'],
    properties: ['Intuition', 'Équilibre émotionnel', 'Apaisement'],
    colors: ['Blanc'],
  },
  {
    key: 'turquoise',
    bead: ['#3fb8af', 'veined'],
    name: 'Turquoise',
    virtues: 'Protection des voyageurs et expression sincère.',
    description: `<p>Bleu-vert veiné de sa matrice brune, la turquoise est l'une des plus anciennes pierres de parure : les Égyptiens, les Perses et les peuples amérindiens la vénéraient. Nos perles sont en turquoise naturelle stabilisée.</p>
<p>Talisman des voyageurs, elle est réputée protéger et porter chance. Elle favorise aussi une communication sincère et apaisée.</p>
<ul><li>Origine : Chine et États-Unis</li><li>Entretien : pierre sensible ; pas d'eau salée, pas de parfum directement dessus</li></ul>`,
    chakras: [CHAKRA.gorge],
    signs: ['Sagittaire', 'Poissons', 'Scorpion'],
    properties: ['Protection', 'Communication'],
    colors: ['Turquoise'],
  },
  {
    key: 'malachite',
    bead: ['#1f7a4d', 'veined'],
    name: 'Malachite',
    virtues: 'Transformation, protection et libération des émotions.',
    description: `<p>Impossible de confondre la malachite : ses bandes concentriques vert sombre et vert clair dessinent des yeux et des vagues. Ce carbonate de cuivre était broyé en pigment dès l'Antiquité.</p>
<p>Pierre puissante, elle accompagne les grandes transformations et aide à libérer les émotions enfouies. On la dit aussi protectrice, notamment contre les ondes.</p>
<ul><li>Origine : République démocratique du Congo</li><li>Entretien : ne pas la mettre dans l'eau ; purification à la fumée ou sur une druse d'améthyste</li></ul>`,
    chakras: [CHAKRA.coeur, CHAKRA.plexus],
    signs: ['Scorpion', 'Capricorne', 'Taureau'],
    properties: ['Protection', 'Équilibre émotionnel'],
    colors: ['Vert'],
  },
  {
    key: 'jaspe-rouge',
    bead: ['#a23b2c', 'plain'],
    name: 'Jaspe rouge',
    virtues: 'Ancrage, endurance et vitalité.',
    description: `<p>Opaque et d'un rouge brique profond, le jaspe rouge est une pierre de terre. Ses marbrures plus sombres rappellent les roches d'argile façonnées par le temps.</p>
<p>Il est associé à l'endurance, au courage et à la stabilité. C'est une pierre réconfortante pour les moments où l'on se sent dispersé ou à bout de forces.</p>
<ul><li>Origine : Afrique du Sud et Inde</li><li>Entretien : eau claire, recharge au soleil</li></ul>`,
    chakras: [CHAKRA.racine, CHAKRA.sacre],
    signs: ['Bélier', 'Scorpion', 'Taureau'],
    properties: ['Ancrage', 'Énergie et vitalité'],
    colors: ['Rouge'],
  },
  {
    key: 'sodalite',
    bead: ['#2f4d8f', 'veined'],
    name: 'Sodalite',
    virtues: 'Calme mental, logique et concentration.',
    description: `<p>Bleu royal strié de veines blanches, la sodalite ressemble au lapis-lazuli, sans ses paillettes dorées. Elle tient son nom du sodium qu'elle contient.</p>
<p>Pierre du mental, elle aide à mettre de l'ordre dans ses pensées, à se concentrer et à s'exprimer avec calme. Elle accompagne volontiers les études et le travail intellectuel.</p>
<ul><li>Origine : Brésil et Namibie</li><li>Entretien : eau claire ; se recharge sur un amas de quartz</li></ul>`,
    chakras: [CHAKRA.gorge, CHAKRA.troisiemeOeil],
    signs: ['Sagittaire', 'Verseau'],
    properties: ['Concentration', 'Communication', 'Apaisement'],
    colors: ['Bleu'],
  },
  {
    key: 'hematite',
    bead: ['#4a4b50', 'plain'],
    name: 'Hématite',
    virtues: 'Ancrage, concentration et stabilité.',
    description: `<p>Gris métallique et brillante comme un miroir, l'hématite est un oxyde de fer. Son nom vient du grec <em>haima</em>, le sang : réduite en poudre, elle devient rouge.</p>
<p>Pierre d'ancrage par excellence, elle aide à rester concentré et à garder les pieds sur terre. Elle se marie très bien avec les pierres plus douces, qu'elle vient équilibrer.</p>
<ul><li>Origine : Brésil</li><li>Entretien : craint l'eau ; purification à la fumée ou sur une géode</li></ul>`,
    chakras: [CHAKRA.racine],
    signs: ['Bélier', 'Verseau', 'Capricorne'],
    properties: ['Ancrage', 'Concentration', 'Protection'],
    colors: ['Gris', 'Argenté'],
  },
  {
    key: 'tourmaline-noire',
    bead: ['#17171a', 'plain'],
    name: 'Tourmaline noire',
    virtues: 'Bouclier protecteur et ancrage.',
    description: `<p>La tourmaline noire, ou schorl, pousse en longs cristaux striés d'un noir profond. Frottée ou chauffée, elle se charge d'électricité, une propriété qui intriguait déjà les marins hollandais.</p>
<p>Considérée comme l'une des pierres de protection les plus efficaces, elle est réputée faire barrage aux énergies négatives et au stress. On la place aussi près des écrans.</p>
<ul><li>Origine : Brésil et Madagascar</li><li>Entretien : purification fréquente à l'eau claire</li></ul>`,
    chakras: [CHAKRA.racine],
    signs: ['Capricorne', 'Scorpion', 'Balance'],
    properties: ['Protection', 'Ancrage'],
    colors: ['Noir'],
  },
  {
    key: 'cristal-de-roche',
    bead: ['#eef3f6', 'translucent'],
    name: 'Cristal de roche',
    virtues: 'Clarté, amplification et harmonie.',
    description: `<p>Quartz incolore et limpide, le cristal de roche était pour les Grecs une glace éternelle, gelée au point de ne jamais fondre. Il est présent dans presque toutes les traditions.</p>
<p>Pierre « maîtresse », il est réputé amplifier l'énergie des autres pierres et clarifier l'esprit. Un amas de cristal de roche sert aussi à recharger les autres pierres.</p>
<ul><li>Origine : Brésil et Madagascar</li><li>Entretien : eau claire, recharge au soleil ou à la lune</li></ul>`,
    chakras: [CHAKRA.couronne],
    signs: ['Lion', 'Bélier', 'Capricorne'],
    properties: ['Concentration', 'Énergie et vitalité'],
    colors: ['Blanc'],
  },
  {
    key: 'amazonite',
    bead: ['#7cc6bd', 'veined'],
    name: 'Amazonite',
    virtues: 'Sérénité, expression et lâcher-prise.',
    description: `<p>Vert d'eau strié de fines lignes claires, l'amazonite est un feldspath qui évoque un lagon. Son nom rappelle le fleuve Amazone, même si on ne l'y a jamais trouvée.</p>
<p>Elle aide à apaiser les tensions, à lâcher prise et à exprimer ses besoins avec douceur. C'est une pierre très appréciée des personnes anxieuses ou perfectionnistes.</p>
<ul><li>Origine : Pérou et Madagascar</li><li>Entretien : eau claire, séchage rapide ; évitez le soleil</li></ul>`,
    chakras: [CHAKRA.gorge, CHAKRA.coeur],
    signs: ['Vierge', 'Verseau'],
    properties: ['Apaisement', 'Communication', 'Équilibre émotionnel'],
    colors: ['Turquoise', 'Vert'],
  },
]
