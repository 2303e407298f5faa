// Reference lists: categories, materials, colours, stone properties, chakras, astrological signs.
// Names are the keys the seed upserts on (categories: the slug), so renaming one creates a new record.

export const CATEGORIES = [
  { slug: 'bracelets', name: 'Bracelets' },
  { slug: 'colliers', name: 'Colliers' },
  { slug: 'boucles-d-oreilles', name: "Boucles d'oreilles" },
  { slug: 'bagues', name: 'Bagues' },
  { slug: 'pendentifs', name: 'Pendentifs' },
  { slug: 'malas', name: 'Malas' },
]

export const MATERIALS = [
  { name: 'Argent 925' },
  { name: 'Plaqué or' },
  { name: 'Acier inoxydable' },
  { name: 'Fil élastique' },
  { name: 'Cordon en coton ciré' },
  { name: 'Fil de soie' },
  { name: 'Laiton doré' },
]

export const COLORS = [
  { name: 'Violet', hex_code: '#7B4FA3' },
  { name: 'Rose', hex_code: '#F0B9C6' },
  { name: 'Bleu', hex_code: '#27408F' },
  { name: 'Vert', hex_code: '#2F8F5E' },
  { name: 'Turquoise', hex_code: '#3FB8AF' },
  { name: 'Jaune', hex_code: '#E8A93A' },
  { name: 'Orange', hex_code: '#D9622B' },
  { name: 'Rouge', hex_code: '#A8322D' },
  { name: 'Marron', hex_code: '#8A5A24' },
  { name: 'Noir', hex_code: '#1C1C1F' },
  { name: 'Gris', hex_code: '#7D898C' },
  { name: 'Blanc', hex_code: '#F4F1EA' },
  { name: 'Doré', hex_code: '#D9B45A' },
  { name: 'Argenté', hex_code: '#C9CCD1' },
]

export const STONE_PROPERTIES = [
  {
    name: 'Apaisement',
    description: 'Pierres douces qui aident à relâcher les tensions, à calmer le mental agité et à retrouver un sommeil plus paisible.',
  },
  {
    name: 'Protection',
    description:
      'Pierres boucliers, traditionnellement portées pour se préserver des énergies lourdes, du stress ambiant et des influences extérieures.',
  },
  {
    name: 'Confiance en soi',
    description: "Pierres solaires qui soutiennent l'affirmation de soi, le courage de prendre la parole et l'envie d'oser.",
  },
  {
    name: 'Amour',
    description: "Pierres du cœur associées à la tendresse, à l'amour de soi et à la douceur dans les relations.",
  },
  {
    name: 'Ancrage',
    description: 'Pierres sombres ou terreuses qui ramènent les pieds sur terre, stabilisent et aident à rester présent.',
  },
  {
    name: 'Intuition',
    description: "Pierres du troisième œil, compagnes de la méditation, de l'introspection et de l'écoute de sa petite voix intérieure.",
  },
  {
    name: 'Énergie et vitalité',
    description: "Pierres chaudes et lumineuses qui redonnent de l'élan, de la motivation et de la joie de vivre.",
  },
  {
    name: 'Communication',
    description: "Pierres bleues du chakra de la gorge, qui accompagnent l'expression claire et sincère de ses idées.",
  },
  {
    name: 'Créativité',
    description: "Pierres orangées qui stimulent l'imagination, l'inspiration et le plaisir de créer.",
  },
  {
    name: 'Abondance',
    description: 'Pierres porte-bonheur, associées à la prospérité, à la réussite des projets et à la générosité.',
  },
  {
    name: 'Concentration',
    description: 'Pierres qui aident à clarifier les pensées, à structurer son travail et à garder le cap.',
  },
  {
    name: 'Équilibre émotionnel',
    description: 'Pierres qui accompagnent les périodes de changement et aident à accueillir ses émotions sans se laisser submerger.',
  },
]

export const CHAKRAS = [
  {
    name: 'Chakra racine (Muladhara)',
    description:
      "Situé à la base de la colonne vertébrale, il est lié à la sécurité, à l'ancrage et aux besoins essentiels. Sa couleur est le rouge ; on l'associe au jaspe rouge, à l'hématite, à l'obsidienne et à la tourmaline noire.",
  },
  {
    name: 'Chakra sacré (Svadhisthana)',
    description:
      "Sous le nombril, il gouverne la créativité, le plaisir et les émotions. Sa couleur est l'orange ; la cornaline et la pierre de lune l'accompagnent.",
  },
  {
    name: 'Chakra du plexus solaire (Manipura)',
    description:
      "Au-dessus du nombril, c'est le centre de la volonté, de la confiance en soi et du pouvoir personnel. Sa couleur est le jaune ; on lui associe la citrine et l'œil de tigre.",
  },
  {
    name: 'Chakra du cœur (Anahata)',
    description:
      "Au centre de la poitrine, il est le siège de l'amour, de la compassion et de l'harmonie avec les autres. Ses couleurs sont le vert et le rose : quartz rose, aventurine verte, malachite, amazonite.",
  },
  {
    name: 'Chakra de la gorge (Vishuddha)',
    description:
      "À la base du cou, il régit la communication et l'expression de soi. Sa couleur est le bleu clair ; turquoise, sodalite, lapis-lazuli et amazonite lui correspondent.",
  },
  {
    name: 'Chakra du troisième œil (Ajna)',
    description:
      "Entre les sourcils, il est associé à l'intuition, à l'imagination et à la clarté d'esprit. Sa couleur est l'indigo ; on le relie au lapis-lazuli, à la labradorite et à la sodalite.",
  },
  {
    name: 'Chakra couronne (Sahasrara)',
    description:
      'Au sommet du crâne, il symbolise la spiritualité, la sagesse et la connexion au tout. Ses couleurs sont le violet et le blanc : améthyste, cristal de roche, pierre de lune.',
  },
]

export const ASTROLOGICAL_SIGNS = [
  { name: 'Bélier' },
  { name: 'Taureau' },
  { name: 'Gémeaux' },
  { name: 'Cancer' },
  { name: 'Lion' },
  { name: 'Vierge' },
  { name: 'Balance' },
  { name: 'Scorpion' },
  { name: 'Sagittaire' },
  { name: 'Capricorne' },
  { name: 'Verseau' },
  { name: 'Poissons' },
]

/** Short names for the chakras, used by the stone and product data. */
export const CHAKRA = {
  racine: 'Chakra racine (Muladhara)',
  sacre: 'Chakra sacré (Svadhisthana)',
  plexus: 'Chakra du plexus solaire (Manipura)',
  coeur: 'Chakra du cœur (Anahata)',
  gorge: 'Chakra de la gorge (Vishuddha)',
  troisiemeOeil: 'Chakra du troisième œil (Ajna)',
  couronne: 'Chakra couronne (Sahasrara)',
}
