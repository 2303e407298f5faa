/// <reference path="../pb_data/types.d.ts" />
// Addresses that outlive their names (lib/slugs.js, docs/adr/0084-addresses-outlive-their-names.md):
// a renamed product or article keeps its old slug as an old address (`former_slugs`), a live slug wins
// over an old one, an article saved without a slug gets one from its title. Record hooks, so every
// save goes through them: the admin's forms, the product copy, the seed, the dashboard.

onRecordCreate((e) => require(`${__hooks}/lib/slugs.js`).onCreate(e), "products", "articles")

onRecordUpdate((e) => require(`${__hooks}/lib/slugs.js`).onUpdate(e), "products", "articles")

// Where an old address leads now (the storefront's product and article pages ask on an unknown slug).
routerAdd("GET", "/api/shop/former-slugs/{collection}/{slug}", (e) => require(`${__hooks}/lib/slugs.js`).resolve(e))
