// Blog articles, oldest first (the seed creates them in this order, so that `-created` lists the
// newest first). `theme` picks the illustration in images/articles.mjs.

/** @type {{ slug: string, title: string, category: string, excerpt: string, content: string, theme: string }[]} */
export const ARTICLES = [
  {
    slug: 'dans-l-atelier-naissance-d-un-bracelet',
    theme: 'workshop',
    title: "Dans l'atelier : la naissance d'un bracelet",
    category: 'Atelier',
    excerpt: "Du choix des pierres au dernier nœud, suivez les étapes de fabrication d'un bracelet dans notre atelier.",
    content: `<p>Chaque bijou de la boutique naît sur la même table en bois, près de la fenêtre de l'atelier. Voici, étape par étape, comment nous réalisons un bracelet en pierres naturelles.</p>
<h2>1. Choisir les pierres</h2>
<p>Tout commence par le tri. Nous achetons nos perles auprès de quelques fournisseurs de confiance, qui nous indiquent leur origine. Chaque rang est examiné à la lumière du jour : nous écartons les perles fêlées, trop teintées ou mal percées. Pour une pièce unique, ce tri peut prendre une heure.</p>
<h2>2. Composer</h2>
<p>Les perles sont disposées sur une planche à rainures, qui permet de visualiser le bracelet avant de l'enfiler. C'est le moment de jouer avec les nuances, d'ajouter une rondelle d'argent ou une breloque.</p>
<h2>3. Enfiler et nouer</h2>
<p>Nous utilisons un fil élastique japonais de 0,8 mm, étiré plusieurs fois avant usage pour qu'il ne se détende pas. Le nœud chirurgical est doublé, collé, puis glissé à l'intérieur d'une perle pour disparaître.</p>
<h2>4. Purifier et emballer</h2>
<p>Avant de partir, chaque bijou est purifié, rechargé sur un amas de cristal de roche, puis glissé dans une pochette en coton avec une carte qui présente ses pierres.</p>
<p>Envie d'un bracelet composé pour vous ? Rendez-vous sur la page <a href="/sur-mesure">Sur mesure</a>.</p>`,
  },
  {
    slug: 'les-sept-chakras-expliques-simplement',
    theme: 'dawn',
    title: 'Les 7 chakras expliqués simplement',
    category: 'Chakras',
    excerpt:
      'Racine, sacré, plexus solaire, cœur, gorge, troisième œil et couronne : à quoi correspondent les chakras et quelles pierres leur associer ?',
    content: `<p>Issus de la tradition indienne, les chakras sont décrits comme sept centres d'énergie alignés le long de la colonne vertébrale. Chacun est associé à une couleur, à des thèmes de vie et à des pierres.</p>
<ul>
<li><strong>Racine</strong> (rouge) : sécurité, ancrage. Jaspe rouge, hématite, tourmaline noire.</li>
<li><strong>Sacré</strong> (orange) : créativité, plaisir. Cornaline, pierre de lune.</li>
<li><strong>Plexus solaire</strong> (jaune) : confiance, volonté. Citrine, œil de tigre.</li>
<li><strong>Cœur</strong> (vert et rose) : amour, compassion. Quartz rose, aventurine, malachite.</li>
<li><strong>Gorge</strong> (bleu clair) : expression. Turquoise, amazonite, sodalite.</li>
<li><strong>Troisième œil</strong> (indigo) : intuition. Lapis-lazuli, labradorite.</li>
<li><strong>Couronne</strong> (violet et blanc) : spiritualité. Améthyste, cristal de roche.</li>
</ul>
<h2>Comment s'en servir ?</h2>
<p>La façon la plus simple est de porter la pierre du chakra sur lequel on souhaite travailler, ou un bracelet réunissant les sept pierres pour une harmonie générale. Pendant une méditation, on peut aussi poser chaque pierre sur l'emplacement de son chakra, allongé, pendant une dizaine de minutes.</p>
<p>Rappelons que la lithothérapie est une pratique de bien-être : elle accompagne, mais ne remplace jamais un avis médical.</p>`,
  },
  {
    slug: 'quelle-pierre-choisir-selon-son-signe',
    theme: 'stars',
    title: 'Quelle pierre choisir selon son signe astrologique ?',
    category: 'Astrologie',
    excerpt: 'Du Bélier aux Poissons, découvrez les pierres traditionnellement associées à chaque signe du zodiaque.',
    content: `<p>Associer une pierre à chaque signe est une tradition ancienne, que l'on retrouve dans les pectoraux des grands prêtres comme dans les almanachs médiévaux. Voici nos correspondances préférées.</p>
<ul>
<li><strong>Bélier</strong> : cornaline, jaspe rouge, citrine, pour canaliser une énergie débordante.</li>
<li><strong>Taureau</strong> : quartz rose, aventurine verte, malachite.</li>
<li><strong>Gémeaux</strong> : œil de tigre, citrine.</li>
<li><strong>Cancer</strong> : pierre de lune, quartz rose.</li>
<li><strong>Lion</strong> : œil de tigre, citrine, cristal de roche.</li>
<li><strong>Vierge</strong> : amazonite, aventurine, améthyste.</li>
<li><strong>Balance</strong> : lapis-lazuli, quartz rose, pierre de lune.</li>
<li><strong>Scorpion</strong> : obsidienne, malachite, labradorite.</li>
<li><strong>Sagittaire</strong> : turquoise, sodalite, lapis-lazuli.</li>
<li><strong>Capricorne</strong> : tourmaline noire, hématite, œil de tigre.</li>
<li><strong>Verseau</strong> : améthyste, amazonite, sodalite.</li>
<li><strong>Poissons</strong> : améthyste, pierre de lune, turquoise.</li>
</ul>
<p>Ces associations sont des points de départ : la meilleure pierre reste souvent celle vers laquelle votre regard revient. Dans le catalogue, le filtre « Signe astrologique » vous montre les bijoux correspondant à votre signe.</p>`,
  },
  {
    slug: 'amethyste-la-pierre-de-l-apaisement',
    theme: 'dusk',
    title: "Améthyste : la pierre de l'apaisement",
    category: 'Pierres',
    excerpt: "Pourquoi l'améthyste est-elle la pierre la plus vendue en lithothérapie ? Histoire, vertus et conseils pour bien la choisir.",
    content: `<p>Des géodes monumentales du Brésil aux petites perles de nos bracelets, l'améthyste est sans doute la pierre la plus aimée de la lithothérapie. Et pour cause : elle est belle, accessible et réputée apaisante.</p>
<h2>Une pierre de sobriété</h2>
<p>Les Grecs l'appelaient <em>amethustos</em>, « qui n'est pas ivre ». On buvait dans des coupes d'améthyste pour garder l'esprit clair. Au Moyen Âge, elle ornait les bagues des évêques, symbole de tempérance.</p>
<h2>Ses vertus</h2>
<p>On la recommande pour calmer le mental, apaiser les angoisses et favoriser un sommeil paisible. Posée sur la table de nuit ou glissée sous l'oreiller, elle accompagne les nuits agitées.</p>
<h2>Bien la choisir</h2>
<ul>
<li>Une couleur trop uniforme et trop vive peut trahir une teinture.</li>
<li>Les perles naturelles présentent des zones plus claires : c'est un gage d'authenticité.</li>
<li>Protégez-la du soleil direct, qui fait pâlir sa couleur avec le temps.</li>
</ul>`,
  },
  {
    slug: 'purifier-et-recharger-ses-pierres',
    theme: 'moon',
    title: 'Purifier et recharger ses pierres : le guide complet',
    category: 'Entretien',
    excerpt: 'Eau, fumée, lune ou amas de quartz : les bonnes méthodes pour purifier et recharger vos pierres, et les erreurs à éviter.',
    content: `<p>Selon la tradition lithothérapeutique, une pierre absorbe les énergies qui l'entourent. Pour qu'elle garde toute son efficacité, on conseille de la purifier puis de la recharger régulièrement, environ une fois par mois.</p>
<h2>Purifier</h2>
<ul>
<li><strong>L'eau claire</strong> : quelques minutes sous un filet d'eau ou dans un bol d'eau déminéralisée. À éviter pour les pierres poreuses ou fragiles (malachite, hématite, turquoise, lapis-lazuli).</li>
<li><strong>La fumigation</strong> : passer la pierre dans la fumée de sauge blanche, d'encens ou de palo santo. Convient à toutes les pierres.</li>
<li><strong>Le son</strong> : un bol chantant ou un carillon, idéal pour les bijoux montés.</li>
</ul>
<h2>Recharger</h2>
<ul>
<li><strong>La lune</strong> : une nuit de pleine lune sur le rebord d'une fenêtre. Douce, elle convient à toutes les pierres.</li>
<li><strong>Le soleil</strong> : une heure le matin, pour les pierres solaires (cornaline, œil de tigre, jaspe rouge). Jamais pour l'améthyste, le quartz rose ou la citrine, qui pâlissent.</li>
<li><strong>Un amas de cristal de roche</strong> ou une géode d'améthyste : il suffit d'y poser vos bijoux pour la nuit.</li>
</ul>
<p>Et le sel ? Nous le déconseillons : il abîme la plupart des pierres et les fils de montage.</p>`,
  },
]
