// The five reference lists' route modules (docs/adr/0070), loaded lazily by the router: one
// screen and one loader / action, configured per collection (reference-lists.ts).
import { keepListUnlessWritten } from '../api/record-writes'
import { referenceAction, referenceLoader } from './reference-list-data'
import { AstrologicalSignsScreen, ChakrasScreen, ColorsScreen, MaterialsScreen, StonePropertiesScreen } from './reference-list-screens'
import { ASTROLOGICAL_SIGNS, CHAKRAS, COLORS, MATERIALS, STONE_PROPERTIES, type ReferenceListConfig } from './reference-lists'

function route(config: ReferenceListConfig, Component: () => React.ReactNode) {
  return { Component, loader: referenceLoader(config), action: referenceAction(config), shouldRevalidate: keepListUnlessWritten }
}

export const materials = route(MATERIALS, MaterialsScreen)
export const colors = route(COLORS, ColorsScreen)
export const stoneProperties = route(STONE_PROPERTIES, StonePropertiesScreen)
export const chakras = route(CHAKRAS, ChakrasScreen)
export const astrologicalSigns = route(ASTROLOGICAL_SIGNS, AstrologicalSignsScreen)
