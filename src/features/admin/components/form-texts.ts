// No imports: product-values.ts uses this too, and the integration tests typecheck that module
// without the '@' path (tsconfig.node.json).

/** What an admin form says under a required field left empty. */
export const REQUIRED_TEXT = 'Ce champ est obligatoire.'
