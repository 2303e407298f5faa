import { GemIcon, HandHeartIcon, LockIcon, TruckIcon } from '@/components/icons'

const PROMISES = [
  { label: 'Livraison offerte', Icon: TruckIcon },
  { label: 'Bijoux faits main en France', Icon: HandHeartIcon },
  { label: 'Pierres naturelles sélectionnées', Icon: GemIcon },
  { label: 'Paiement sécurisé', Icon: LockIcon },
] as const

/** The secondary bar under the header: the shop's four promises. */
export function ReassuranceBar() {
  return (
    <aside aria-label="Nos engagements" className="bg-band text-on-band">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-3 py-2 text-xs tracking-wide sm:px-6 md:justify-between md:gap-x-8 md:py-2.5 md:text-[0.8125rem]">
        {PROMISES.map(({ label, Icon }) => (
          <li key={label} className="flex items-center gap-2">
            <Icon className="hidden size-4 text-gold-300 md:block" />
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </aside>
  )
}
