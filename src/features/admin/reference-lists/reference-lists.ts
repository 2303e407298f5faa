import { astrologicalSignsTextMax, chakrasTextMax, colorsTextMax, materialsTextMax, stonePropertiesTextMax } from '@/lib/pocketbase-types'

/**
 * The five reference lists (docs/product/screens.md#admin-reference-lists): one screen (`reference-list-screen.tsx`) configured per
 * collection with its fields and its French texts.
 */
export type ReferenceCollection = 'materials' | 'colors' | 'stone_properties' | 'chakras' | 'astrological_signs'

/** The editable fields a reference list may have. */
export type ReferenceFieldName = 'name' | 'hex_code' | 'description'

export interface ReferenceField {
  name: ReferenceFieldName
  label: string
  kind: 'text' | 'color' | 'textarea'
  required: boolean
  placeholder?: string
}

export interface ReferenceListConfig {
  collection: ReferenceCollection
  /** The <h1>. */
  heading: string
  /** Newest first, except astrological signs (by name): docs/product/rules.md#lists-and-reads. */
  sort: '-created' | 'name'
  fields: ReferenceField[]
  /**
   * 'inline': the materials' one-line add form plus a separate edit panel (docs/product/screens.md#admin-reference-lists), blank names
   * silently skipped (docs/product/rules.md#validation). 'form': one form that adds, or edits the row chosen (scrolling up).
   */
  layout: 'inline' | 'form'
  texts: {
    /** 'Nouvelle couleur' (form title when adding). */
    add: string
    /** 'Modifier la couleur' (form title when editing). */
    edit: string
    created: string
    updated: string
    loadFailed: string
    saveFailed: string
    deleteFailed: string
    confirmDelete: string
    empty: string
    /** The table's caption. */
    caption: string
    /** The search box's label above the table (docs/adr/0058). */
    search: string
  }
}

/** Each list's text limits, as the schema sets them (stated by the form's counter, docs/adr/0082). */
export const REFERENCE_TEXT_MAX: Record<ReferenceCollection, Partial<Record<ReferenceFieldName, number>>> = {
  materials: materialsTextMax,
  colors: colorsTextMax,
  stone_properties: stonePropertiesTextMax,
  chakras: chakrasTextMax,
  astrological_signs: astrologicalSignsTextMax,
}

const NAME: ReferenceField = { name: 'name', label: 'Nom', kind: 'text', required: true }
const DESCRIPTION: ReferenceField = { name: 'description', label: 'Description', kind: 'textarea', required: false }

export const MATERIALS: ReferenceListConfig = {
  collection: 'materials',
  heading: 'Matériaux',
  sort: '-created',
  fields: [{ ...NAME, label: 'Nom du matériau', placeholder: 'Ex. : Argent 925' }],
  layout: 'inline',
  texts: {
    add: 'Ajouter un matériau',
    edit: 'Modifier le matériau',
    created: 'Matériau créé avec succès!',
    updated: 'Matériau mis à jour avec succès!',
    loadFailed: 'Erreur lors de la récupération des matériaux.',
    saveFailed: 'Erreur lors de la sauvegarde du matériau.',
    deleteFailed: 'Erreur lors de la suppression du matériau.',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce matériau ?',
    empty: 'Aucun matériau trouvé',
    caption: 'Liste des matériaux',
    search: 'Rechercher un matériau',
  },
}

export const COLORS: ReferenceListConfig = {
  collection: 'colors',
  heading: 'Couleurs',
  sort: '-created',
  fields: [NAME, { name: 'hex_code', label: 'Code hexadécimal', kind: 'color', required: true, placeholder: '#FFFFFF' }],
  layout: 'form',
  texts: {
    add: 'Nouvelle couleur',
    edit: 'Modifier la couleur',
    created: 'Couleur créée avec succès!',
    updated: 'Couleur mise à jour avec succès!',
    loadFailed: 'Erreur lors de la récupération des couleurs.',
    saveFailed: 'Erreur lors de la sauvegarde de la couleur.',
    deleteFailed: 'Erreur lors de la suppression de la couleur.',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette couleur ?',
    empty: 'Aucune couleur trouvée',
    caption: 'Liste des couleurs',
    search: 'Rechercher une couleur',
  },
}

export const STONE_PROPERTIES: ReferenceListConfig = {
  collection: 'stone_properties',
  heading: 'Propriétés des pierres',
  sort: '-created',
  fields: [NAME, DESCRIPTION],
  layout: 'form',
  texts: {
    add: 'Nouvelle propriété',
    edit: 'Modifier la propriété',
    created: 'Propriété créée avec succès!',
    updated: 'Propriété mise à jour avec succès!',
    loadFailed: 'Erreur lors de la récupération des propriétés.',
    saveFailed: 'Erreur lors de la sauvegarde de la propriété.',
    deleteFailed: 'Erreur lors de la suppression de la propriété.',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette propriété ?',
    empty: 'Aucune propriété trouvée',
    caption: 'Liste des propriétés des pierres',
    search: 'Rechercher une propriété',
  },
}

export const CHAKRAS: ReferenceListConfig = {
  collection: 'chakras',
  heading: 'Chakras',
  sort: '-created',
  fields: [NAME, DESCRIPTION],
  layout: 'form',
  texts: {
    add: 'Nouveau chakra',
    edit: 'Modifier le chakra',
    created: 'Chakra créé avec succès!',
    updated: 'Chakra mis à jour avec succès!',
    loadFailed: 'Erreur lors de la récupération des chakras.',
    saveFailed: 'Erreur lors de la sauvegarde du chakra.',
    deleteFailed: 'Erreur lors de la suppression du chakra.',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce chakra ?',
    empty: 'Aucun chakra trouvé',
    caption: 'Liste des chakras',
    search: 'Rechercher un chakra',
  },
}

export const ASTROLOGICAL_SIGNS: ReferenceListConfig = {
  collection: 'astrological_signs',
  heading: 'Signes astrologiques',
  sort: 'name',
  fields: [NAME],
  layout: 'form',
  texts: {
    add: 'Nouveau signe astrologique',
    edit: 'Modifier le signe astrologique',
    created: 'Signe astrologique créé avec succès!',
    updated: 'Signe astrologique mis à jour avec succès!',
    loadFailed: 'Erreur lors de la récupération des signes astrologiques.',
    saveFailed: 'Erreur lors de la sauvegarde du signe astrologique.',
    deleteFailed: 'Erreur lors de la suppression du signe astrologique.',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce signe astrologique ?',
    empty: 'Aucun signe trouvé',
    caption: 'Liste des signes astrologiques',
    search: 'Rechercher un signe',
  },
}
