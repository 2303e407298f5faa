/** The jewels the home page draws (components/jewel-art.tsx). */
export type JewelKind = 'bracelet' | 'necklace' | 'pendant'
