import type { ReactNode } from 'react'
import { Form, useLoaderData } from 'react-router-dom'
import { CheckboxField, SubmitButton, TextField, TextareaField } from '@/components/form'
import { shopIdentityTextMax } from '@/lib/pocketbase-types'
import { missingIdentityItems, type ShopIdentity } from '@/lib/shop-identity'
import { useUnsavedChanges } from '../api/use-unsaved-changes'
import { useVersionedRouteForm } from '../api/use-versioned-route-form'
import { AdminPage } from '../components/admin-page'
import { ListError } from '../components/list-error'
import { IDENTITY_TEXTS, type IdentityData, type IdentitySaveResult } from './identity-data'

const IDENTITY_HEADING = IDENTITY_TEXTS.heading

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-3xl border border-line bg-surface p-5 sm:p-6">
      <legend className="px-2 text-lg font-semibold text-ink">{legend}</legend>
      {hint && <p className="mb-4 text-sm text-ink-muted">{hint}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/** Typed with spaces (« 732 829 320 »), counted without: no maxLength. */
const SPACED_NUMBERS: readonly string[] = ['siren', 'siret', 'vat_number']

/** What the overview also lists: the shop takes no real payment until it is empty. */
function MissingItems({ identity }: { identity: ShopIdentity }) {
  const missing = missingIdentityItems(identity)
  if (missing.length === 0) {
    return (
      <p
        role="status"
        className="rounded-2xl border border-forest-300 bg-forest-100/60 px-5 py-4 text-sm text-forest-700 dark:border-forest-700 dark:bg-forest-700/20 dark:text-forest-100"
      >
        Identité complète : les mentions légales, les CGV et les factures peuvent tout citer.
      </p>
    )
  }
  return (
    <div
      role="note"
      aria-label="Informations manquantes"
      className="rounded-2xl border border-gold-300 bg-gold-200/30 px-5 py-4 text-sm leading-relaxed dark:border-gold-700 dark:bg-gold-700/15"
    >
      <p className="font-medium">À compléter avant d’encaisser des paiements réels :</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {missing.map((item) => (
          <li key={item.key}>{item.label}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * /dashboard/identite (docs/adr/0048): the shop's legal identity, set once and read by the legal
 * pages, the CGV, the invoices and the checkout. Nothing typed is lost on a refusal; a saved form
 * shows the values as PocketBase stored them (identifiers without spaces). The save names the version
 * the form opened; one refused because someone saved the identity since offers « Recharger » and
 * « Garder mon texte »; leaving with unsaved changes asks first (docs/adr/0083).
 */
export function IdentityScreen() {
  const data = useLoaderData() as IdentityData
  const opened = data.identity?.updated ?? ''
  const { busy, formRef, errors, head } = useVersionedRouteForm<IdentitySaveResult>(opened, IDENTITY_TEXTS.saved)
  useUnsavedChanges(formRef, { baseline: opened })

  if (!data.identity) {
    return (
      <AdminPage heading={IDENTITY_HEADING}>
        <ListError>{IDENTITY_TEXTS.loadFailed}</ListError>
      </AdminPage>
    )
  }
  const identity = data.identity
  const field = (name: keyof ShopIdentity & string) => ({
    id: `identity-${name}`,
    name,
    // The schema's limits, except on the numbers whose spaces the server takes out before it counts.
    maxLength:
      name in shopIdentityTextMax && !SPACED_NUMBERS.includes(name)
        ? shopIdentityTextMax[name as keyof typeof shopIdentityTextMax]
        : undefined,
    defaultValue: String(identity[name] ?? ''),
    error: errors[name],
  })

  return (
    <AdminPage heading={IDENTITY_HEADING}>
      <p className="max-w-3xl text-sm leading-relaxed text-ink-muted">
        Ces informations sont reprises telles quelles dans les mentions légales, les CGV, la politique de confidentialité, les factures et
        la page de paiement. Une information laissée vide n’apparaît nulle part ; tant qu’il manque une mention obligatoire, la boutique
        n’encaisse aucun paiement réel (le mode démonstration reste possible).
      </p>
      <MissingItems identity={identity} />
      {/* A new key after each save: the fields show the values as stored. */}
      <Form key={identity.updated} ref={formRef} method="post" noValidate className="space-y-6" aria-label={IDENTITY_HEADING}>
        <input type="hidden" name="id" value={identity.id} />
        {head}

        <Group legend="Nom et forme juridique">
          <TextField label="Nom commercial" hint="Le nom sous lequel la boutique vend (ex. Éclat de Pierre)." {...field('trade_name')} />
          <TextField
            label="Dénomination sociale ou nom de l’entrepreneur"
            hint="Pour une entreprise individuelle : vos nom et prénom."
            {...field('legal_name')}
          />
          <TextField label="Forme juridique" hint="Ex. Entreprise individuelle, SARL, SAS." {...field('legal_form')} />
          <TextField label="Capital social" hint="Pour une société seulement (ex. 1 000 €)." {...field('share_capital')} />
        </Group>

        <Group legend="Immatriculation" hint="Les numéros figurent sur votre avis de situation au répertoire SIRENE (INSEE).">
          <TextField label="Numéro SIREN" hint="9 chiffres." inputMode="numeric" {...field('siren')} />
          <TextField
            label="Numéro SIRET"
            hint="14 chiffres : le SIREN suivi du NIC de l’établissement."
            inputMode="numeric"
            {...field('siret')}
          />
          <TextField
            label="Immatriculation"
            hint="Ex. RCS Lyon 123 456 789, Registre national des entreprises, RM 69."
            fieldClassName="sm:col-span-2"
            {...field('registration')}
          />
        </Group>

        <Group legend="TVA">
          <CheckboxField
            id="identity-vat_exempt"
            name="vat_exempt"
            label="Franchise en base de TVA (TVA non applicable, art. 293 B du CGI)"
            hint="Cochez si la boutique ne facture pas de TVA ; sinon indiquez le numéro et le taux."
            defaultChecked={Boolean(identity.vat_exempt)}
            error={errors.vat_exempt}
            fieldClassName="sm:col-span-2"
          />
          <TextField label="Numéro de TVA intracommunautaire" hint="Ex. FR32123456789." {...field('vat_number')} />
          <TextField
            label="Taux de TVA (%)"
            hint="Ex. 20."
            inputMode="decimal"
            {...field('vat_rate')}
            defaultValue={identity.vat_rate ? String(identity.vat_rate) : ''}
          />
          {/* Factur-X e-invoices (docs/adr/0130). */}
          <CheckboxField
            id="identity-vat_on_debits"
            name="vat_on_debits"
            label="Option pour le paiement de la TVA d’après les débits"
            hint="Cochez si la boutique a opté pour les débits : la mention figure alors sur chaque facture."
            defaultChecked={Boolean(identity.vat_on_debits)}
            error={errors.vat_on_debits}
            fieldClassName="sm:col-span-2"
          />
          <CheckboxField
            id="identity-facturx_all"
            name="facturx_all"
            label="Factur-X pour toutes les factures"
            hint="Les factures aux professionnels ayant un SIREN sont toujours au format Factur-X ; cochez pour l’étendre à toutes les factures et tous les avoirs."
            defaultChecked={Boolean(identity.facturx_all)}
            error={errors.facturx_all}
            fieldClassName="sm:col-span-2"
          />
        </Group>

        <Group legend="Siège et contact">
          <TextField label="Adresse" autoComplete="address-line1" {...field('address_line1')} />
          <TextField label="Complément d’adresse" autoComplete="address-line2" {...field('address_line2')} />
          <TextField label="Code postal" autoComplete="postal-code" inputMode="numeric" {...field('postal_code')} />
          <TextField label="Ville" autoComplete="address-level2" {...field('city')} />
          <TextField label="Pays" autoComplete="country-name" {...field('country')} />
          <TextField label="Adresse e-mail de contact" type="email" autoComplete="email" {...field('email')} />
          <TextField label="Téléphone" type="tel" autoComplete="tel" {...field('phone')} />
        </Group>

        <Group legend="Publication et hébergement" hint="La loi demande le nom, l’adresse et le téléphone de chaque hébergeur.">
          <TextField
            label="Directeur de la publication"
            hint="La personne responsable du contenu du site."
            fieldClassName="sm:col-span-2"
            {...field('publication_director')}
          />
          <TextField label="Hébergeur du site : nom" hint="Le service qui sert les pages du site (ex. Netlify)." {...field('host_name')} />
          <TextField label="Hébergeur du site : téléphone" type="tel" {...field('host_phone')} />
          <TextField label="Hébergeur du site : adresse" fieldClassName="sm:col-span-2" {...field('host_address')} />
          <TextField
            label="Hébergeur des données : nom"
            hint="Le serveur PocketBase : comptes, commandes, messages."
            {...field('data_host_name')}
          />
          <TextField label="Hébergeur des données : téléphone" type="tel" {...field('data_host_phone')} />
          <TextField label="Hébergeur des données : adresse" fieldClassName="sm:col-span-2" {...field('data_host_address')} />
        </Group>

        <Group legend="Vente et médiation">
          <TextField
            label="Médiateur de la consommation : nom"
            hint="Le médiateur auquel la boutique a adhéré."
            {...field('mediator_name')}
          />
          <TextField
            label="Médiateur de la consommation : site"
            type="url"
            hint="Ex. https://www.mediateur.fr"
            {...field('mediator_url')}
          />
          <TextField
            label="Délai de livraison"
            hint="Affiché avant le bouton de commande et dans les CGV (ex. 2 à 5 jours ouvrés)."
            {...field('delivery_time')}
          />
          <TextField label="Délai de rétractation (jours)" hint="14 jours au minimum." inputMode="numeric" {...field('withdrawal_days')} />
          <TextField
            label="Demande d’avis après la livraison (jours)"
            hint="L’e-mail « Votre avis » part ce nombre de jours après la livraison ; 0 pour ne jamais l’envoyer."
            inputMode="numeric"
            {...field('review_request_days')}
          />
          <TextField
            label="Montants des cartes cadeaux (€)"
            hint="Les montants proposés à l’achat, séparés par des virgules (ex. 25, 50, 75, 100)."
            {...field('gift_card_amounts')}
            defaultValue={Array.isArray(identity.gift_card_amounts) ? identity.gift_card_amounts.join(', ') : '25, 50, 75, 100'}
          />
          <TextField
            label="Commande minimum des professionnels (€ HT)"
            hint="Le montant HT des articles qu’une commande professionnelle atteint au moins ; vide ou 0 : aucun minimum."
            inputMode="decimal"
            {...field('pro_min_order')}
            defaultValue={identity.pro_min_order ? String(identity.pro_min_order).replace('.', ',') : ''}
          />
          <TextareaField label="Conditions de paiement (factures aux professionnels)" rows={2} {...field('payment_terms')} />
          <TextareaField
            label="Taux des pénalités de retard (factures aux professionnels)"
            hint="Ex. trois fois le taux d’intérêt légal."
            rows={2}
            {...field('late_penalty_rate')}
          />
        </Group>

        {/* Payment on invoice for pros (docs/adr/0131): printed on their invoices and reminders. */}
        <Group
          legend="Virement à 30 jours (professionnels)"
          hint="Le RIB imprimé sur les factures payables par virement et dans les rappels."
        >
          <TextField label="IBAN" autoComplete="off" {...field('iban')} />
          <TextField label="BIC" autoComplete="off" {...field('bic')} />
          <TextField
            label="Délai de paiement (jours)"
            hint="À compter de la date de facture ; 60 jours au plus."
            inputMode="numeric"
            {...field('payment_terms_days')}
          />
        </Group>

        <CheckboxField
          id="identity-fictional"
          name="fictional"
          label="Identité fictive de démonstration"
          hint="Les pages légales préviennent qu’elle est inventée, et aucun paiement réel (clé Stripe de production) n’est accepté. Décochez-la quand vous saisissez la vraie identité de la boutique."
          defaultChecked={Boolean(identity.fictional)}
        />

        <SubmitButton busy={busy} busyLabel="Enregistrement...">
          Enregistrer l’identité
        </SubmitButton>
      </Form>
    </AdminPage>
  )
}
