/// <reference path="../pb_data/types.d.ts" />
// The pages a shopper reads before buying (issue 27, point 2; docs/adr/0101): « Guide des tailles »,
// « Livraison et retours », « Entretien des pierres » and the FAQ. One `pages` record each, found by
// its slug (the page's address, src/lib/path-table.ts): the admin edits their text, never creates or
// deletes one (their addresses are in the code). A visitor reads the published ones only.

const ADMIN = "@request.auth.role = 'admin'"

/** The four pages as the shop first publishes them (the admin rewrites them at /dashboard/pages). */
const PAGES = [
  {
    slug: "guide-des-tailles",
    title: "Guide des tailles",
    description:
      "Mesurer son poignet avec une bande de papier, choisir la taille d’un bracelet, d’un collier ou d’une bague : le guide des tailles d’Éclat de Pierre.",
    body: [
      "<p>Un bijou bien ajusté se porte sans y penser. Quelques minutes et un mètre de couturière (ou une simple bande de papier) suffisent pour trouver votre taille.</p>",
      "<h2>Mesurer son poignet</h2>",
      "<ol>",
      "<li>Découpez une bande de papier d’environ 1 cm de large et 25 cm de long, ou prenez un mètre ruban souple.</li>",
      "<li>Enroulez-la autour du poignet, juste au-dessus de l’os, sans serrer ni laisser de jeu.</li>",
      "<li>Marquez au crayon l’endroit où la bande se rejoint, puis mesurez la longueur à plat avec une règle.</li>",
      "<li>Ce nombre est votre tour de poignet : ajoutez-y l’aisance ci-dessous pour obtenir la taille du bracelet.</li>",
      "</ol>",
      "<h2>Du tour de poignet à la taille du bracelet</h2>",
      "<p>Pour un bracelet de perles, comptez en général 1 à 1,5 cm de plus que le tour de poignet : 1 cm pour un bracelet près du poignet, 1,5 cm pour un bracelet qui bouge un peu. Les grosses perles (10 mm) demandent un demi-centimètre de plus.</p>",
      "<table>",
      "<thead><tr><th>Tour de poignet</th><th>Taille de bracelet conseillée</th></tr></thead>",
      "<tbody>",
      "<tr><td>14 cm</td><td>15 cm</td></tr>",
      "<tr><td>15 cm</td><td>16 cm</td></tr>",
      "<tr><td>16 cm</td><td>17 cm</td></tr>",
      "<tr><td>17 cm</td><td>18 cm</td></tr>",
      "<tr><td>18 cm</td><td>19 cm</td></tr>",
      "<tr><td>19 cm</td><td>20 cm</td></tr>",
      "</tbody>",
      "</table>",
      "<p>Entre deux tailles ? Choisissez la plus grande pour un bracelet porté seul, la plus petite pour un bracelet porté avec d’autres.</p>",
      "<h2>La longueur d’un collier</h2>",
      "<table>",
      "<thead><tr><th>Longueur</th><th>Où il tombe</th></tr></thead>",
      "<tbody>",
      "<tr><td>40 cm</td><td>À la base du cou, près des clavicules : ras-de-cou.</td></tr>",
      "<tr><td>45 cm</td><td>Juste sous les clavicules : la longueur la plus portée.</td></tr>",
      "<tr><td>50 cm</td><td>Au-dessus de la poitrine : idéal sur un col ou un pull.</td></tr>",
      "</tbody>",
      "</table>",
      "<h2>La taille d’une bague</h2>",
      "<p>La taille d’une bague est son tour de doigt intérieur, en millimètres. Mesurez le doigt à sa base avec une fine bande de papier, comme pour le poignet, de préférence en fin de journée (les doigts gonflent un peu à la chaleur).</p>",
      "<table>",
      "<thead><tr><th>Taille</th><th>Tour intérieur</th></tr></thead>",
      "<tbody>",
      "<tr><td>48</td><td>48 mm</td></tr>",
      "<tr><td>50</td><td>50 mm</td></tr>",
      "<tr><td>52</td><td>52 mm</td></tr>",
      "<tr><td>54</td><td>54 mm</td></tr>",
      "<tr><td>56</td><td>56 mm</td></tr>",
      "<tr><td>58</td><td>58 mm</td></tr>",
      "<tr><td>60</td><td>60 mm</td></tr>",
      "</tbody>",
      "</table>",
      "<p>Un doute sur une taille ? Écrivez-nous : nous ajustons volontiers un bijou sur demande.</p>",
    ].join(""),
    faq: [],
  },
  {
    slug: "livraison-et-retours",
    title: "Livraison et retours",
    description:
      "Livraison offerte en France, à Monaco, en Belgique et au Luxembourg, 14 jours pour changer d’avis : les conditions de livraison et de retour d’Éclat de Pierre.",
    body: [
      "<h2>Livraison</h2>",
      "<p>La livraison est offerte, sur toutes les commandes, en France, à Monaco, en Belgique et au Luxembourg.</p>",
      "<p>Les bijoux en stock sont expédiés dans le délai indiqué avant la validation de la commande ; les créations sur-mesure, dans le délai convenu lors du devis. Chaque bijou part emballé avec soin, et vous recevez un e-mail dès que votre commande est expédiée.</p>",
      "<h2>Changer d’avis : 14 jours</h2>",
      "<p>Vous disposez de 14 jours à compter de la réception de votre commande pour vous rétracter, sans avoir à vous justifier. Dites-le-nous par e-mail, depuis la page Contact ou avec la fonction « Renoncer au contrat ici » en bas de chaque page, puis renvoyez le bijou, complet et en parfait état, dans les 14 jours suivants. Les frais de retour sont à votre charge.</p>",
      "<p>Nous vous remboursons la totalité des sommes versées, par le même moyen de paiement, au plus tard 14 jours après avoir été informés de votre rétractation ; le remboursement peut attendre la réception du bijou.</p>",
      "<p>Les créations sur-mesure, faites selon vos indications, ne peuvent pas être retournées (article L. 221-28 du Code de la consommation).</p>",
      "<h2>Un bijou abîmé ou non conforme</h2>",
      "<p>Tous nos bijoux bénéficient des garanties légales de conformité et des vices cachés. Si votre colis arrive endommagé ou si le bijou ne correspond pas à votre commande, écrivez-nous avec une photo : nous trouvons une solution ensemble.</p>",
      "<p>Tout le détail figure dans nos conditions générales de vente.</p>",
    ].join(""),
    faq: [],
  },
  {
    slug: "entretien-des-pierres",
    title: "Entretien des pierres",
    description:
      "Eau, soleil, sel, parfum : comment entretenir vos bijoux en pierres naturelles pour qu’ils gardent leur éclat, et comment la tradition les purifie et les recharge.",
    body: [
      "<p>Chaque pierre de nos bijoux est naturelle : elle a sa couleur, ses veines et sa sensibilité. Quelques gestes simples lui gardent son éclat pendant des années.</p>",
      "<h2>Les gestes du quotidien</h2>",
      "<ul>",
      "<li><strong>Retirez vos bijoux</strong> pour vous doucher, nager, faire du sport ou dormir : l’eau, la transpiration et les frottements usent les pierres et le fil.</li>",
      "<li><strong>Parfum, crème et produits ménagers</strong> ternissent certaines pierres : mettez vos bijoux en dernier, une fois le parfum sec.</li>",
      "<li><strong>Rangez-les à part</strong>, dans leur pochette : une pierre dure raye une pierre plus tendre.</li>",
      "<li><strong>Nettoyez-les</strong> d’un chiffon doux et sec, ou légèrement humide, puis laissez sécher à plat.</li>",
      "</ul>",
      "<h2>Eau, soleil et sel : les précautions selon les pierres</h2>",
      "<ul>",
      "<li><strong>L’eau</strong> abîme les pierres tendres ou poreuses : malachite, turquoise, lapis-lazuli, pierre de lune, sélénite. Évitez de les immerger.</li>",
      "<li><strong>Le soleil</strong> fait pâlir l’améthyste, le quartz rose, la fluorite et la citrine : ne les laissez pas longtemps en plein soleil.</li>",
      "<li><strong>Le sel</strong> attaque l’hématite, la pyrite et les pierres poreuses : gardez-le loin de vos bijoux.</li>",
      "</ul>",
      "<h2>Purifier et recharger ses pierres</h2>",
      "<p>Selon la tradition de la lithothérapie, on purifie ses pierres de temps en temps, puis on les recharge. Les gestes les plus doux conviennent à toutes : la fumée d’un bâton de sauge ou le son d’un bol chantant pour purifier, une nuit à la lumière de la lune ou quelques heures sur une géode d’améthyste ou de cristal de roche pour recharger.</p>",
      "<p>Ces pratiques relèvent de la tradition ; les propriétés prêtées aux pierres ne sont pas des propriétés médicales et ne remplacent en aucun cas un avis ou un traitement médical.</p>",
      "<h2>Le fil élastique</h2>",
      "<p>Enfilez un bracelet en le roulant sur la main plutôt qu’en tirant sur le fil. Si le fil se détend avec les années, nous le remplaçons : écrivez-nous.</p>",
    ].join(""),
    faq: [],
  },
  {
    slug: "faq",
    title: "Questions fréquentes",
    description:
      "Tailles, livraison, retours, entretien, créations sur-mesure : les réponses aux questions que l’on nous pose le plus souvent.",
    body: "<p>Vous ne trouvez pas votre réponse ? Écrivez-nous depuis la page Contact : nous répondons à chaque message.</p>",
    faq: [
      {
        question: "Comment choisir la taille de mon bracelet ?",
        answer:
          "Mesurez votre tour de poignet avec une bande de papier ou un mètre ruban, puis ajoutez 1 à 1,5 cm. Le guide des tailles détaille la méthode et donne le tableau des tailles.",
      },
      {
        question: "Les pierres sont-elles naturelles ?",
        answer:
          "Oui. Toutes nos pierres sont naturelles : leur couleur et leurs inclusions varient d’une pierre à l’autre, si bien que votre bijou peut légèrement différer de la photo. C’est ce qui le rend unique.",
      },
      {
        question: "Combien coûte la livraison ?",
        answer: "Rien : la livraison est offerte sur toutes les commandes, en France, à Monaco, en Belgique et au Luxembourg.",
      },
      {
        question: "Quand vais-je recevoir ma commande ?",
        answer:
          "Les bijoux en stock sont expédiés dans le délai indiqué avant la validation de la commande, et vous recevez un e-mail à l’expédition. Une création sur-mesure suit le délai convenu lors du devis.",
      },
      {
        question: "Puis-je retourner un bijou ?",
        answer:
          "Oui, vous avez 14 jours à compter de la réception pour vous rétracter, sans justification, puis 14 jours pour renvoyer le bijou ; les frais de retour sont à votre charge. Les créations sur-mesure ne peuvent pas être retournées.",
      },
      {
        question: "Puis-je commander un bijou sur-mesure ?",
        answer:
          "Bien sûr : décrivez votre idée (pierres, taille, occasion) sur la page Sur-mesure. Nous vous répondons avec un devis et un délai.",
      },
      {
        question: "Comment entretenir mes bijoux ?",
        answer:
          "Retirez-les pour l’eau et le sport, tenez-les loin du parfum, et rangez-les à part dans leur pochette. La page Entretien des pierres précise les précautions propres à chaque pierre.",
      },
      {
        question: "Les pierres ont-elles des vertus thérapeutiques ?",
        answer:
          "Les propriétés prêtées aux pierres relèvent de la tradition de la lithothérapie ; elles ne sont pas des propriétés médicales et ne remplacent en aucun cas un avis ou un traitement médical.",
      },
      {
        question: "Le paiement est-il sécurisé ?",
        answer:
          "Oui. Le paiement par carte passe par notre prestataire de paiement : vos coordonnées bancaires ne transitent jamais par notre boutique.",
      },
    ],
  },
]

migrate(
  (app) => {
    const pages = new Collection({
      type: "base",
      name: "pages",
      listRule: `published = true || ${ADMIN}`,
      viewRule: `published = true || ${ADMIN}`,
      // The four pages' addresses are in the code: no page is created or deleted through the API.
      createRule: null,
      updateRule: ADMIN,
      deleteRule: null,
      fields: [
        { type: "text", name: "slug", required: true, max: 100, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
        { type: "text", name: "title", required: true, max: 200 },
        { type: "text", name: "description", max: 300 },
        { type: "editor", name: "body", maxSize: 200000 },
        // [{ question, answer }] in plain text (pb_hooks/lib/pages.js checks its shape).
        { type: "json", name: "faq", maxSize: 100000 },
        { type: "bool", name: "published" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_pages_slug ON pages (slug)"],
    })
    app.save(pages)
    for (const page of PAGES) {
      const record = new Record(pages)
      record.load({ ...page, published: true })
      app.save(record)
    }
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("pages"))
  },
)
