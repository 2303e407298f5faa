import { ReferenceListScreen } from './reference-list-screen'
import { ASTROLOGICAL_SIGNS, CHAKRAS, COLORS, MATERIALS, STONE_PROPERTIES } from './reference-lists'

/** /dashboard/materials */
export function MaterialsScreen() {
  return <ReferenceListScreen key="materials" config={MATERIALS} />
}

/** /dashboard/colors */
export function ColorsScreen() {
  return <ReferenceListScreen key="colors" config={COLORS} />
}

/** /dashboard/stone-properties */
export function StonePropertiesScreen() {
  return <ReferenceListScreen key="stone_properties" config={STONE_PROPERTIES} />
}

/** /dashboard/chakras */
export function ChakrasScreen() {
  return <ReferenceListScreen key="chakras" config={CHAKRAS} />
}

/** /dashboard/astrological-signs */
export function AstrologicalSignsScreen() {
  return <ReferenceListScreen key="astrological_signs" config={ASTROLOGICAL_SIGNS} />
}
