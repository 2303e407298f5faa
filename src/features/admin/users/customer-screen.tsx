import type { ReactNode } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { AddressBlock } from '@/components/address/address-block'
import { addressOf } from '@/lib/address'
import { adminPaths } from '@/lib/admin-paths'
import { formatDateTime, formatPrice } from '@/lib/format'
import { orderStatusClass, orderStatusLabel } from '@/lib/order-status'
import { orderTotal } from '@/lib/orders'
import { AdminPage } from '../components/admin-page'
import { useNarrowScreen } from '../components/use-narrow-screen'
import { ListError } from '../components/list-error'
import { NoteList, NotesThread } from '../notes/notes-thread'
import { REQUEST_STATUS_OPTIONS } from '../requests/request-status'
import { CUSTOMER_TEXTS, type CustomerData, type CustomerOrder, type CustomerRequest, type Section } from './customer-data'
import { ProApplicationPanel } from './pro-application-panel'
import { ProRevoke } from './pro-revoke'
import { ProTermsPanel } from './pro-terms-panel'
import { UserAvatar } from './user-avatar'
import { displayName, roleLabel } from './user-filters'

const backLink = (
  <Link to={adminPaths.users} className="text-sm font-medium text-accent underline underline-offset-4">
    Retour aux utilisateurs
  </Link>
)

/** The order's number, as every screen and e-mail shows it: the first 8 characters of its id. */
const orderNumber = (order: Pick<CustomerOrder, 'id'>) => order.id.slice(0, 8)

function Block({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface p-5">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
        {count !== undefined && <span className="ml-2 text-base font-normal text-ink-muted">({count})</span>}
      </h2>
      {children}
    </section>
  )
}

