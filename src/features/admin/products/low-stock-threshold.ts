/**
 * « Stock faible »: a product (not a unique piece) with this many or fewer for sale, until the shop's
 * own threshold is read (`shop_identity.low_stock_threshold`, docs/adr/0059), or when it cannot be:
 * the migration's default. The products and overview loaders read the shop's.
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2
