// The bracelet of a custom request (docs/adr/0126): its beads (a pure function, shared with the
// admin's request page) and its drawing.
export * from './bracelet-beads'
export * from './bracelet-patterns'
export { braceletDescription } from './bracelet-description'
export { BraceletDrawing, type BeadLook, type BraceletDrawingProps } from './bracelet-drawing'