function SectionState<T>({ section, failed, empty }: { section: Section<T>; failed: string; empty: string }) {
  if (section.failed) return <ListError>{failed}</ListError>
  if (section.items.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>
  return null
}

function Orders({ section, email }: { section: Section<CustomerOrder>; email?: string }) {
  const total = section.total ?? section.items.length
  const narrow = useNarrowScreen()
  return (
    <Block id="customer-orders" title="Commandes" count={section.failed ? undefined : total}>
      <SectionState section={section} failed={CUSTOMER_TEXTS.ordersFailed} empty={CUSTOMER_TEXTS.noOrders} />
      {section.items.length > 0 && narrow && (
        // On a phone, one block per order (docs/adr/0093): the table below needs more than 390 px.
        <ul aria-label="Commandes du client" className="divide-y divide-line text-sm">
          {section.items.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3">
              <Link
                to={`${adminPaths.orders}?q=${orderNumber(order)}`}
                className="inline-flex min-h-11 items-center font-mono text-xs font-medium text-accent underline underline-offset-4"
                aria-label={`Voir la commande n° ${orderNumber(order)} dans les commandes`}
              >
                n°&nbsp;{orderNumber(order)}
              </Link>
              <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${orderStatusClass(order.status)}`}>
                {orderStatusLabel(order.status)}
              </span>
              <span className="w-full text-ink-muted">
                {formatDateTime(order.created)} · <span className="tabular-nums">{formatPrice(orderTotal(order))}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {section.items.length > 0 && !narrow && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Commandes du client</caption>
            <thead className="text-xs tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Commande
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Total
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Statut
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Lien</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {section.items.map((order) => (
                <tr key={order.id}>
                  <td className="py-2 pr-3 font-mono text-xs whitespace-nowrap">n°&nbsp;{orderNumber(order)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(order.created)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{formatPrice(orderTotal(order))}</td>
                  <td className="py-2 pr-3">
                    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${orderStatusClass(order.status)}`}>
                      {orderStatusLabel(order.status)}
                    </span>
                  </td>
                  <td className="py-2 text-right">
                    <Link
                      to={`${adminPaths.orders}?q=${orderNumber(order)}`}
                      className="text-sm font-medium text-accent underline underline-offset-4"
                      aria-label={`Voir la commande n° ${orderNumber(order)} dans les commandes`}
                    >
                      Voir
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {/* Only the newest are read here (docs/adr/0092): the orders list, searched by the e-mail, has them all. */}
      {total > section.items.length && email && (
        <p className="mt-3 text-sm">
          <Link to={`${adminPaths.orders}?q=${encodeURIComponent(email)}`} className="font-medium text-accent underline underline-offset-4">
            Voir ses {total} commandes dans la liste des commandes
          </Link>
        </p>
      )}
    </Block>
  )
}

function Addresses({ section }: { section: CustomerData & { status: 'ready' } }) {
  const addresses = section.addresses
  return (
    <Block id="customer-addresses" title="Adresses" count={addresses.failed ? undefined : addresses.items.length}>
      <SectionState section={addresses} failed={CUSTOMER_TEXTS.addressesFailed} empty={CUSTOMER_TEXTS.noAddresses} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {addresses.items.map((address) => (
          <li key={address.id} className="rounded-lg border border-line p-3">
            <p className="mb-1 text-sm font-medium">
              {address.label || 'Adresse'}
              {address.is_default && <span className="ml-2 text-xs font-normal text-ink-muted">(par défaut)</span>}
            </p>
            <AddressBlock address={addressOf(address)} />
          </li>
        ))}
      </ul>
    </Block>
  )
}

const requestStatusLabel = (status: string | undefined) =>
  REQUEST_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status ?? ''

function Requests({ section }: { section: Section<CustomerRequest> }) {
  return (
    <Block id="customer-requests" title="Demandes sur-mesure" count={section.failed ? undefined : section.items.length}>
      <SectionState section={section} failed={CUSTOMER_TEXTS.requestsFailed} empty={CUSTOMER_TEXTS.noRequests} />
      {section.items.length > 0 && (
        <ul className="divide-y divide-line text-sm">
          {section.items.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {formatDateTime(request.created)} — {[request.jewelry_type, request.main_stone].filter(Boolean).join(', ') || 'Demande'}
              </span>
              <span className="text-ink-muted">{requestStatusLabel(request.status)}</span>
            </li>
          ))}
        </ul>
      )}
      {section.items.length > 0 && (
        <p className="mt-3">
          <Link to={adminPaths.requests} className="text-sm font-medium text-accent underline underline-offset-4">
            Voir les demandes sur-mesure
          </Link>
        </p>
      )}
    </Block>
  )
}

/** /dashboard/users/:id: one person, their orders, addresses, custom requests, pro application and the shop's notes. */
export function CustomerScreen() {
  const data = useLoaderData() as CustomerData
  if (data.status !== 'ready') {
    return (
      <AdminPage heading="Utilisateur">
        {backLink}
        <ListError>{data.status === 'not-found' ? CUSTOMER_TEXTS.notFound : CUSTOMER_TEXTS.loadFailed}</ListError>
      </AdminPage>
    )
  }
  const { user } = data
  return (
    <AdminPage heading={displayName(user)} title={`${displayName(user)} · Utilisateurs · Administration`}>
      {backLink}
      <section
        aria-labelledby="customer-identity"
        className="flex flex-wrap items-start gap-5 rounded-xl border border-line bg-surface p-5"
      >
        <UserAvatar user={user} size="size-16" />
        <div className="min-w-0 flex-1">
          <h2 id="customer-identity" className="sr-only">
            Identité
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-ink-muted">Nom</dt>
            <dd>{user.name || '—'}</dd>
            <dt className="font-medium text-ink-muted">Email</dt>
            <dd className="break-all">{user.email ?? '—'}</dd>
            <dt className="font-medium text-ink-muted">Rôle</dt>
            <dd>{roleLabel(user.role)}</dd>
            <dt className="font-medium text-ink-muted">Vérifié</dt>
            <dd>{user.verified ? 'Oui' : 'Non'}</dd>
            <dt className="font-medium text-ink-muted">Inscrit le</dt>
            <dd>{formatDateTime(user.created)}</dd>
            <dt className="font-medium text-ink-muted">Identifiant</dt>
            <dd className="font-mono break-all">{user.id}</dd>
          </dl>
        </div>
      </section>
      <ProRevoke isPro={user.role === 'professionnel'} />
      {data.terms !== undefined && <ProTermsPanel terms={data.terms} />}
      {data.applications.failed ? (
        <ListError>{CUSTOMER_TEXTS.applicationsFailed}</ListError>
      ) : (
        <ProApplicationPanel applications={data.applications.items} />
      )}
      <Orders section={data.orders} email={data.user.email} />
      <Addresses section={data} />
      <Requests section={data.requests} />
      <NotesThread>
        <NoteList page={data.notes.failed ? null : { items: data.notes.items, totalItems: data.notes.total ?? data.notes.items.length }} />
      </NotesThread>
    </AdminPage>
  )
}
